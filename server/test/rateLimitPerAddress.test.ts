import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@launchpad/shared';
import { newAccount, startTestApp, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_IP: '40' });
});
afterAll(() => app.close());

describe('per-address limit', () => {
  it('is configurable and answers 429 with Retry-After once exceeded', async () => {
    let last;
    for (let i = 0; i < 45; i += 1) {
      last = await app.client().post('/api/auth/send-reset-otp', { email: newAccount().email });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(last!.body.message).toBe(M.tooManyAttempts);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });
});
