import {
  ACCOUNT_TYPES,
  AUTH_MESSAGES,
  type TAccountType,
  type TLoginAnswer,
  type TLoginInput,
  type TSessionUser,
} from '@launchpad/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isDesktopApp, setBearerToken } from '../../../lib/platform';

/** Thrown when the server signs in an account of a type the app does not know (spec §2 Login). */
export class UnknownAccountTypeError extends Error {
  override readonly name = 'UnknownAccountTypeError';
  constructor() {
    super(AUTH_MESSAGES.loginUnsuccessful);
  }
}

function isKnownAccountType(value: unknown): value is TAccountType {
  return (ACCOUNT_TYPES as readonly unknown[]).includes(value);
}

/**
 * Signs in. The desktop app asks for a bearer token and keeps it in the OS keychain; the web app
 * gets a cookie. On success the user goes into the session cache.
 */
export async function login(input: TLoginInput): Promise<{ message: string; user: TSessionUser }> {
  const desktop = isDesktopApp();
  const answer = await api.post<TLoginAnswer>(
    '/api/auth/login',
    { email: input.email, password: input.password, client: desktop ? 'desktop' : 'web' },
    { handleUnauthorized: false },
  );
  if (!isKnownAccountType(answer.accountType) || !isKnownAccountType(answer.user?.accountType)) {
    // Do not keep a session the app cannot route anywhere.
    await api.post('/api/auth/logout', undefined, { handleUnauthorized: false }).catch(() => undefined);
    throw new UnknownAccountTypeError();
  }
  if (desktop && answer.token) await setBearerToken(answer.token);
  return { message: answer.message, user: answer.user };
}

/**
 * The sign-in mutation. The screen puts the user into the session cache (`setSessionUser`) in the
 * same tick as it navigates, so no guard sees a half-finished sign-in.
 */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
