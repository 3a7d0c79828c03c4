import { Model } from 'objection';

/**
 * Every table: a uuid `id` made by PostgreSQL. Names are camelCase in code and snake_case in the
 * database; the knex instance (db/knex.ts) maps them, in queries and in results alike.
 */
export class BaseModel extends Model {
  id!: string;
}

/** Tables with created_at/updated_at kept by the model. */
export class TimestampedModel extends BaseModel {
  createdAt!: Date;
  updatedAt!: Date;

  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
