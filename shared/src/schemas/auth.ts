import { z } from 'zod';
import { ACCOUNT_PLANS, ACCOUNT_TYPES, AUTH_MESSAGES as M } from '../domain';
import { ZEmail, ZNewPassword, ZOtp, ZPresentedPassword } from './common';

/**
 * `client: 'desktop'` asks for an opaque bearer token in the answer instead of a cookie session
 * (the desktop app keeps it in the OS keychain).
 */
const ZClient = z.enum(['web', 'desktop']).default('web');

export const ZAccountType = z.enum(ACCOUNT_TYPES, { error: M.selectAccountType });

/** Contact number: the spec shows no format; we accept what people type for a phone number. */
export const ZPhoneNumber = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .regex(/^\+?[\d\s()-]{7,20}$/, M.phoneInvalid)
  .refine((value) => value.replace(/\D/g, '').length >= 7, M.phoneInvalid);

export const ZRegisterInput = z.object({
  accountType: ZAccountType,
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100),
  email: ZEmail,
  password: ZNewPassword,
  phoneNumber: ZPhoneNumber,
  client: ZClient,
});
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZLoginInput = z.object({
  email: ZEmail,
  password: ZPresentedPassword,
  client: ZClient,
});
export type TLoginInput = z.input<typeof ZLoginInput>;

export const ZVerifyAccountInput = z.object({ otp: ZOtp });
export type TVerifyAccountInput = z.input<typeof ZVerifyAccountInput>;

export const ZSendResetOtpInput = z.object({ email: ZEmail });
export type TSendResetOtpInput = z.input<typeof ZSendResetOtpInput>;

export const ZResetPasswordInput = z.object({
  email: ZEmail,
  otp: ZOtp,
  newPassword: ZNewPassword,
});
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

/** The signed-in user as `is-auth` and `login` describe them. */
export const ZSessionUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  accountType: ZAccountType,
  accountPlan: z.enum(ACCOUNT_PLANS),
  isAccountVerified: z.boolean(),
  trainerId: z.string().nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  accountType: ZAccountType,
  user: ZSessionUser,
  /** Only for `client: 'desktop'`. */
  token: z.string().optional(),
});
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

export const ZIsAuthAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: ZSessionUser,
});
export type TIsAuthAnswer = z.infer<typeof ZIsAuthAnswer>;

export const ZMessageAnswer = z.object({ success: z.literal(true), message: z.string() });
export type TMessageAnswer = z.infer<typeof ZMessageAnswer>;

export const ZAdminLoginInput = z.object({
  email: z.string({ error: M.adminFieldsRequired }).trim().min(1, M.adminFieldsRequired).toLowerCase(),
  password: z.string({ error: M.adminFieldsRequired }).min(1, M.adminFieldsRequired).max(128),
});
export type TAdminLoginInput = z.input<typeof ZAdminLoginInput>;

export const ZAdmin = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type TAdmin = z.infer<typeof ZAdmin>;
