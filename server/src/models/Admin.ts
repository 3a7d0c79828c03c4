import { BaseModel, TimestampedModel } from './BaseModel';

/** Platform administrators: a table of their own, never a user account type. */
export class Admin extends TimestampedModel {
  static override tableName = 'admins';

  name!: string;
  email!: string;
  passwordHash!: string;
}

export class AdminSession extends BaseModel {
  static override tableName = 'admin_sessions';

  tokenHash!: string;
  adminId!: string;
  createdAt!: Date;
  expiresAt!: Date;
  revokedAt!: Date | null;
}
