import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

/**
 * Sessions are resolved from memory while the database's change notifications are heard, and a change
 * made anywhere (another server process, or by hand in SQL) takes effect at once.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Counts the SQL statements this process sends that read sessions. */
function countSessionReads() {
  let reads = 0;
  const listener = (query: { sql: string }) => {
    if (/from "users" inner join "sessions"/.test(query.sql)) reads += 1;
  };
  app.db.on('query', listener);
  return { get: () => reads, stop: () => app.db.off('query', listener) };
}

const expectSignedOut = (client: ReturnType<TestApp['client']>) =>
  expect.poll(async () => (await client.get('/api/auth/is-auth')).status, { timeout: 3000 }).toBe(401);

describe('the session cache', () => {
  it('serves repeat requests from memory', async () => {
    const { client } = await signUpVerified(app);
    // The first lookups may go to the database while the listener connects.
    await expect
      .poll(async () => {
        const reads = countSessionReads();
        await client.get('/api/auth/is-auth');
        await client.get('/api/auth/is-auth');
        reads.stop();
        return reads.get();
      })
      .toBe(0);
    const reads = countSessionReads();
    for (let i = 0; i < 20; i += 1) expect((await client.get('/api/auth/is-auth')).status).toBe(200);
    reads.stop();
    expect(reads.get()).toBe(0);
  });

  it('signs out at once when the session is revoked by another process or by hand', async () => {
    const { client } = await signUpVerified(app);
    expect((await client.get('/api/auth/is-auth')).status).toBe(200);
    expect((await client.get('/api/auth/is-auth')).status).toBe(200);
    await app.db('sessions').update({ revokedAt: new Date() }).whereNull('revokedAt');
    await expectSignedOut(client);
  });

  it('sees changes to the user at once: name, verification, deletion', async () => {
    const { client, account } = await signUpVerified(app);
    expect((await client.get('/api/auth/is-auth')).body.user.name).toBe(account.name);
    await app.db('users').update({ name: 'Renamed In SQL' }).where({ email: account.email });
    await expect
      .poll(async () => (await client.get('/api/auth/is-auth')).body.user?.name)
      .toBe('Renamed In SQL');
    await app.db('users').update({ isAccountVerified: false }).where({ email: account.email });
    await expect.poll(async () => (await client.get('/api/user/profile')).status).toBe(403);
    await app.db('users').delete().where({ email: account.email });
    await expectSignedOut(client);
  });

  it('signs out at once on logout, and a session expired by hand no longer works', async () => {
    const first = await signUpVerified(app);
    expect((await first.client.get('/api/auth/is-auth')).status).toBe(200);
    const cookieBefore = [...first.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await first.client.post('/api/auth/logout')).status).toBe(200);
    const stolen = app.client({ headers: { cookie: cookieBefore } });
    expect((await stolen.get('/api/auth/is-auth')).status).toBe(401);
    // The cookie is cleared by the answer; a copied cookie must not work either.
    const second = await signUpVerified(app);
    const copied = app.client({
      headers: { cookie: [...second.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect((await copied.get('/api/auth/is-auth')).status).toBe(200);
    await app
      .db('sessions')
      .update({ expiresAt: new Date(Date.now() - 1000) })
      .whereNull('revokedAt');
    await expectSignedOut(copied);
  });
});
