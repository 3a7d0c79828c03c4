import type { Knex } from 'knex';
import { PROFILE_MESSAGES as M, type TAccountPlan, type TAccountType } from '@launchpad/shared';
import { Conflict, NotFound, ValidationError } from '../lib/errors';
import { newTrainerId } from '../lib/tokens';
import { Cv } from '../models/Cv';
import { SavedAnalysis } from '../models/SavedAnalysis';
import { SkillsAssessment } from '../models/SkillsAssessment';
import { Training } from '../models/Training';
import { User } from '../models/User';
import { hashSecret, verifySecret } from './passwords';
import type { RateLimits } from './rateLimits';
import { revokeUserSessions } from './sessions';

/** Facts about the user's data that the profile answers (for the dashboard badges). */
export async function profileFacts(userId: string) {
  const [cv, analyses, assessments] = await Promise.all([
    Cv.query().findById(userId).select('userId'),
    SavedAnalysis.query().where({ userId }).resultSize(),
    SkillsAssessment.query().where({ userId }).resultSize(),
  ]);
  return { hasCV: Boolean(cv), savedAnalysesCount: analyses, assessmentsCount: assessments };
}

/**
 * Saves name, phone number and account type. Becoming a Trainer gives the account a trainer id (kept if
 * it had one); a Trainer who still has trainings cannot become a Fresher (their trainings and
 * participants would be orphaned). A fresher's CV and analyses are kept either way.
 */
export async function updateProfile(
  db: Knex,
  userId: string,
  values: { name: string; phoneNumber: string; accountType: TAccountType },
): Promise<User> {
  return db.transaction(async (trx) => {
    const user = await User.query(trx).findById(userId).forUpdate();
    if (!user) throw new NotFound();
    if (user.accountType === 'Trainer' && values.accountType === 'Fresher') {
      const trainings = await Training.query(trx).where({ trainerUserId: userId }).resultSize();
      if (trainings > 0) throw new Conflict(M.trainerHasTrainings);
    }
    const trainerId = values.accountType === 'Trainer' && !user.trainerId ? newTrainerId() : user.trainerId;
    return User.query(trx).patchAndFetchById(userId, { ...values, trainerId });
  });
}

/**
 * Changes the password after checking the current one. Wrong guesses count against the same per-account
 * limit as sign-in, so a borrowed session cannot be used to guess the password. Other sessions end.
 */
export async function changePassword(
  limits: RateLimits,
  user: User,
  currentSessionId: string | undefined,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await limits.assertLoginAllowed(user.email);
  if (!(await verifySecret(user.passwordHash, currentPassword))) {
    await limits.loginFailed(user.email);
    throw new ValidationError(M.currentPasswordWrong);
  }
  if (currentPassword === newPassword) throw new ValidationError(M.newPasswordSame);
  const passwordHash = await hashSecret(newPassword);
  await User.transaction(async (trx) => {
    await User.query(trx).patch({ passwordHash }).findById(user.id);
    await revokeUserSessions(user.id, { except: currentSessionId, trx });
  });
}

/** Moves the account to `plan`, recording when. Returns false when it was already on that plan. */
export async function setPlan(userId: string, plan: TAccountPlan): Promise<boolean> {
  const changed = await User.query()
    .patch({ accountPlan: plan, planChangedAt: new Date() })
    .where({ id: userId })
    .whereNot('accountPlan', plan);
  return changed > 0;
}
