import type { Middleware } from 'koa';
import { COMMON_MESSAGES } from '@launchpad/shared';
import { Forbidden } from '../lib/errors';
import type { AppContext, AppState } from '../types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF defence on top of SameSite=Lax cookies):
 * a browser marks them with `Sec-Fetch-Site: cross-site` or an `Origin` that is not ours.
 */
export function originGuard(publicUrl: string, extraOrigins: string[]): Middleware<AppState, AppContext> {
  const allowed = new Set([publicUrl, ...extraOrigins]);
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (ctx.get('sec-fetch-site') === 'cross-site' && !allowed.has(origin)) {
        throw new Forbidden(COMMON_MESSAGES.foreignOrigin);
      }
      if (origin && origin !== ownOrigin && !allowed.has(origin))
        throw new Forbidden(COMMON_MESSAGES.foreignOrigin);
    }
    return next();
  };
}
