import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@launchpad/shared';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOGIN_ATTEMPTS_PER_ACCOUNT: '5', RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => app.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers the account type', async () => {
    const { account } = await signUpVerified(app, { accountType: 'Trainer' });
    const client = app.client();
    const res = await client.post('/api/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      accountType: 'Trainer',
      user: { isAccountVerified: true },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lp_session='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    expect((await client.get('/api/auth/is-auth')).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { account } = await signUpVerified(app);
    const wrong = await app
      .client()
      .post('/api/auth/login', { email: account.email, password: 'not-the-password' });
    const unknown = await app
      .client()
      .post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: M.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires e-mail and password', async () => {
    const res = await app.client().post('/api/auth/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.emailRequired);
  });

  it('lets an unverified user sign in; is-auth says they are not verified yet', async () => {
    const client = app.client();
    const account = {
      accountType: 'Fresher',
      name: 'Unverified',
      email: 'unverified@example.com',
      password: 'secret-123',
      phoneNumber: '0770000000',
    };
    await client.post('/api/auth/register', account);
    const fresh = app.client();
    const res = await fresh.post('/api/auth/login', { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.user.isAccountVerified).toBe(false);
  });

  it('starts a new session at each sign-in and ends the one the request came with', async () => {
    const { account, client } = await signUpVerified(app);
    const before = client.cookies.get('lp_session');
    const stolenCopy = app.client();
    stolenCopy.cookies.set('lp_session', before!);
    await client.post('/api/auth/login', { email: account.email, password: account.password });
    expect(client.cookies.get('lp_session')).not.toBe(before);
    expect((await stolenCopy.get('/api/auth/is-auth')).status).toBe(401);
    expect((await client.get('/api/auth/is-auth')).status).toBe(200);
  });

  it('pauses an account after 5 failed sign-ins without locking out others on the same address', async () => {
    const { account: victim } = await signUpVerified(app);
    const { account: classmate } = await signUpVerified(app);
    for (let i = 0; i < 5; i += 1) {
      const res = await app.client().post('/api/auth/login', { email: victim.email, password: `guess-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await app
      .client()
      .post('/api/auth/login', { email: victim.email, password: victim.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(M.tooManyAttempts);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await app
      .client()
      .post('/api/auth/login', { email: classmate.email, password: classmate.password });
    expect(other.status).toBe(200);
  });
});

describe('desktop bearer tokens', () => {
  it('gives a token instead of a cookie, accepts it on every call and revokes it at logout', async () => {
    const { account } = await signUpVerified(app);
    const desktop = app.client();
    const res = await desktop.post('/api/auth/login', {
      email: account.email,
      password: account.password,
      client: 'desktop',
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
    expect(res.headers.getSetCookie()).toHaveLength(0);
    const auth = { authorization: `Bearer ${res.body.token}` };
    expect((await desktop.get('/api/auth/is-auth', auth)).status).toBe(200);

    const stored = await app.db('sessions').where({ kind: 'bearer' }).select('tokenHash');
    expect(stored.map((s) => s.tokenHash)).not.toContain(res.body.token);

    expect((await desktop.post('/api/auth/logout', {}, auth)).status).toBe(200);
    expect((await desktop.get('/api/auth/is-auth', auth)).status).toBe(401);
  });
});

describe('sessions', () => {
  it('logout revokes the session on the server, not just the cookie', async () => {
    const { client } = await signUpVerified(app);
    const copy = app.client();
    copy.cookies.set('lp_session', client.cookies.get('lp_session')!);
    const res = await client.post('/api/auth/logout');
    expect(res.body).toEqual({ success: true, message: M.loggedOut });
    expect(client.cookies.has('lp_session')).toBe(false);
    expect((await copy.get('/api/auth/is-auth')).status).toBe(401);
  });

  it('expires a session that has been idle too long or has reached its absolute age', async () => {
    const idle = await signUpVerified(app);
    const old = await signUpVerified(app);
    const dayMs = 24 * 60 * 60 * 1000;
    await app
      .db('sessions')
      .where({ userId: (await app.db('users').where({ email: idle.account.email }).first()).id })
      .update({ lastSeenAt: new Date(Date.now() - 8 * dayMs) });
    await app
      .db('sessions')
      .where({ userId: (await app.db('users').where({ email: old.account.email }).first()).id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await idle.client.get('/api/auth/is-auth')).status).toBe(401);
    expect((await old.client.get('/api/auth/is-auth')).status).toBe(401);
  });

  it('answers 401 with the spec message when not signed in', async () => {
    const res = await app.client().get('/api/auth/is-auth');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: M.pleaseLogIn });
  });
});
