import { paths } from '../../config/paths';

const notAfterLogin = new Set<string>([paths.home, paths.login, paths.register, paths.emailVerify]);

/**
 * Where to go after signing in when a protected page sent the user to the login screen: that page
 * (kept in the navigation state as `from`), unless it is one of the sign-in screens.
 */
export function redirectTargetFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const {
    pathname,
    search = '',
    hash = '',
  } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (notAfterLogin.has(pathname)) return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
