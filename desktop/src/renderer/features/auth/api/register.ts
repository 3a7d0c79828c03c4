import type { TLoginAnswer, TRegisterInput, TSessionUser } from '@launchpad/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isDesktopApp, setBearerToken } from '../../../lib/platform';
import { startCooldown, VERIFY_CODE_COOLDOWN_KEY } from '../../../lib/cooldown';

/** Creates the account; the server signs the new user in and e-mails a verification code. */
export async function register(input: TRegisterInput): Promise<{ message: string; user: TSessionUser }> {
  const desktop = isDesktopApp();
  const answer = await api.post<TLoginAnswer>(
    '/api/auth/register',
    {
      accountType: input.accountType,
      name: input.name,
      email: input.email,
      password: input.password,
      phoneNumber: input.phoneNumber,
      client: desktop ? 'desktop' : 'web',
    },
    { handleUnauthorized: false },
  );
  if (desktop && answer.token) await setBearerToken(answer.token);
  return { message: answer.message, user: answer.user };
}

/** The sign-up mutation; the screen puts the new (unverified) user into the session cache. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    // A code was just sent: the server refuses another for a minute.
    onSuccess: () => startCooldown(VERIFY_CODE_COOLDOWN_KEY),
  });
}
