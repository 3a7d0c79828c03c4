import { z } from 'zod';
import {
  AFFILIATIONS,
  BOOKING_MESSAGES as M,
  OTP_LENGTH,
  PAYMENT_METHODS,
  REGISTRATION_STATUSES,
} from '../domain';

/** Drops NUL characters, which PostgreSQL cannot store in text. */
const withoutNul = (v: unknown) => (typeof v === 'string' ? v.split('\u0000').join('') : v);

/** Required text: missing or blank gives `message`, then trimmed and bounded. */
const requiredText = (message: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : withoutNul(v)),
    z.string({ error: message }).trim().min(1, message).max(max, M.fieldTooLong),
  );

/** Who attends (part 2 §3 participant info, §5 booking rules). */
export const ZParticipantInfo = z.object({
  name: requiredText(M.nameRequired, 120),
  email: requiredText(M.emailRequired, 254).pipe(z.string().toLowerCase().pipe(z.email(M.emailInvalid))),
  contact: requiredText(M.contactRequired, 20).refine(
    (v) => /^[\d\s+()-]{7,20}$/.test(v) && (v.match(/\d/g) ?? []).length >= 7,
    M.contactInvalid,
  ),
  affiliation: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(AFFILIATIONS, { error: M.affiliationRequired }),
  ),
});
export type TParticipantInfo = z.output<typeof ZParticipantInfo>;

/**
 * The booking form (step 1). `needsSlot` is true for soft-skills trainings, whose bookings pick a time slot;
 * the server checks the slot is one the training offers.
 */
export const ZBookingForm = (needsSlot: boolean) =>
  ZParticipantInfo.extend({
    selectedSlot: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v === undefined ? null : v),
      z.string().max(40, M.fieldTooLong).nullable(),
    ),
  }).superRefine((v, ctx) => {
    if (needsSlot && !v.selectedSlot)
      ctx.addIssue({ code: 'custom', message: M.slotRequired, path: ['selectedSlot'] });
  });
export type TBookingForm = z.input<ReturnType<typeof ZBookingForm>>;

/** POST /api/trainings/{id}/register (part 2 §7). `trainingId` in the body is optional; the path wins. */
export const ZTrainingRegisterInput = z.object({
  trainingId: z.string().max(64).optional(),
  participantInfo: z.preprocess((v) => v ?? {}, ZParticipantInfo),
  selectedSlot: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v === undefined ? null : v),
    z.string().max(40, M.fieldTooLong).nullable(),
  ),
});
export type TTrainingRegisterInput = z.input<typeof ZTrainingRegisterInput>;

/** Luhn checksum: catches a mistyped digit before anything is sent (ours; the spec asks 16 digits). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, a real month, this month or later (`now` is injectable for tests). */
export function isValidExpiry(value: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

const digitsText = (message: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: message }).trim().max(max, message),
  );

/**
 * The payment form (part 2 §5): the method, then the fields of that method. The same schema checks the
 * form and the server; the server keeps only the last four digits of any number.
 */
export const ZPaymentDetails = z
  .object({
    method: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(PAYMENT_METHODS, { error: M.methodRequired }),
    ),
    cardNumber: digitsText(M.cardNumberInvalid, 23),
    expiryDate: digitsText(M.expiryInvalid, 5),
    cvv: digitsText(M.cvvInvalid, 4),
    cardholderName: digitsText(M.cardholderRequired, 120),
    bankAccount: digitsText(M.bankAccountRequired, 34),
    mobileNumber: digitsText(M.mobileRequired, 20),
  })
  .superRefine((p, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (p.method === 'card') {
      const digits = p.cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{16,19}$/.test(digits) || p.cardNumber.length > 23 || !passesLuhn(digits))
        return fail(M.cardNumberInvalid, 'cardNumber');
      if (!isValidExpiry(p.expiryDate)) return fail(M.expiryInvalid, 'expiryDate');
      if (!/^\d{3,4}$/.test(p.cvv)) return fail(M.cvvInvalid, 'cvv');
      if (!p.cardholderName) return fail(M.cardholderRequired, 'cardholderName');
    } else if (p.method === 'bank') {
      if (!/^[\dA-Za-z -]{4,34}$/.test(p.bankAccount) || !/\d{4}/.test(p.bankAccount.replace(/\D/g, '')))
        return fail(M.bankAccountRequired, 'bankAccount');
    } else if (p.method === 'mobile') {
      if (!/^[\d\s+()-]{7,20}$/.test(p.mobileNumber) || (p.mobileNumber.match(/\d/g) ?? []).length < 7)
        return fail(M.mobileRequired, 'mobileNumber');
    }
  });
export type TPaymentDetailsInput = z.input<typeof ZPaymentDetails>;
export type TPaymentDetails = z.output<typeof ZPaymentDetails>;

const ZId = z.string({ error: M.registrationNotFound }).trim().min(1, M.registrationNotFound).max(64);

/**
 * Which registration a payment call is about. The spec's registrationData holds the participant's details;
 * a client may add the register answer's `_id` to name one booking. Without it the call is about the
 * caller's own current booking of that training (see `resolvePayableRegistration`).
 */
const ZRegistrationRef = z.preprocess(
  (v) => v ?? {},
  z.object({ _id: ZId.optional() }, { error: M.registrationNotFound }),
);

/** POST /api/trainings/send-payment-otp (part 2 §7): the spec's `{email, trainingId, amount}`. */
export const ZSendPaymentOtpInput = z.object({
  email: z.string().max(254).optional(),
  trainingId: z.string({ error: M.trainingNotFound }).trim().min(1, M.trainingNotFound).max(64),
  amount: z.union([z.number(), z.string().max(40)]).optional(),
  registrationData: ZRegistrationRef,
});
export type TSendPaymentOtpInput = z.input<typeof ZSendPaymentOtpInput>;

/** POST /api/trainings/verify-payment-otp (part 2 §7). Free trainings send no payment details. */
export const ZVerifyPaymentInput = z.object({
  trainingId: z.string({ error: M.trainingNotFound }).trim().min(1, M.trainingNotFound).max(64),
  registrationData: ZRegistrationRef,
  paymentDetails: z.unknown().optional(),
  otp: z
    .string({ error: M.otpIncomplete })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpIncomplete),
  selectedSlot: z.string().max(40).nullable().optional(),
});
export type TVerifyPaymentInput = z.input<typeof ZVerifyPaymentInput>;

/** A booking as its owner sees it (register answer, My Registrations, receipt). */
export const ZRegistration = z.object({
  _id: z.string(),
  trainingId: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  participantInfo: z.object({
    name: z.string(),
    email: z.string(),
    contact: z.string(),
    affiliation: z.enum(AFFILIATIONS),
  }),
  selectedSlot: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmationCode: z.string().nullable(),
  amount: z.number(),
  amountCents: z.number(),
  currency: z.string(),
  payment: z
    .object({
      method: z.string(),
      last4: z.string().nullable(),
      provider: z.string(),
      reference: z.string(),
      status: z.string(),
      paidAt: z.string(),
    })
    .nullable(),
  training: z.object({
    _id: z.string(),
    title: z.string(),
    trainingType: z.string(),
    trainingCategory: z.string(),
    startDate: z.string(),
    startTime: z.string(),
    duration: z.string(),
    venue: z.string(),
    price: z.string(),
    trainerName: z.string(),
    cancelled: z.boolean(),
  }),
  /** The meeting link, only once the booking is confirmed. */
  trainingLink: z.string().optional(),
  hasCalendar: z.boolean(),
  createdAt: z.string(),
});
export type TRegistration = z.infer<typeof ZRegistration>;

/** A participant as the trainer who owns the training sees them. */
export const ZTrainingParticipant = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  affiliation: z.enum(AFFILIATIONS),
  selectedSlot: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  live: z.boolean(),
  confirmationCode: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  registeredAt: z.string(),
});
export type TTrainingParticipant = z.infer<typeof ZTrainingParticipant>;
