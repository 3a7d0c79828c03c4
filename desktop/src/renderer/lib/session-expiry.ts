import { AUTH_MESSAGES } from '@launchpad/shared';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { clearSession } from './session';
import { TOAST_IDS } from './toast-ids';

export interface SessionExpiryDeps {
  queryClient: QueryClient;
  navigate: (to: string) => unknown;
  showError: (message: string, options: { id: string }) => unknown;
}

/**
 * What a 401 from a signed-in call does (spec §4, §6): clear the session and the stored token,
 * say 'Please log in to continue' once, and go to the login screen.
 */
export function createSessionExpiryHandler({ queryClient, navigate, showError }: SessionExpiryDeps) {
  return (): void => {
    void clearSession(queryClient);
    showError(AUTH_MESSAGES.pleaseLogIn, { id: TOAST_IDS.sessionExpired });
    void navigate(paths.login);
  };
}
