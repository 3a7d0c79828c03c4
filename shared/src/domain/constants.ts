/** Business constants from the spec (part 1 §9, part 2 §9). One home for each number. */

export const ACCOUNT_TYPES = ['Fresher', 'Trainer'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_PLANS = ['basic', 'premium'] as const;
export type TAccountPlan = (typeof ACCOUNT_PLANS)[number];

export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
/** Longest password we hash; longer input is refused rather than silently truncated. */
export const MAX_PASSWORD_LENGTH = 128;

/** One-time codes for e-mail verification and password reset. */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;

/** Toasts: top-right, 5000 ms, one per id (part 1 §9). */
export const TOAST_DURATION_MS = 5000;

export const PREMIUM_PRICE_LKR = 2500;

/** A CV must be a PDF under 10 MB (part 1 §5, §9). */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
/** Below this many characters of text, a PDF is treated as having no readable text (a scan). */
export const CV_MIN_TEXT_CHARS = 20;
