import type { TSessionUser, TUserProfile } from '@launchpad/shared';
import type { User } from '../models/User';

/** The signed-in user as the client sees them. Never the password hash. */
export function presentSessionUser(user: User): TSessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    accountType: user.accountType,
    accountPlan: user.accountPlan,
    isAccountVerified: user.isAccountVerified,
    trainerId: user.trainerId,
  };
}

/** The user's own profile (profile settings, fresher dashboard), with the facts badges are earned from. */
export function presentUserProfile(
  user: User,
  facts: { hasCV: boolean; savedAnalysesCount: number; assessmentsCount: number },
): TUserProfile {
  return {
    ...presentSessionUser(user),
    contact: user.phoneNumber,
    planChangedAt: user.planChangedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    firstCvUploadedAt: user.firstCvUploadedAt?.toISOString() ?? null,
    ...facts,
  };
}
