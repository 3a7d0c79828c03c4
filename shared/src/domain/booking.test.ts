import { describe, expect, it } from 'vitest';
import { isValidExpiry, ZPaymentDetails } from '../schemas/booking';
import {
  BOOKING_MESSAGES as M,
  formatAmount,
  formatCardNumber,
  formatExpiry,
  lowSpotsWarning,
  priceInCents,
} from './booking';

describe('booking rules', () => {
  it('reads prices into cents; free prices are 0; words are not payable', () => {
    expect(priceInCents('2500')).toBe(250_000);
    expect(priceInCents('LKR 2,500')).toBe(250_000);
    expect(priceInCents('2500.5')).toBe(250_050);
    expect(priceInCents('')).toBe(0);
    expect(priceInCents('0')).toBe(0);
    expect(priceInCents('Free of charge')).toBe(0);
    expect(priceInCents('ask the trainer')).toBeNull();
    expect(priceInCents('1e5')).toBeNull();
  });

  it('formats amounts and the low-spot warning (1 to 3)', () => {
    expect(formatAmount(250_000)).toBe('LKR 2,500.00');
    expect(formatAmount(0)).toBe('Free');
    expect(lowSpotsWarning(0)).toBeNull();
    expect(lowSpotsWarning(1)).toBe('Only 1 spot left!');
    expect(lowSpotsWarning(3)).toBe('Only 3 spots left!');
    expect(lowSpotsWarning(4)).toBeNull();
  });

  it('groups card digits in fours and formats MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts an expiry of this month or later only', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(isValidExpiry('11/26', now)).toBe(true);
    expect(isValidExpiry('10/26', now)).toBe(false);
    expect(isValidExpiry('00/30', now)).toBe(false);
    expect(isValidExpiry('1/30', now)).toBe(false);
  });

  it('checks payment details per method with the spec messages', () => {
    const card = {
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/40',
      cvv: '1234',
      cardholderName: 'A',
    };
    expect(ZPaymentDetails.safeParse(card).success).toBe(true);
    const first = (input: unknown) => ZPaymentDetails.safeParse(input).error?.issues[0]?.message;
    expect(first({})).toBe(M.methodRequired);
    expect(first({ ...card, cardNumber: '4242 4242 4242 4243' })).toBe(M.cardNumberInvalid);
    expect(first({ ...card, cvv: '12345' })).toBe(M.cvvInvalid);
    expect(first({ method: 'mobile', mobileNumber: 'call me' })).toBe(M.mobileRequired);
    expect(ZPaymentDetails.safeParse({ method: 'bank', bankAccount: '0012-3456-7890' }).success).toBe(true);
  });
});
