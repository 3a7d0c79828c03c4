/** One id per kind of toast, so the same toast replaces itself instead of stacking. */
export const TOAST_IDS = {
  sessionExpired: 'session-expired',
  login: 'login',
  register: 'register',
  verify: 'verify-email',
  verifyResend: 'verify-email-resend',
  resetCode: 'reset-password-code',
  reset: 'reset-password',
  logout: 'logout',
  training: 'trainer-training',
  trainerProfile: 'trainer-profile',
  emailChanged: 'trainer-email-changed',
} as const;
