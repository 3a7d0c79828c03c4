import type { Knex } from 'knex';
import { TRAINER_MESSAGES as M, type TTrainerProfileValues } from '@launchpad/shared';
import { Conflict, NotFound } from '../lib/errors';
import { TrainerProfile } from '../models/TrainerProfile';
import type { Training } from '../models/Training';
import { User } from '../models/User';
import type { Accounts } from './accounts';
import { hashSecret } from './passwords';
import { revokeUserSessions } from './sessions';
import { listTrainingsOf } from './trainings';

export interface TrainerView {
  user: User;
  profile: TrainerProfile | undefined;
  trainings: Training[];
}

/** Everything the trainer's own profile shows: account, profile details and their trainings. */
export async function loadTrainerView(userId: string): Promise<TrainerView> {
  const [user, profile, trainings] = await Promise.all([
    User.query().findById(userId),
    TrainerProfile.query().findById(userId),
    listTrainingsOf(userId),
  ]);
  if (!user) throw new NotFound(M.trainerNotFound);
  return { user, profile, trainings };
}

/** A trainer by their public id (TR-XXXXXX), with the profile details anyone may see. */
export async function findPublicTrainer(
  trainerId: string,
): Promise<{ user: User; profile?: TrainerProfile }> {
  const user = await User.query().findOne({
    trainerId: trainerId.trim().toUpperCase(),
    accountType: 'Trainer',
  });
  if (!user) throw new NotFound(M.trainerNotFound);
  return { user, profile: await TrainerProfile.query().findById(user.id) };
}

/**
 * Saves the trainer's profile form in one transaction. A new e-mail must be free and is verified again
 * (a code goes to the new address); a non-blank password replaces the old one and signs out the
 * trainer's other sessions. The trainer id is never changed here.
 */
export async function updateTrainerProfile(
  db: Knex,
  accounts: Accounts,
  userId: string,
  currentSessionId: string | undefined,
  values: TTrainerProfileValues,
): Promise<void> {
  const passwordHash = values.password ? await hashSecret(values.password) : undefined;
  await db.transaction(async (trx) => {
    const user = await User.query(trx).findById(userId).forUpdate();
    if (!user) throw new NotFound(M.trainerNotFound);
    const emailChanged = values.email !== user.email.toLowerCase();
    if (emailChanged && (await User.query(trx).findOne({ email: values.email }).whereNot('id', userId))) {
      throw new Conflict(M.emailInUse);
    }
    await User.query(trx)
      .patch({
        name: values.name,
        email: values.email,
        ...(values.contact ? { phoneNumber: values.contact } : {}),
        ...(emailChanged ? { isAccountVerified: false } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .findById(userId);
    const details = {
      address: values.address,
      specializationSkills: values.specializationSkills,
      experiences: values.experiences,
      education: values.education,
    };
    const existing = await TrainerProfile.query(trx).findById(userId).forUpdate();
    if (existing) await TrainerProfile.query(trx).patch(details).findById(userId);
    else await TrainerProfile.query(trx).insert({ userId, ...details });
    if (passwordHash) await revokeUserSessions(userId, { except: currentSessionId, trx });
    if (emailChanged)
      await accounts.sendVerification(
        trx,
        { id: userId, name: values.name, email: values.email },
        { replace: true },
      );
  });
}
