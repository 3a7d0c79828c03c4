import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@launchpad/shared';
import { newAccount, startTestApp, type TestApp } from './testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/auth/register', () => {
  it('creates a fresher, signs them in and e-mails a 6-digit code', async () => {
    const account = newAccount();
    const client = app.client();
    const res = await client.post('/api/auth/register', account);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, accountType: 'Fresher' });
    expect(res.body.user).toMatchObject({ email: account.email, isAccountVerified: false, trainerId: null });
    expect(res.body.token).toBeUndefined();

    const me = await client.get('/api/auth/is-auth');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: account.name, email: account.email });

    const code = await app.mailbox.waitForCode(account.email);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = app.mailbox.mailsTo(account.email);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
  });

  it('gives trainers a generated trainer id', async () => {
    const res = await app.client().post('/api/auth/register', newAccount({ accountType: 'Trainer' }));
    expect(res.status).toBe(201);
    expect(res.body.user.trainerId).toMatch(/^TR-[A-Z2-9]{6}$/);
  });

  it('stores e-mail addresses trimmed and lower-cased, and refuses a second account for the same address', async () => {
    const account = newAccount();
    await app.client().post('/api/auth/register', account);
    const again = await app.client().post('/api/auth/register', {
      ...account,
      email: `  ${account.email.toUpperCase()} `,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: M.emailTaken });
  });

  it.each([
    [{ accountType: undefined }, M.selectAccountType],
    [{ accountType: 'Admin' }, M.selectAccountType],
    [{ name: '   ' }, M.nameRequired],
    [{ email: '' }, M.emailRequired],
    [{ email: 'not-an-email' }, M.emailInvalid],
    [{ password: '' }, M.passwordRequired],
    [{ password: '12345' }, M.passwordTooShort],
    [{ phoneNumber: '' }, M.phoneRequired],
    [{ phoneNumber: 'call me' }, M.phoneInvalid],
  ])('refuses %o with the message "%s"', async (change, message) => {
    const res = await app.client().post('/api/auth/register', newAccount(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it('leaves no account behind when the verification e-mail cannot be sent', async () => {
    const account = newAccount();
    app.mailbox.refuseMail(true);
    try {
      const res = await app.client().post('/api/auth/register', account);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(M.mailFailed);
    } finally {
      app.mailbox.refuseMail(false);
    }
    expect(await app.db('users').where({ email: account.email }).first()).toBeUndefined();
    const retry = await app.client().post('/api/auth/register', account);
    expect(retry.status).toBe(201);
  });

  it('hashes the password with argon2id and the code too', async () => {
    const account = newAccount();
    await app.client().post('/api/auth/register', account);
    const code = await app.mailbox.waitForCode(account.email);
    const user = await app.db('users').where({ email: account.email }).first();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(account.password);
    const otp = await app.db('one_time_codes').where({ userId: user.id }).first();
    expect(otp.codeHash).toMatch(/^\$argon2id\$/);
    expect(otp.codeHash).not.toContain(code);
  });
});
