import { Model } from 'objection';
import { BaseModel } from './BaseModel';
import { User } from './User';

/** A signed-in device: a browser's cookie session or the desktop app's bearer token. Stored hashed. */
export class Session extends BaseModel {
  static override tableName = 'sessions';

  tokenHash!: string;
  userId!: string;
  kind!: 'cookie' | 'bearer';
  createdAt!: Date;
  lastSeenAt!: Date;
  expiresAt!: Date;
  revokedAt!: Date | null;
  userAgent!: string | null;
  ip!: string | null;

  user?: User;

  static override get relationMappings() {
    return {
      user: {
        relation: Model.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'sessions.userId', to: 'users.id' },
      },
    };
  }
}
