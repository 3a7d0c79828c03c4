import { z } from 'zod';
import {
  ACCOUNT_PLANS,
  AUTH_MESSAGES,
  UI_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PROFILE_MESSAGES as M,
} from '../domain';
import { ZAccountType, ZPhoneNumber } from './auth';

/** Profile settings > Profile (PUT /api/user/profile). */
export const ZUserProfileInput = z.object({
  name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(100),
  phoneNumber: ZPhoneNumber,
  accountType: ZAccountType,
});
export type TUserProfileInput = z.input<typeof ZUserProfileInput>;

/** Profile settings > Security (PUT /api/user/change-password). */
export const ZChangePasswordInput = z.object({
  currentPassword: z
    .string({ error: M.currentPasswordRequired })
    .min(1, M.currentPasswordRequired)
    .max(MAX_PASSWORD_LENGTH, M.currentPasswordWrong),
  newPassword: z
    .string({ error: M.newPasswordTooShort })
    .min(MIN_PASSWORD_LENGTH, M.newPasswordTooShort)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

/** The same form with its confirmation box, as the screen validates it. */
export const ZChangePasswordForm = ZChangePasswordInput.extend({ confirmPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmPassword,
  { message: UI_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
);
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

/** The CV on file (GET /api/user/cv). */
export const ZCvInfo = z.object({
  fileName: z.string(),
  fileSize: z.number(),
  uploadedAt: z.string(),
  hasText: z.boolean(),
  textLength: z.number(),
  pageCount: z.number(),
});
export type TCvInfo = z.infer<typeof ZCvInfo>;

/** The user's own profile (GET /api/user/profile), with the facts the dashboard badges read. */
export const ZUserProfile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  contact: z.string(),
  accountType: ZAccountType,
  accountPlan: z.enum(ACCOUNT_PLANS),
  planChangedAt: z.string().nullable(),
  isAccountVerified: z.boolean(),
  trainerId: z.string().nullable(),
  createdAt: z.string(),
  hasCV: z.boolean(),
  firstCvUploadedAt: z.string().nullable(),
  savedAnalysesCount: z.number(),
  assessmentsCount: z.number(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;
