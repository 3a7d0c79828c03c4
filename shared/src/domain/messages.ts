/**
 * Every user-facing message of the spec lives here, so the server and the screens say the same thing.
 * Messages marked "ours" are not in the spec; they cover cases the spec does not show.
 */
export const AUTH_MESSAGES = {
  selectAccountType: 'Please select an account type',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long', // ours, from the minimum of 6
  passwordTooLong: 'Password must be at most 128 characters long', // ours
  phoneRequired: 'Contact number is required',
  phoneInvalid: 'Please enter a valid contact number', // ours
  otpIncomplete: 'Please enter the complete 6-digit code',
  emailTaken: 'An account with this email already exists', // ours
  registered: 'Account created. Check your email for the verification code.', // ours
  invalidCredentials: 'Invalid email or password', // ours
  loginSuccess: 'Login successful', // ours
  loginFailed: 'Login failed',
  loginUnsuccessful: 'Login unsuccessful',
  registrationFailed: 'Registration failed',
  pleaseLogIn: 'Please log in to continue',
  loggedOut: 'Logged out successfully',
  alreadyVerified: 'Your email is already verified', // ours
  verified: 'Email verified successfully', // ours
  verifyOtpSent: 'A new verification code has been sent to your email', // ours
  resetOtpSent: 'If an account exists for this email, a 6-digit code has been sent to it', // ours
  otpInvalid: 'Invalid or expired code', // ours
  otpExhausted: 'Too many wrong attempts. Please request a new code.', // ours
  otpResendTooSoon: 'Please wait a minute before asking for another code', // ours
  passwordReset: 'Password has been reset. You can now sign in.', // ours
  tooManyAttempts: 'Too many attempts. Please try again later.', // ours
  mailFailed: 'We could not send the email right now. Please try again in a moment.', // ours
  verifyFirst: 'Please verify your email first', // ours
  adminFieldsRequired: 'Please fill in all fields',
  adminAuthFailed: 'Authentication failed',
  adminLoginSuccess: 'Welcome back', // ours
} as const;

export const COMMON_MESSAGES = {
  notFound: 'Not found', // ours
  forbidden: 'You do not have permission to do that', // ours
  foreignOrigin: 'Cross-site request refused', // ours
  serverError: 'Something went wrong on our side. Please try again.', // ours
  bodyTooLarge: 'Request body is too large', // ours
  invalidJson: 'The request body is not valid JSON', // ours
  networkError: 'Network error. Please check your connection and try again.',
} as const;
