import type { TAccountType } from './constants';

/** Where each account type lands after signing in (part 1 §2 Login). */
export function homePathFor(accountType: TAccountType): string {
  return accountType === 'Trainer' ? '/trainer-dashboard' : '/fresher-dashboard';
}
