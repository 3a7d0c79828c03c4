import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@launchpad/shared';
import { newAccount, startTestApp, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function registered() {
  const account = newAccount();
  const client = app.client();
  await client.post('/api/auth/register', account);
  const code = await app.mailbox.waitForCode(account.email);
  const user = await app.db('users').where({ email: account.email }).first();
  return { account, client, code, userId: user.id as string };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Pretends the live code was sent long enough ago that a resend is allowed. */
const ageLiveCode = (userId: string, seconds: number) =>
  app
    .db('one_time_codes')
    .where({ userId })
    .whereNull('consumedAt')
    .update({ createdAt: new Date(Date.now() - seconds * 1000) });

describe('e-mail verification codes', () => {
  it('verifies the account with the e-mailed code, once', async () => {
    const { client, code } = await registered();
    const ok = await client.post('/api/auth/verify-account', { otp: code });
    expect(ok.body).toEqual({ success: true, message: M.verified });
    expect((await client.get('/api/auth/is-auth')).body.user.isAccountVerified).toBe(true);
    const again = await client.post('/api/auth/verify-account', { otp: code });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyVerified);
  });

  it('needs a signed-in user', async () => {
    const res = await app.client().post('/api/auth/verify-account', { otp: '123456' });
    expect(res.status).toBe(401);
  });

  it('refuses malformed codes with the six-digit message', async () => {
    const { client } = await registered();
    for (const otp of ['', '12345', '1234567', 'abcdef']) {
      const res = await client.post('/api/auth/verify-account', { otp });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.otpIncomplete);
    }
  });

  it('refuses an expired code', async () => {
    const { client, code, userId } = await registered();
    await app
      .db('one_time_codes')
      .where({ userId })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const res = await client.post('/api/auth/verify-account', { otp: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.otpInvalid);
  });

  it('kills the code after 5 wrong attempts, even for the right code afterwards', async () => {
    const { client, code } = await registered();
    for (let i = 0; i < 5; i += 1) {
      const res = await client.post('/api/auth/verify-account', { otp: wrongCode(code) });
      expect(res.body.message).toBe(M.otpInvalid);
    }
    const res = await client.post('/api/auth/verify-account', { otp: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.otpExhausted);
  });

  it('counts parallel guesses too: at most 5 are checked', async () => {
    const { client, code } = await registered();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => client.post('/api/auth/verify-account', { otp: wrongCode(code) })),
    );
    expect(guesses.filter((g) => g.body.message === M.otpExhausted)).toHaveLength(7);
  });

  it('lets only one of several parallel correct submissions use the code', async () => {
    const { account, code, userId } = await registered();
    // Five devices of the same account submit the same code at once.
    const devices = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const device = app.client();
        await device.post('/api/auth/login', { email: account.email, password: account.password });
        return device;
      }),
    );
    const results = await Promise.all(devices.map((d) => d.post('/api/auth/verify-account', { otp: code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const codes = await app.db('one_time_codes').where({ userId }).whereNotNull('consumedAt');
    expect(codes).toHaveLength(1);
  });

  it('throttles resends to one a minute and a resend replaces the old code', async () => {
    const { account, client, code, userId } = await registered();
    const tooSoon = await client.post('/api/auth/send-verify-otp');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe(M.otpResendTooSoon);

    await ageLiveCode(userId, 61);
    const resent = await client.post('/api/auth/send-verify-otp');
    expect(resent.body).toEqual({ success: true, message: M.verifyOtpSent });
    const newCode = await app.mailbox.waitForCode(account.email, 1);

    if (newCode !== code) {
      const old = await client.post('/api/auth/verify-account', { otp: code });
      expect(old.status).toBe(400);
    }
    expect((await client.post('/api/auth/verify-account', { otp: newCode })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = app.mailbox.received.length;
    const known = await registered();
    const knownRes = await app.client().post('/api/auth/send-reset-otp', { email: known.account.email });
    const unknownRes = await app.client().post('/api/auth/send-reset-otp', { email: 'ghost@example.com' });
    expect(unknownRes.status).toBe(knownRes.status);
    expect(unknownRes.body).toEqual(knownRes.body);
    await app.mailbox.waitForCode(known.account.email, 1);
    expect(app.mailbox.mailsTo('ghost@example.com')).toHaveLength(0);
    expect(app.mailbox.received.length).toBe(before + 2);
  });

  it('resets the password with the code, signs out every session, and the code works once', async () => {
    const { account, client } = await registered();
    await app.client().post('/api/auth/send-reset-otp', { email: account.email });
    const code = await app.mailbox.waitForCode(account.email, 1);

    const res = await app.client().post('/api/auth/reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'a-brand-new-one',
    });
    expect(res.body).toEqual({ success: true, message: M.passwordReset });
    expect((await client.get('/api/auth/is-auth')).status).toBe(401);

    const oldLogin = await app
      .client()
      .post('/api/auth/login', { email: account.email, password: account.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app
      .client()
      .post('/api/auth/login', { email: account.email, password: 'a-brand-new-one' });
    expect(newLogin.status).toBe(200);
    expect(newLogin.body.user.isAccountVerified).toBe(true);

    const reuse = await app.client().post('/api/auth/reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'yet-another-one',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(M.otpInvalid);
  });

  it('does not accept a verification code as a reset code', async () => {
    const { account, code } = await registered();
    const res = await app.client().post('/api/auth/reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'sneaky-password',
    });
    expect(res.status).toBe(400);
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const res = await app.client().post('/api/auth/reset-password', {
      email: 'ghost@example.com',
      otp: '123456',
      newPassword: 'whatever-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.otpInvalid);
  });

  it('checks the new password length with the spec rule', async () => {
    const res = await app.client().post('/api/auth/reset-password', {
      email: 'someone@example.com',
      otp: '123456',
      newPassword: '123',
    });
    expect(res.body).toEqual({ success: false, message: M.passwordTooShort });
  });

  it('silently skips a resend within a minute; the first code still works', async () => {
    const { account } = await registered();
    await app.client().post('/api/auth/send-reset-otp', { email: account.email });
    const first = await app.mailbox.waitForCode(account.email, 1);
    const again = await app.client().post('/api/auth/send-reset-otp', { email: account.email });
    expect(again.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.mailbox.mailsTo(account.email)).toHaveLength(2);
    const res = await app.client().post('/api/auth/reset-password', {
      email: account.email,
      otp: first,
      newPassword: 'fresh-password-9',
    });
    expect(res.status).toBe(200);
  });
});
