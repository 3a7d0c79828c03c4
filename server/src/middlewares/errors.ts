import type { Middleware } from 'koa';
import { COMMON_MESSAGES } from '@launchpad/shared';
import { AppError, RateLimited, ServiceUnavailable } from '../lib/errors';
import type { AppContext, AppState } from '../types';

/** Framework errors with a status (body parser, multer) and an unreachable database, mapped to our wording. */
function knownHttpError(error: {
  status?: number;
  type?: string;
  name?: string;
  code?: unknown;
  message?: unknown;
}): AppError | null {
  if (error.type === 'entity.parse.failed' || (error.name === 'SyntaxError' && error.status === 400)) {
    return new AppError(400, COMMON_MESSAGES.invalidJson);
  }
  if (error.type === 'entity.too.large' || error.status === 413)
    return new AppError(413, COMMON_MESSAGES.bodyTooLarge);
  if (isDatabaseUnreachable(error)) return new ServiceUnavailable(COMMON_MESSAGES.databaseUnavailable);
  return null;
}

/**
 * The database is down or restarting (refused or dropped connections, PostgreSQL shutting down or starting,
 * no pool connection in time): a clear 503 the client may retry, not a 500. The pool reconnects by itself.
 */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
function isDatabaseUnreachable(error: { code?: unknown; message?: unknown; name?: unknown }): boolean {
  if (typeof error.code === 'string' && DATABASE_DOWN_CODES.has(error.code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    error.name === 'KnexTimeoutError' ||
    /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|the database system is (?:starting up|shutting down)/.test(
      message,
    )
  );
}

/**
 * The one place failures become answers: typed errors carry their status and a message safe to show;
 * anything else is logged with the request id and answered as a 500 that names only that id.
 */
export function errorHandler(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const error = caught instanceof AppError ? caught : knownHttpError(caught as object);
      if (error) {
        ctx.status = error.status;
        if (error instanceof RateLimited) ctx.set('Retry-After', String(error.retryAfterSeconds));
        ctx.body = { success: false, message: error.message };
        return;
      }
      ctx.state.log.error({ err: caught, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { success: false, message: COMMON_MESSAGES.serverError, requestId: ctx.state.requestId };
    }
  };
}
