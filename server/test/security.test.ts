import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@launchpad/shared';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const { account } = await signUpVerified(app);
    const res = await app
      .client()
      .post(
        '/api/auth/login',
        { email: account.email, password: account.password },
        { origin: 'https://evil.example' },
      );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: COMMON_MESSAGES.foreignOrigin });
  });

  it('refuses Sec-Fetch-Site: cross-site, and allows our own origin', async () => {
    const { client } = await signUpVerified(app);
    const refused = await client.post('/api/auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(refused.status).toBe(403);
    expect((await client.get('/api/auth/is-auth')).status).toBe(200);
    const ok = await client.post(
      '/api/auth/logout',
      {},
      { origin: app.url, 'sec-fetch-site': 'same-origin' },
    );
    expect(ok.status).toBe(200);
  });

  it('lets reads through whatever the origin', async () => {
    const res = await app.client().get('/api/health', { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(200);
  });
});

describe('answers', () => {
  it('sends the lean API security headers and a request id on API answers', async () => {
    const res = await app.client().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it("sends the page headers (helmet's full set) on everything else", async () => {
    const res = await app.client().get('/trainings');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('refuses bodies over the limit with 413 and bad JSON with 400', async () => {
    const huge = await app
      .client()
      .post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ success: false, message: COMMON_MESSAGES.bodyTooLarge });
    const bad = await app.client().post('/api/auth/login', '{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: COMMON_MESSAGES.invalidJson });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: COMMON_MESSAGES.notFound });
  });

  it('never shows SQL or stacks: an unexpected failure is a 500 naming only the request id', async () => {
    const client = app.client();
    // A session cookie whose lookup breaks: the database refuses the query.
    await app.db.raw('alter table sessions rename to sessions_away');
    try {
      client.cookies.set('lp_session', 'a'.repeat(43));
      const res = await client.get('/api/auth/is-auth');
      expect(res.status).toBe(500);
      expect(Object.keys(res.body).sort()).toEqual(['message', 'requestId', 'success']);
      expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
      expect(JSON.stringify(res.body)).not.toMatch(/select|sessions|stack/i);
    } finally {
      await app.db.raw('alter table sessions_away rename to sessions');
    }
  });
});

describe('every answer', () => {
  it('says Vary: Origin once, with or without an Origin, on the API and on pages', async () => {
    const origins: Record<string, string>[] = [
      {},
      { origin: 'app://launchpad' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of origins) {
      const api = await app.client().get('/api/health', headers);
      expect(api.headers.get('vary')).toBe('Origin');
    }
    const page = await app.client().get('/some/page');
    expect(page.headers.get('vary')).toContain('Origin');
  });

  it('refuses a NUL in the path, the query or a JSON body with 400, and lets plain escapes through', async () => {
    const client = app.client();
    for (const path of ['/api/trainer/%00', '/api/trainings/all?q=a%00b', '/api/notices/news?x=%2500%00']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ success: false, message: COMMON_MESSAGES.invalidCharacters });
    }
    const body = await client.post('/api/auth/login', { email: 'a@b.co', password: 'x\u0000y' });
    expect(body.status).toBe(400);
    expect(body.body.message).toBe(COMMON_MESSAGES.invalidCharacters);
    expect((await client.get('/api/trainings/all?q=react%20native')).status).toBe(200);
  });
});

describe('desktop app origin', () => {
  it('answers CORS for app://launchpad without credentials, and not for other origins', async () => {
    const preflight = await app.client().request('OPTIONS', '/api/auth/login', undefined, {
      origin: 'app://launchpad',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('app://launchpad');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const { account } = await signUpVerified(app);
    const login = await app
      .client()
      .post(
        '/api/auth/login',
        { email: account.email, password: account.password, client: 'desktop' },
        { origin: 'app://launchpad' },
      );
    expect(login.status).toBe(200);
    expect(login.body.token).toBeTruthy();

    const foreign = await app.client().request('OPTIONS', '/api/auth/login', undefined, {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
