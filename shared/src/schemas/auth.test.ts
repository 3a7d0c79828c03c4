import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../domain';
import { homePathFor } from '../domain/routes';
import { ZLoginInput, ZRegisterInput, ZResetPasswordInput, ZVerifyAccountInput } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-up rules', () => {
  const valid = {
    accountType: 'Trainer',
    name: '  Kasun  ',
    email: ' Kasun@Example.COM ',
    password: 'secret',
    phoneNumber: '+94 77 123 4567',
  };

  it('normalises the name and e-mail and defaults to a web session', () => {
    expect(ZRegisterInput.parse(valid)).toEqual({
      ...valid,
      name: 'Kasun',
      email: 'kasun@example.com',
      client: 'web',
    });
  });

  it('asks for an account type first', () => {
    expect(firstMessage(ZRegisterInput.safeParse({ ...valid, accountType: '' }))).toBe(M.selectAccountType);
  });

  it('needs a password of at least 6 characters', () => {
    expect(firstMessage(ZRegisterInput.safeParse({ ...valid, password: '12345' }))).toBe(M.passwordTooShort);
    expect(ZRegisterInput.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });

  it('accepts the ways people write phone numbers and refuses words', () => {
    for (const phoneNumber of ['0771234567', '077 123 4567', '+94-77-123-4567', '(011) 2345678']) {
      expect(ZRegisterInput.safeParse({ ...valid, phoneNumber }).success).toBe(true);
    }
    expect(firstMessage(ZRegisterInput.safeParse({ ...valid, phoneNumber: '' }))).toBe(M.phoneRequired);
    expect(firstMessage(ZRegisterInput.safeParse({ ...valid, phoneNumber: 'call me' }))).toBe(M.phoneInvalid);
  });
});

describe('codes and sign-in', () => {
  it('takes exactly six digits', () => {
    expect(ZVerifyAccountInput.safeParse({ otp: '012345' }).success).toBe(true);
    for (const otp of ['12345', '1234567', '12a456', '']) {
      expect(firstMessage(ZVerifyAccountInput.safeParse({ otp }))).toBe(M.otpIncomplete);
    }
  });

  it('requires e-mail and password to sign in, without re-checking the password length', () => {
    expect(firstMessage(ZLoginInput.safeParse({ email: '', password: 'x' }))).toBe(M.emailRequired);
    expect(firstMessage(ZLoginInput.safeParse({ email: 'a@b.co', password: '' }))).toBe(M.passwordRequired);
    expect(ZLoginInput.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('checks the new password of a reset', () => {
    const result = ZResetPasswordInput.safeParse({ email: 'a@b.co', otp: '123456', newPassword: 'abc' });
    expect(firstMessage(result)).toBe(M.passwordTooShort);
  });

  it('sends each account type to its own dashboard', () => {
    expect(homePathFor('Trainer')).toBe('/trainer-dashboard');
    expect(homePathFor('Fresher')).toBe('/fresher-dashboard');
  });
});

describe('dashboard greeting', () => {
  it('changes at 12:00 and 17:00', async () => {
    const { greetingFor } = await import('../domain/greeting');
    const at = (h: number, m = 0) => new Date(2026, 10, 21, h, m);
    expect(greetingFor(at(11, 59))).toBe('Good morning');
    expect(greetingFor(at(12))).toBe('Good afternoon');
    expect(greetingFor(at(16, 59))).toBe('Good afternoon');
    expect(greetingFor(at(17))).toBe('Good evening');
  });
});
