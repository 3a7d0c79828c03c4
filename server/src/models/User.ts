import type { TAccountPlan, TAccountType } from '@launchpad/shared';
import { TimestampedModel } from './BaseModel';

export class User extends TimestampedModel {
  static override tableName = 'users';

  name!: string;
  email!: string;
  passwordHash!: string;
  phoneNumber!: string;
  accountType!: TAccountType;
  accountPlan!: TAccountPlan;
  planChangedAt!: Date | null;
  isAccountVerified!: boolean;
  trainerId!: string | null;
  lastActiveAt!: Date | null;
  firstCvUploadedAt!: Date | null;
}
