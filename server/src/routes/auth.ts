import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import {
  AUTH_MESSAGES as M,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSendResetOtpInput,
  ZVerifyAccountInput,
} from '@launchpad/shared';
import { parseInput } from '../lib/parse';
import { limitByAddress } from '../middlewares/addressLimit';
import { SESSION_COOKIE, requireUser } from '../middlewares/auth';
import type { Session } from '../models/Session';
import { presentSessionUser } from '../presenters/user';
import { SESSION_LIFETIMES, revokeSession } from '../services/sessions';
import type { AppContext, AppState } from '../types';

type Ctx = ParameterizedContext<AppState, AppContext>;

/** Hands the new session to the client: a cookie for browsers, the token itself for the desktop app. */
function deliverSession(ctx: Ctx, token: string, kind: Session['kind']): { token?: string } {
  if (kind === 'bearer') return { token };
  // Behind TLS termination the socket is plain HTTP; the public URL says whether the browser sees https.
  ctx.cookies.secure = ctx.deps.config.publicUrl.startsWith('https:');
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.cookies.secure,
    maxAge: SESSION_LIFETIMES.cookie.absoluteMs,
    path: '/',
    overwrite: true,
  });
  return {};
}

function clearSessionCookie(ctx: Ctx) {
  ctx.cookies.set(SESSION_COOKIE, null, { path: '/', httpOnly: true, sameSite: 'lax' });
}

const device = (ctx: Ctx) => ({ userAgent: ctx.get('user-agent') || undefined, ip: ctx.ip });
const sessionKind = (client: 'web' | 'desktop'): Session['kind'] =>
  client === 'desktop' ? 'bearer' : 'cookie';

export function authRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/auth' });
  const counted = limitByAddress();

  router.post('/register', counted, async (ctx) => {
    const input = parseInput(ZRegisterInput, ctx.request.body);
    const kind = sessionKind(input.client);
    const { user, token } = await ctx.deps.accounts.register(input, kind, device(ctx));
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: M.registered,
      accountType: user.accountType,
      user: presentSessionUser(user),
      ...deliverSession(ctx, token, kind),
    };
  });

  router.post('/login', counted, async (ctx) => {
    const input = parseInput(ZLoginInput, ctx.request.body);
    const kind = sessionKind(input.client);
    const { user, token } = await ctx.deps.accounts.login(input.email, input.password, kind, {
      ...device(ctx),
      currentSessionId: ctx.state.session?.id,
    });
    ctx.body = {
      success: true,
      message: M.loginSuccess,
      accountType: user.accountType,
      user: presentSessionUser(user),
      ...deliverSession(ctx, token, kind),
    };
  });

  router.get('/is-auth', requireUser({ verified: false }), async (ctx) => {
    ctx.body = { success: true, message: 'Signed in', user: presentSessionUser(ctx.state.user!) };
  });

  router.post('/logout', async (ctx) => {
    if (ctx.state.session) {
      await revokeSession(ctx.state.session.id);
      ctx.deps.sessions.forgetUser(ctx.state.session.userId); // at once here; other processes hear the database
    }
    clearSessionCookie(ctx);
    ctx.body = { success: true, message: M.loggedOut };
  });

  router.post('/send-verify-otp', counted, requireUser({ verified: false }), async (ctx) => {
    await ctx.deps.accounts.resendVerification(ctx.state.user!);
    ctx.body = { success: true, message: M.verifyOtpSent };
  });

  router.post('/verify-account', counted, requireUser({ verified: false }), async (ctx) => {
    const { otp } = parseInput(ZVerifyAccountInput, ctx.request.body);
    await ctx.deps.accounts.verifyEmail(ctx.state.user!, otp);
    ctx.body = { success: true, message: M.verified };
  });

  router.post('/send-reset-otp', counted, async (ctx) => {
    const { email } = parseInput(ZSendResetOtpInput, ctx.request.body);
    await ctx.deps.accounts.sendPasswordReset(email);
    ctx.body = { success: true, message: M.resetOtpSent };
  });

  router.post('/reset-password', counted, async (ctx) => {
    const input = parseInput(ZResetPasswordInput, ctx.request.body);
    await ctx.deps.accounts.resetPassword(input.email, input.otp, input.newPassword);
    if (ctx.state.session) clearSessionCookie(ctx);
    ctx.body = { success: true, message: M.passwordReset };
  });

  return router;
}
