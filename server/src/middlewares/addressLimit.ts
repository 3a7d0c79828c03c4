import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../types';

/**
 * Counts this request against the generous per-address limit. Only for calls that take a credential or
 * send or check a code (sign-in, sign-up, codes, reset): page loads, `is-auth`, sign-out and reads never
 * count, so a classroom behind one router is not locked out by browsing. Accounts have limits of their own.
 */
export function limitByAddress(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    await ctx.deps.limits.hitFromAddress(ctx.ip);
    await next();
  };
}
