import Router from '@koa/router';
import { openApiDocument } from '../openapi';
import { COMMON_MESSAGES } from '@launchpad/shared';
import { SharedValue } from '../lib/cache';
import { ServiceUnavailable } from '../lib/errors';
import type { AppContext, AppState } from '../types';

/** How long one successful database probe vouches for the database: load balancers poll this route. */
const PROBE_TTL_MS = 1000;

/**
 * Liveness and readiness in one: the app is only built once the database is migrated, and the database
 * answered a probe within the last second (one probe at a time, however many checks arrive).
 */
export function healthRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api' });
  let probe: SharedValue<unknown> | undefined;
  router.get('/health', async (ctx) => {
    probe ??= new SharedValue(PROBE_TTL_MS, () => ctx.deps.db.raw('select 1'));
    try {
      await probe.get();
    } catch {
      throw new ServiceUnavailable(COMMON_MESSAGES.databaseUnavailable);
    }
    ctx.body = { success: true, status: 'ok' };
  });
  // The API's contract (OpenAPI 3.1, built from the shared schemas); public and the same for everyone.
  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = openApiDocument();
  });
  return router;
}
