import {
  AFFILIATION_LABELS,
  formatAmount,
  SUPPORT_CONTACT,
  type TRegistration,
  type TTraining,
} from '@launchpad/shared';

/** What booking hands to payment in navigation state (part 2 §4 Booking). */
export interface PaymentNavState {
  training: TTraining;
  registration: TRegistration;
}

/** What payment hands to the receipt (part 2 §2.8). */
export interface SuccessNavState {
  training: TTraining;
  registration: TRegistration;
  paymentConfirmed: true;
  trainingLink: string;
}

export function isPaymentState(value: unknown): value is PaymentNavState {
  const state = value as Partial<PaymentNavState> | null;
  return !!state && typeof state === 'object' && !!state.training?._id && !!state.registration?._id;
}

export function isSuccessState(value: unknown): value is SuccessNavState {
  const state = value as Partial<SuccessNavState> | null;
  return isPaymentState(value) && state?.paymentConfirmed === true;
}

/** "20 Dec 2026, 09:30" for technical trainings, the slot for soft skills, or "To be arranged". */
export function whenText(registration: TRegistration): string {
  const t = registration.training;
  if (t.startDate) return `${t.startDate}${t.startTime ? ` ${t.startTime}` : ''}`;
  return registration.selectedSlot ? `Time slot ${registration.selectedSlot}` : 'To be arranged';
}

/** The text receipt of Download Receipt, named with the confirmation code (part 2 §2.8). */
export function receiptText(registration: TRegistration, trainingLink: string): string {
  const p = registration.participantInfo;
  const lines = [
    'LAUNCHPAD - TRAINING REGISTRATION RECEIPT',
    '==========================================',
    `Confirmation code: ${registration.confirmationCode ?? ''}`,
    `Confirmed at:      ${registration.confirmedAt ?? ''}`,
    '',
    `Training:          ${registration.training.title}`,
    `Trainer:           ${registration.training.trainerName}`,
    `Category:          ${registration.training.trainingCategory}`,
    `Date:              ${registration.training.startDate || 'To be arranged with the trainer'}`,
    `Time:              ${registration.training.startTime || registration.selectedSlot || ''}`,
    `Duration:          ${registration.training.duration}`,
    '',
    `Participant:       ${p.name}`,
    `Email:             ${p.email}`,
    `Contact:           ${p.contact}`,
    `Affiliation:       ${AFFILIATION_LABELS[p.affiliation]}`,
    ...(registration.selectedSlot ? [`Time slot:         ${registration.selectedSlot}`] : []),
    '',
    `Amount paid:       ${formatAmount(registration.amountCents)}`,
    ...(registration.payment
      ? [
          `Payment method:    ${registration.payment.method}${registration.payment.last4 ? ` ending ${registration.payment.last4}` : ''}`,
          `Payment reference: ${registration.payment.reference}`,
          ...(registration.payment.provider === 'simulated' ? ['Simulated payment: no money moved.'] : []),
        ]
      : []),
    ...(trainingLink ? ['', `Meeting link:      ${trainingLink}`] : []),
    '',
    'Join 5 minutes early. If you do not receive the link within 15 minutes, check your spam folder or contact support.',
    `Support: ${SUPPORT_CONTACT.email} / ${SUPPORT_CONTACT.phone}`,
  ];
  return lines.join('\n') + '\n';
}
