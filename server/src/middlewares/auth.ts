import type { Middleware, ParameterizedContext } from 'koa';
import { AUTH_MESSAGES as M, type TAccountType } from '@launchpad/shared';
import { Forbidden, Unauthorized } from '../lib/errors';
import { resumeAdminSession } from '../services/admins';
import type { AppContext, AppState } from '../types';

export const SESSION_COOKIE = 'lp_session';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Ctx = ParameterizedContext<AppState, AppContext>;

export function bearerToken(ctx: Ctx): string | undefined {
  const match = /^Bearer ([\w-]{20,200})$/.exec(ctx.get('authorization'));
  return match?.[1];
}

/** Resolves who is calling, from the session cookie or a desktop bearer token. Never refuses. */
export function authenticate(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const bearer = bearerToken(ctx);
    const cookie = ctx.cookies.get(SESSION_COOKIE);
    const { sessions } = ctx.deps;
    const found = bearer
      ? await sessions.resume(bearer, 'bearer')
      : cookie
        ? await sessions.resume(cookie, 'cookie')
        : null;
    if (found) {
      ctx.state.user = found.user;
      ctx.state.session = found.session;
    }
    try {
      await next();
    } finally {
      // A state-changing request may have changed this user (verified, plan, profile, password): the next
      // request must see it at once, without waiting for the database's notification.
      if (found && !READ_METHODS.has(ctx.method)) sessions.forgetUser(found.user.id);
    }
  };
}

/**
 * Lets the request through only for a signed-in user; by default the e-mail must be verified, and
 * `accountType` narrows it to freshers or trainers.
 */
export function requireUser(
  options: { verified?: boolean; accountType?: TAccountType } = {},
): Middleware<AppState, AppContext> {
  const { verified = true, accountType } = options;
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) throw new Unauthorized(M.pleaseLogIn);
    if (verified && !user.isAccountVerified) throw new Forbidden(M.verifyFirst);
    if (accountType && user.accountType !== accountType) throw new Forbidden();
    await next();
  };
}

/** Admin routes: a bearer token from /api/admin/login only. User cookies and user tokens never pass. */
export function requireAdmin(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    const found = token ? await resumeAdminSession(token) : null;
    if (!found) throw new Unauthorized(M.adminAuthFailed);
    ctx.state.admin = found.admin;
    ctx.state.adminSession = found.session;
    await next();
  };
}
