import Router from '@koa/router';
import {
  ADMIN_PORTAL_MESSAGES as P,
  AUTH_MESSAGES as M,
  NOTICE_MESSAGES as N,
  ZAdminLoginInput,
  ZEventNoticeInput,
} from '@launchpad/shared';
import { parseInput } from '../lib/parse';
import { limitByAddress } from '../middlewares/addressLimit';
import { requireAdmin } from '../middlewares/auth';
import { presentAdmin } from '../presenters/admin';
import { presentNotice } from '../presenters/notice';
import { addNotice, deleteFresher, deleteTrainer, editNotice, removeNotice } from '../services/adminActions';
import { listFreshers, listTrainers } from '../services/adminPortal';
import { adminLogin, revokeAdminSession } from '../services/admins';
import { listNotices } from '../services/notices';
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

  // The portal (part 2 §2.10, §7 Admin): every call needs the admin bearer token.
  router.get('/freshers', requireAdmin(), async (ctx) => {
    ctx.body = { success: true, data: await listFreshers(ctx.deps.db) };
  });

  router.get('/trainers', requireAdmin(), async (ctx) => {
    ctx.body = { success: true, data: await listTrainers(ctx.deps.db) };
  });

  router.delete('/freshers/:id', requireAdmin(), async (ctx) => {
    await deleteFresher(ctx.deps.db, ctx.state.admin!.id, ctx.params.id!);
    ctx.body = { success: true, message: P.fresherDeleted };
  });

  router.delete('/trainers/:id', requireAdmin(), async (ctx) => {
    await deleteTrainer(ctx.deps.db, ctx.state.admin!.id, ctx.params.id!);
    ctx.body = { success: true, message: P.trainerDeleted };
  });

  router.get('/notices', requireAdmin(), async (ctx) => {
    ctx.body = { success: true, data: (await listNotices()).map(presentNotice) };
  });

  router.post('/notices', requireAdmin(), async (ctx) => {
    const input = parseInput(ZEventNoticeInput, ctx.request.body);
    const notice = await addNotice(ctx.deps.db, ctx.state.admin!.id, input);
    ctx.status = 201;
    ctx.body = { success: true, message: N.added, data: presentNotice(notice) };
  });

  router.put('/notices/:id', requireAdmin(), async (ctx) => {
    const input = parseInput(ZEventNoticeInput, ctx.request.body);
    const notice = await editNotice(ctx.deps.db, ctx.state.admin!.id, ctx.params.id!, input);
    ctx.body = { success: true, message: N.updated, data: presentNotice(notice) };
  });

  router.delete('/notices/:id', requireAdmin(), async (ctx) => {
    await removeNotice(ctx.deps.db, ctx.state.admin!.id, ctx.params.id!);
    ctx.body = { success: true, message: N.deleted };
  });

  return router;
}
