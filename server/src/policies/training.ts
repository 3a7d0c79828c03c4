import { TRAINER_MESSAGES as M } from '@launchpad/shared';
import { Forbidden } from '../lib/errors';
import type { Training } from '../models/Training';
import type { User } from '../models/User';

export type TrainingAction = 'create' | 'update' | 'delete' | 'seeLink' | 'seeParticipants';

/** Whether `user` may do `action` to `training`. Anyone may read a training (the catalogue is public). */
export function can(user: User | undefined, action: TrainingAction, training?: Training): boolean {
  if (!user || user.accountType !== 'Trainer') return false;
  if (action === 'create') return true;
  return training?.trainerUserId === user.id;
}

/** Throws 403 with the reason when `user` may not do `action`. */
export function authorize(user: User | undefined, action: TrainingAction, training?: Training): void {
  if (can(user, action, training)) return;
  throw new Forbidden(user?.accountType === 'Trainer' ? M.notYourTraining : M.trainersOnly);
}
