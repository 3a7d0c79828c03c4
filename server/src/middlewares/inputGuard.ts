import type { Middleware } from 'koa';
import { COMMON_MESSAGES } from '@launchpad/shared';
import { ValidationError } from '../lib/errors';
import { assertNoNul } from '../lib/parse';
import type { AppContext, AppState } from '../types';

/** The path decoded as a router would; a broken escape is refused rather than passed on half-decoded. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new ValidationError(COMMON_MESSAGES.invalidCharacters);
  }
}

/**
 * Refuses NUL characters in the path, the query string and a JSON body with one clear 400 for every route
 * (PostgreSQL cannot store them, and no field of ours needs them). Multipart text fields are checked by
 * `parseInput` when a route reads them. Runs on every API call, so it only looks where a NUL can be: the
 * HTTP parser refuses a raw one, so a path or query without '%' has none, and a GET has no body.
 */
export function inputGuard(): Middleware<AppState, AppContext> {
  return (ctx, next) => {
    if (ctx.path.startsWith('/api/')) {
      if (ctx.path.includes('%')) assertNoNul(decodedPath(ctx.path));
      if (ctx.querystring.includes('%')) assertNoNul(ctx.query);
      if (ctx.request.body !== undefined) assertNoNul(ctx.request.body);
    }
    return next();
  };
}
