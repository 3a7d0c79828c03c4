import type { TSessionUser } from '@launchpad/shared';

/** A signed-in, verified fresher on the basic plan. */
export const signedInFresher: TSessionUser = {
  _id: 'u1',
  name: 'Asha Perera',
  email: 'asha@example.com',
  phoneNumber: '0771234567',
  accountType: 'Fresher',
  accountPlan: 'basic',
  isAccountVerified: true,
  trainerId: null,
};
