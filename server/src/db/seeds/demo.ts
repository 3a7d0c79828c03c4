import type { TAccountType } from '@launchpad/shared';
import { Admin } from '../../models/Admin';
import { User } from '../../models/User';
import { hashSecret } from '../../services/passwords';
import { newTrainerId } from '../../lib/tokens';
import { ensureAdmin } from '../../services/admins';

/** The demo accounts of the README. Idempotent: existing accounts are left as they are. */
export const DEMO_PASSWORD = 'Launchpad123';
export const DEMO_ACCOUNTS: {
  name: string;
  email: string;
  accountType: TAccountType;
  phoneNumber: string;
}[] = [
  {
    name: 'Nimali Perera',
    email: 'fresher@launchpad.test',
    accountType: 'Fresher',
    phoneNumber: '0771234567',
  },
  { name: 'Kasun Silva', email: 'trainer@launchpad.test', accountType: 'Trainer', phoneNumber: '0719876543' },
];
export const DEMO_ADMIN_EMAIL = 'admin@launchpad.test';

export async function seedDemo(options: { withAdmin: boolean }): Promise<void> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    if (await User.query().findOne({ email: account.email })) continue;
    await User.query().insert({
      ...account,
      passwordHash,
      isAccountVerified: true,
      trainerId: account.accountType === 'Trainer' ? newTrainerId() : null,
    });
  }
  if (options.withAdmin && !(await Admin.query().findOne({ email: DEMO_ADMIN_EMAIL }))) {
    await ensureAdmin(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  }
}
