import type { TSessionUser } from '@launchpad/shared';
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
