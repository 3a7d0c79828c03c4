import { BaseModel } from './BaseModel';

export type TOtpPurpose = 'verify-email' | 'reset-password' | 'payment';

/** A 6-digit code sent by e-mail, stored hashed, bound to one account and one purpose. */
export class OneTimeCode extends BaseModel {
  static override tableName = 'one_time_codes';

  userId!: string;
  purpose!: TOtpPurpose;
  codeHash!: string;
  /** What the code is good for besides its purpose: a payment code names its registration and amount. */
  binding!: string;
  attempts!: number;
  expiresAt!: Date;
  consumedAt!: Date | null;
  createdAt!: Date;
}
