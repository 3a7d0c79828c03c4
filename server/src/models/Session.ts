import { BaseModel } from './BaseModel';

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
}
