import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@launchpad/shared';
import { ensureAdmin } from '../src/services/admins';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

let app: TestApp;
const admin = { email: 'root@launchpad.test', password: 'admin-password-1' };
beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(admin.email, admin.password);
});
afterAll(() => app.close());

describe('admin login', () => {
  it('returns a bearer token that opens the admin profile', async () => {
    const res = await app.client().post('/api/admin/login', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, admin: { email: admin.email, name: 'Administrator' } });
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
    const profile = await app
      .client()
      .get('/api/admin/profile', { authorization: `Bearer ${res.body.token}` });
    expect(profile.status).toBe(200);
    expect(profile.body.admin.email).toBe(admin.email);
    const stored = await app.db('admin_sessions').select('tokenHash');
    expect(stored.map((s) => s.tokenHash)).not.toContain(res.body.token);
  });

  it('refuses wrong passwords and empty fields', async () => {
    const wrong = await app.client().post('/api/admin/login', { ...admin, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(M.invalidCredentials);
    const empty = await app.client().post('/api/admin/login', { email: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(M.adminFieldsRequired);
  });

  it('refuses user cookies and user bearer tokens', async () => {
    const { client, account } = await signUpVerified(app);
    expect((await client.get('/api/admin/profile')).status).toBe(401);
    const desktop = await app
      .client()
      .post('/api/auth/login', { email: account.email, password: account.password, client: 'desktop' });
    const res = await app
      .client()
      .get('/api/admin/profile', { authorization: `Bearer ${desktop.body.token}` });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(M.adminAuthFailed);
  });

  it('expires tokens and revokes them at logout', async () => {
    const first = (await app.client().post('/api/admin/login', admin)).body.token;
    const second = (await app.client().post('/api/admin/login', admin)).body.token;
    await app.client().post('/api/admin/logout', {}, { authorization: `Bearer ${first}` });
    expect((await app.client().get('/api/admin/profile', { authorization: `Bearer ${first}` })).status).toBe(
      401,
    );
    await app.db('admin_sessions').update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await app.client().get('/api/admin/profile', { authorization: `Bearer ${second}` })).status).toBe(
      401,
    );
  });

  it('ensureAdmin updates the password when the configured one changes', async () => {
    await ensureAdmin(admin.email, 'a-new-admin-password');
    expect((await app.client().post('/api/admin/login', admin)).status).toBe(401);
    const res = await app.client().post('/api/admin/login', { ...admin, password: 'a-new-admin-password' });
    expect(res.status).toBe(200);
    await ensureAdmin(admin.email, admin.password);
  });
});
