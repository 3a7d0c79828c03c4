import type { TRegistration, TTrainingParticipant } from '@launchpad/shared';
import type { Registration } from '../models/Registration';
import { isLiveHold } from '../services/bookings';

/** A status as it is now: a hold whose time ran out reads "expired" even before anything marked it. */
const effectiveStatus = (r: Registration) => (r.status === 'held' && !isLiveHold(r) ? 'expired' : r.status);

/**
 * A booking for its owner. The meeting link is given only once the booking is confirmed (part 2 §2.5);
 * of the payment only the method, last four digits and reference. Needs training.trainer and payment loaded.
 */
export function presentRegistration(registration: Registration): TRegistration {
  const training = registration.training!;
  const payment = registration.payment ?? null;
  const status = effectiveStatus(registration);
  const confirmed = status === 'confirmed';
  return {
    _id: registration.id,
    trainingId: registration.trainingId,
    status,
    participantInfo: {
      name: registration.participantName,
      email: registration.participantEmail,
      contact: registration.participantContact,
      affiliation: registration.affiliation,
    },
    selectedSlot: registration.selectedSlot,
    holdExpiresAt: status === 'held' ? (registration.holdExpiresAt?.toISOString() ?? null) : null,
    confirmedAt: registration.confirmedAt?.toISOString() ?? null,
    confirmationCode: registration.confirmationCode,
    amount: registration.amountCents / 100,
    amountCents: registration.amountCents,
    currency: payment?.currency ?? 'LKR',
    payment: payment
      ? {
          method: payment.method,
          last4: payment.last4,
          provider: payment.provider,
          reference: payment.providerReference,
          status: payment.status,
          paidAt: payment.createdAt.toISOString(),
        }
      : null,
    training: {
      _id: training.id,
      title: training.title,
      trainingType: training.trainingType,
      trainingCategory: training.trainingCategory,
      startDate: training.startDate ?? '',
      startTime: training.startTime,
      duration: training.duration,
      venue: training.venue,
      price: training.price,
      trainerName: training.trainer?.name ?? '',
      cancelled: training.cancelledAt !== null && training.cancelledAt !== undefined,
    },
    ...(confirmed && training.onlineLink ? { trainingLink: training.onlineLink } : {}),
    hasCalendar: confirmed && !!training.startDate && !!training.startTime,
    createdAt: registration.createdAt.toISOString(),
  };
}

/** A participant for the trainer who owns the training: contact details and booking state, no payment data. */
export function presentParticipant(registration: Registration): TTrainingParticipant {
  return {
    _id: registration.id,
    name: registration.participantName,
    email: registration.participantEmail,
    contact: registration.participantContact,
    affiliation: registration.affiliation,
    selectedSlot: registration.selectedSlot,
    status: effectiveStatus(registration),
    live: isLiveHold(registration) || registration.status === 'confirmed',
    confirmationCode: registration.confirmationCode,
    paymentStatus: registration.payment?.status ?? null,
    registeredAt: registration.createdAt.toISOString(),
  };
}
