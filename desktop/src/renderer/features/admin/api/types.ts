import type { TAdminFresher, TAdminSkill, TAdminTrainer, TAdminTraining } from '@launchpad/shared';

/** The admin views of part 2 §3 (schemas in shared/src/schemas/adminPortal.ts). */
export type AdminFresher = TAdminFresher;
export type AdminTrainer = TAdminTrainer;
export type AdminTraining = TAdminTraining;
export type AdminSkill = TAdminSkill;

export interface AdminProfile {
  _id?: string;
  name?: string;
  username?: string;
  email: string;
}
