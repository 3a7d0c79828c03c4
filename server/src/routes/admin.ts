import Router from '@koa/router';
import { AUTH_MESSAGES as M, ZAdminLoginInput } from '@launchpad/shared';
import { parseInput } from '../lib/parse';
import { limitByAddress } from '../middlewares/addressLimit';
import { requireAdmin } from '../middlewares/auth';
import { presentAdmin } from '../presenters/admin';
import { adminLogin, revokeAdminSession } from '../services/admins';
import type { AppContext, AppState } from '../types';

export function adminRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/admin' });

  router.post('/login', limitByAddress(), async (ctx) => {
    const input = parseInput(ZAdminLoginInput, ctx.request.body);
    const { admin, token } = await adminLogin(ctx.deps.limits, input.email, input.password);
    ctx.body = { success: true, message: M.adminLoginSuccess, token, admin: presentAdmin(admin) };
  });

  router.get('/profile', requireAdmin(), async (ctx) => {
    ctx.body = { success: true, admin: presentAdmin(ctx.state.admin!) };
  });

  router.post('/logout', requireAdmin(), async (ctx) => {
    await revokeAdminSession(ctx.state.adminSession!.id);
    ctx.body = { success: true, message: M.loggedOut };
  });

  return router;
}
