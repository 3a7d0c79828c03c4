import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger';
import type { AppContext, AppState } from '../types';

const INCOMING_ID = /^[\w.-]{8,64}$/;

/**
 * A request's state. The child logger is made only when something logs (most requests only write the
 * access line); the getter lives on the class, so no per-request property definition slows each request.
 */
class RequestState implements AppState {
  private child?: Logger;
  user?: AppState['user'];
  session?: AppState['session'];
  admin?: AppState['admin'];
  adminSession?: AppState['adminSession'];

  constructor(
    readonly requestId: string,
    private readonly parent: Logger,
  ) {}

  get log(): Logger {
    return (this.child ??= this.parent.child({ requestId: this.requestId }));
  }
}

/** Gives every request an id (kept from a proxy's X-Request-Id when sane), a child logger and an access log line. */
export function requestContext(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestState(requestId, ctx.deps.log);
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/') && ctx.deps.log.isLevelEnabled('info')) {
        ctx.state.log.info(
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
      }
    }
  };
}
