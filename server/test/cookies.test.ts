import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, startTestApp, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://launchpad.example' });
});
afterAll(() => app.close());

it('marks the session cookie Secure when the public URL is https', async () => {
  const res = await app
    .client({ headers: { origin: 'https://launchpad.example' } })
    .post('/api/auth/register', newAccount());
  expect(res.status).toBe(201);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lp_session='))!;
  expect(cookie).toMatch(/; secure/i);
  expect(cookie).toMatch(/httponly/i);
  expect(res.headers.get('strict-transport-security')).toBeTruthy();
});
