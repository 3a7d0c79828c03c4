import Router from '@koa/router';
import type { AppContext, AppState } from '../types';

/** Liveness and readiness in one: the app is only built once the database is migrated. */
export function healthRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    await ctx.deps.db.raw('select 1');
    ctx.body = { success: true, status: 'ok' };
  });
  return router;
}
