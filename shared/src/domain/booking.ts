/** Booking and payment rules from the spec (part 2 §2.6-2.8, §4, §5, §8, §9). */

/** A seat is held this long for the person paying (the 15 minutes). */
export const SEAT_HOLD_MINUTES = 15;
/** The payment code is valid 300 seconds (part 2 §9). */
export const PAYMENT_OTP_TTL_SECONDS = 300;
/** "Only {n} spot(s) left!" shows from 1 to this many (part 2 §9). */
export const LOW_SPOTS_WARNING_AT = 3;
/** After Payment Confirmed! the screen moves to the receipt after this long (part 2 §9). */
export const SUCCESS_REDIRECT_MS = 2000;
export const CURRENCY = 'LKR';

export const AFFILIATIONS = ['undergraduate', 'intern', 'postgraduate', 'professional', 'other'] as const;
export type TAffiliation = (typeof AFFILIATIONS)[number];
export const AFFILIATION_LABELS: Record<TAffiliation, string> = {
  undergraduate: 'Undergraduate',
  intern: 'Intern',
  postgraduate: 'Postgraduate',
  professional: 'Professional',
  other: 'Other',
};

export const PAYMENT_METHODS = ['card', 'bank', 'mobile'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  card: 'Credit / Debit Card',
  bank: 'Bank Transfer',
  mobile: 'Mobile Payment',
};

export const REGISTRATION_STATUSES = ['held', 'confirmed', 'expired', 'cancelled'] as const;
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** How each status reads on My Registrations (ours: the spec does not show that screen). */
export const REGISTRATION_STATUS_LABELS: Record<TRegistrationStatus, string> = {
  held: 'Awaiting payment',
  confirmed: 'Confirmed',
  expired: 'Hold expired',
  cancelled: 'Cancelled',
};

export const BOOKING_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  contactRequired: 'Contact number is required',
  contactInvalid: 'Please enter a valid contact number', // ours
  affiliationRequired: 'Please select your affiliation',
  slotRequired: 'Please select a time slot',
  slotUnknown: 'Please select one of the time slots this training offers', // ours
  slotTaken: 'That time slot has just been taken. Please pick another.', // ours
  fieldTooLong: 'One of the fields is too long', // ours
  registerFailed: 'Failed to register',
  registerFailedRetry: 'Failed to register. Please try again.',
  held: 'Your seat is held for 15 minutes. Complete the payment to confirm it.', // ours
  fullyBooked: 'This training is fully booked', // ours
  closed: 'Registration is closed for this training', // ours
  ownTraining: 'You cannot register for your own training', // ours
  alreadyRegistered: 'You are already registered for this training', // ours
  trainingMismatch: 'The registration does not belong to this training', // ours
  registrationNotFound: 'Registration not found', // ours
  bookingUnavailable: 'Booking Unavailable',
  methodRequired: 'Please select a payment method',
  cardNumberInvalid: 'Please enter a valid card number',
  expiryInvalid: 'Please enter a valid expiry date',
  cvvInvalid: 'Please enter a valid CVV',
  cardholderRequired: 'Please enter the cardholder name',
  bankAccountRequired: 'Please enter your bank account number',
  mobileRequired: 'Please enter your mobile number',
  otpIncomplete: 'Please enter the complete 6-digit verification code',
  amountMismatch: 'The amount does not match the price of this training. Please reload and try again.', // ours
  priceNotPayable: 'This training has no price we can take online. Please contact the trainer.', // ours
  otpSent: 'Verification code sent to your email!',
  otpResent: 'Verification code resent!',
  sendOtpFailed: 'Failed to send verification code',
  resendOtpFailed: 'Failed to resend verification code',
  paymentConfirmed: 'Payment confirmed successfully!',
  verifyFailed: 'Payment verification failed',
  verifyFailedRetry: 'Payment verification failed. Please try again.',
  alreadyPaid: 'This registration is already paid', // ours
  holdLapsedFull: 'Your seat hold expired and the training filled up meanwhile. No payment was taken.', // ours
  registrationCancelled: 'This registration was cancelled. No payment was taken.', // ours
  paymentDeclined: 'The payment was declined. No money was taken.', // ours
  sessionExpired: 'Session Expired',
  invalidAccess: 'Invalid Access',
  trainingCancelled:
    'Training cancelled. Participants were told by e-mail and payments are marked for refund.', // ours
  trainingNotFound: 'Training not found',
  cancelMailFailed:
    'We could not e-mail the participants right now, so the training was not cancelled. Please try again.', // ours
  noCalendar: 'This booking has no calendar entry: the training has no date yet', // ours
  simulatedPayment: 'Simulated payment: no money moves', // ours
  participantsCannotDrop: 'Registered participants cannot be fewer than the confirmed bookings on Launchpad', // ours
} as const;

/**
 * The amount to pay for a training price, in cents of LKR, or null when the price is not a number we can
 * charge. Free prices (empty, "0", containing "free") are 0. "LKR 2,500", "2500" and "2500.50" are read.
 */
export function priceInCents(price: string | null | undefined): number | null {
  const text = (price ?? '').trim().toLowerCase();
  if (text === '' || text.includes('free')) return 0;
  const number = text
    .replace(/^(lkr|rs\.?)\s*/, '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(number)) return null;
  const cents = Math.round(Number(number) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "LKR 2,500.00"-style amount from cents; "Free" for 0. */
export function formatAmount(cents: number): string {
  if (cents === 0) return 'Free';
  const whole = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${CURRENCY} ${whole}`;
}

/** The low-spot warning text, or null when it should not show (1 to 3 spots left, part 2 §2.6). */
export function lowSpotsWarning(spots: number): string | null {
  if (spots < 1 || spots > LOW_SPOTS_WARNING_AT) return null;
  return `Only ${spots} spot${spots === 1 ? '' : 's'} left!`;
}

/** Groups card digits in fours as the card field shows them (part 2 §5). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as the expiry field shows it. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Training dates and times are written by trainers as wall-clock time in the platform's time zone, Sri
 * Lanka (UTC+05:30, no daylight saving); the calendar file converts them to UTC with this offset.
 */
export const TRAINING_UTC_OFFSET_MINUTES = 330;

/** Who to ask when something is wrong with a booking (part 2 §2.8 support block). */
export const SUPPORT_CONTACT = { email: 'support@launchpad.local', phone: '+94 11 000 0000' } as const;
