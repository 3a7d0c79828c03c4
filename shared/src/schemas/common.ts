import { z } from 'zod';
import {
  AUTH_MESSAGES as M,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  TRAINER_MESSAGES,
} from '../domain';

/** `{ success: false, message }`: every failed call answers this shape. */
export const ZApiFailure = z.object({ success: z.literal(false), message: z.string() });
export type TApiFailure = z.infer<typeof ZApiFailure>;

/** An e-mail address as typed by a person: trimmed and lower-cased before it is checked. */
export const ZEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .toLowerCase()
  .pipe(z.email(M.emailInvalid));

/** A new password: at least 6 characters (spec §9), bounded so hashing stays cheap. */
export const ZNewPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, M.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, M.passwordTooLong);

/** A password presented for checking: only required; its rules were applied when it was set. */
export const ZPresentedPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, M.invalidCredentials);

/** A 6-digit one-time code, as the six boxes join it. */
export const ZOtp = z
  .string({ error: M.otpIncomplete })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpIncomplete);

/** Optional free text from a form: null or missing is '', trimmed, at most `max` characters. */
export const ZFormText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(max, TRAINER_MESSAGES.fieldTooLong),
  );
