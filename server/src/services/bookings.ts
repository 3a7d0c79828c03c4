import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import {
  BOOKING_MESSAGES as M,
  CURRENCY,
  formatAmount,
  PAYMENT_OTP_TTL_SECONDS,
  priceInCents,
  SEAT_HOLD_MINUTES,
  SOFT_SKILL_TIME_SLOTS,
  ZPaymentDetails,
  ZSendPaymentOtpInput,
  ZTrainingRegisterInput,
  ZVerifyPaymentInput,
  type TPaymentDetails,
} from '@launchpad/shared';
import { Conflict, Forbidden, NotFound, ServiceUnavailable, ValidationError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { parseInput } from '../lib/parse';
import { Payment } from '../models/Payment';
import { Registration } from '../models/Registration';
import { Training } from '../models/Training';
import type { User } from '../models/User';
import type { AppDeps } from '../types';
import { calendarFile } from './calendar';
import { infoMail, paymentCodeMail } from './mail/templates';
import type { Mailer } from './mail/mailer';
import { consumeOtp, issueOtp } from './otp';
import { seatsLeft, takenSlots, withSeatCounts } from './seats';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'payments' | 'log' | 'config'>;

/** Whether a hold still keeps its seat at `now`. */
export const isLiveHold = (registration: Registration, now = new Date()) =>
  registration.status === 'held' && !!registration.holdExpiresAt && registration.holdExpiresAt > now;

/** The training row, locked: every seat decision of one training happens one at a time under this lock. */
async function lockTraining(trx: Knex.Transaction, id: string): Promise<Training> {
  const training = await Training.query(trx).findById(id).whereNull('cancelledAt').forUpdate();
  if (!training) throw new NotFound(M.trainingNotFound);
  return training;
}

/** Slots a soft-skills booking may pick: the trainer's, or the spec's six when the trainer listed none. */
const offeredSlots = (training: Training) =>
  training.timeSlots.length > 0 ? training.timeSlots : [...SOFT_SKILL_TIME_SLOTS];

/**
 * Holds a seat on a training for `user` for 15 minutes (spec part 2 §7 register). The training row is locked
 * so parallel bookings are counted one at a time and the training is never oversold. Asking again while a
 * live hold exists answers that same hold (with the details updated), never a second seat; its expiry is
 * not extended, so re-registering cannot keep a seat forever.
 */
export async function holdSeat(
  db: Knex,
  user: User,
  trainingId: string,
  body: unknown,
): Promise<Registration> {
  const input = parseInput(ZTrainingRegisterInput, body);
  if (!isUuid(trainingId)) throw new NotFound(M.trainingNotFound);
  const id = await db.transaction(async (trx) => {
    const training = await lockTraining(trx, trainingId);
    if (training.trainerUserId === user.id) throw new Forbidden(M.ownTraining);
    if (training.status === 'completed') throw new Conflict(M.closed);
    const amountCents = priceInCents(training.price);
    if (amountCents === null) throw new Conflict(M.priceNotPayable);

    let slot: string | null = null;
    if (training.trainingType === 'soft skills') {
      if (!input.selectedSlot) throw new ValidationError(M.slotRequired);
      if (!offeredSlots(training).includes(input.selectedSlot)) throw new ValidationError(M.slotUnknown);
      slot = input.selectedSlot;
    }
    const details = {
      participantName: input.participantInfo.name,
      participantEmail: input.participantInfo.email,
      participantContact: input.participantInfo.contact,
      affiliation: input.participantInfo.affiliation,
      selectedSlot: slot,
    };

    // Lazily retire lapsed holds of this training (liveness never depends on this having run).
    await Registration.query(trx)
      .patch({ status: 'expired' })
      .where({ trainingId, status: 'held' })
      .whereRaw('hold_expires_at <= now()');

    const mine = await Registration.query(trx)
      .where({ trainingId, userId: user.id })
      .whereIn('status', ['held', 'confirmed']);
    if (mine.some((r) => r.status === 'confirmed')) throw new Conflict(M.alreadyRegistered);
    const taken = slot ? await takenSlots(trainingId, trx) : new Set<string>();
    const live = mine.find((r) => isLiveHold(r));
    if (live) {
      if (slot && slot !== live.selectedSlot && taken.has(slot)) throw new Conflict(M.slotTaken);
      await Registration.query(trx).patch(details).findById(live.id);
      return live.id;
    }

    await withSeatCounts(training, trx);
    if (seatsLeft(training) < 1) throw new Conflict(M.fullyBooked);
    if (slot && taken.has(slot)) throw new Conflict(M.slotTaken);
    const created = await Registration.query(trx).insert({
      trainingId,
      userId: user.id,
      status: 'held',
      ...details,
      amountCents,
      holdExpiresAt: new Date(Date.now() + SEAT_HOLD_MINUTES * 60_000),
    });
    return created.id;
  });
  return findOwnRegistration(user, id);
}

/** One of `user`'s registrations with its training and payment; anyone else's is "not found" (404). */
export async function findOwnRegistration(
  user: User,
  id: string,
  trx?: Knex.Transaction,
): Promise<Registration> {
  const registration = isUuid(id)
    ? await Registration.query(trx)
        .findById(id)
        .where('userId', user.id)
        .withGraphFetched('[training.trainer, payment]')
    : undefined;
  if (!registration) throw new NotFound(M.registrationNotFound);
  return registration;
}

/**
 * The booking a payment call is about: the one named by `registrationId` when the client sends it (the
 * register answer's `_id`), else the caller's own newest booking of `trainingId` that is not cancelled
 * (the spec's bodies carry no id). A caller holds at most one live seat per training, so that is their
 * current hold; a confirmed one answers "already paid" and a lapsed one is paid only if a seat is free.
 */
export async function resolvePayableRegistration(
  user: User,
  trainingId: string,
  registrationId: string | undefined,
): Promise<Registration> {
  if (registrationId !== undefined) return findOwnRegistration(user, registrationId);
  const newest = isUuid(trainingId)
    ? await Registration.query()
        .where({ userId: user.id, trainingId })
        .whereNot('status', 'cancelled')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .first()
    : undefined;
  if (!newest) throw new NotFound(M.registrationNotFound);
  return findOwnRegistration(user, newest.id);
}

/** `user`'s registrations, newest first. */
export async function listOwnRegistrations(user: User): Promise<Registration[]> {
  return Registration.query()
    .where('userId', user.id)
    .withGraphFetched('[training.trainer, payment]')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'asc');
}

/** Reads an amount as a client sends it (2500, "2500", "LKR 2,500") into cents. */
function amountFromClient(amount: unknown): number | null {
  if (typeof amount === 'number')
    return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : null;
  if (typeof amount === 'string') return priceInCents(amount);
  return null;
}

/** What a payment code is good for: this registration at this amount, nothing else. */
const paymentBinding = (registration: Registration) => `${registration.id}:${registration.amountCents}`;

/** Refuses to take payment for a booking that is done with, or whose seat is gone meanwhile. */
async function assertPayable(registration: Registration, trainingId: string, trx?: Knex.Transaction) {
  if (registration.trainingId !== trainingId) throw new ValidationError(M.trainingMismatch);
  if (registration.status === 'confirmed') throw new Conflict(M.alreadyPaid);
  if (registration.status === 'cancelled' || registration.training?.cancelledAt)
    throw new Conflict(M.registrationCancelled);
  if (isLiveHold(registration)) return;
  // The hold lapsed: pay only if a place (and the slot) is still free now.
  const training = await Training.query(trx).findById(registration.trainingId);
  if (!training) throw new NotFound(M.trainingNotFound);
  await withSeatCounts(training, trx);
  if (seatsLeft(training) < 1) throw new Conflict(M.holdLapsedFull);
  if (registration.selectedSlot && (await takenSlots(training.id, trx)).has(registration.selectedSlot))
    throw new Conflict(M.holdLapsedFull);
}

/**
 * E-mails a 6-digit payment code valid 300 s, bound to this registration and its amount (spec part 2 §7
 * send-payment-otp). The amount the client shows must equal the server's, or nothing is sent. Resends are
 * throttled to one a minute. The code goes to the participant's e-mail given at booking.
 */
export async function sendPaymentCode(deps: Deps, user: User, body: unknown): Promise<void> {
  const input = parseInput(ZSendPaymentOtpInput, body);
  const registration = await resolvePayableRegistration(user, input.trainingId, input.registrationData._id);
  await assertPayable(registration, input.trainingId);
  if (amountFromClient(input.amount) !== registration.amountCents)
    throw new ValidationError(M.amountMismatch);
  await deps.db.transaction(async (trx) => {
    const code = await issueOtp(trx, user.id, 'payment', {
      ttlSeconds: PAYMENT_OTP_TTL_SECONDS,
      binding: paymentBinding(registration),
    });
    try {
      await deps.mailer.send(
        paymentCodeMail({
          to: registration.participantEmail,
          name: registration.participantName,
          code,
          trainingTitle: registration.training!.title,
          amount: formatAmount(registration.amountCents),
          validMinutes: Math.round(PAYMENT_OTP_TTL_SECONDS / 60),
          publicUrl: deps.config.publicUrl,
        }),
      );
    } catch (error) {
      deps.log.error({ err: error }, 'payment code mail failed');
      throw new ServiceUnavailable(M.sendOtpFailed);
    }
  });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The receipt's confirmation code: TRN- and 8 characters that read aloud without 0/O or 1/I mix-ups. */
function newConfirmationCode(): string {
  let code = 'TRN-';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return code;
}

/** Only the last four digits of whatever number was used; never the card number or the CVV. */
function lastFour(details: TPaymentDetails | null): string | null {
  if (!details) return null;
  const number =
    details.method === 'card'
      ? details.cardNumber
      : details.method === 'bank'
        ? details.bankAccount
        : details.mobileNumber;
  const digits = number.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * Confirms a booking with the e-mailed code (spec part 2 §7 verify-payment-otp), exactly once: the code is
 * single use, the training and registration rows are locked, and a registration has at most one payment
 * (a unique index). A hold that lapsed is paid only if a place is still free. The receipt (with an .ics
 * file) is e-mailed after the commit; a mail failure is logged and does not undo a taken payment.
 */
export async function confirmPayment(deps: Deps, user: User, body: unknown): Promise<Registration> {
  const input = parseInput(ZVerifyPaymentInput, body);
  const registration = await resolvePayableRegistration(user, input.trainingId, input.registrationData._id);
  await assertPayable(registration, input.trainingId);
  const details =
    registration.amountCents > 0 ? parseInput(ZPaymentDetails, input.paymentDetails ?? {}) : null;

  await consumeOtp(
    deps.db,
    user.id,
    'payment',
    input.otp,
    async (trx) => {
      const training = await lockTraining(trx, registration.trainingId);
      const current = await Registration.query(trx).findById(registration.id).forUpdate();
      if (!current) throw new NotFound(M.registrationNotFound);
      current.training = training;
      await assertPayable(current, input.trainingId, trx);

      let reference = 'FREE';
      if (details) {
        const charged = await deps.payments.charge({
          amountCents: current.amountCents,
          currency: CURRENCY,
          details,
          idempotencyKey: current.id,
          description: training.title,
        });
        if (!charged.ok) throw new ValidationError(M.paymentDeclined);
        reference = charged.reference;
      }
      await Payment.query(trx).insert({
        registrationId: current.id,
        userId: user.id,
        amountCents: current.amountCents,
        currency: CURRENCY,
        method: details?.method ?? 'free',
        last4: lastFour(details),
        provider: details ? deps.payments.name : 'none',
        providerReference: reference,
        status: 'paid',
      });
      await Registration.query(trx)
        .patch({ status: 'confirmed', confirmedAt: new Date(), confirmationCode: newConfirmationCode() })
        .findById(current.id);
      await Training.query(trx).increment('registeredParticipants', 1).where('id', training.id);
    },
    paymentBinding(registration),
  );

  const confirmed = await findOwnRegistration(user, registration.id);
  try {
    await deps.mailer.send(receiptMail(confirmed, deps.config.publicUrl));
  } catch (error) {
    deps.log.error({ err: error, registrationId: confirmed.id }, 'receipt mail failed');
  }
  return confirmed;
}

/** The .ics of a confirmed booking, or null when the training has no date (soft skills). */
export function registrationCalendar(registration: Registration, publicUrl: string): string | null {
  const training = registration.training!;
  return calendarFile({
    uid: `${registration.id}@launchpad`,
    title: training.title,
    description: [
      `Confirmation code: ${registration.confirmationCode ?? ''}`,
      training.onlineLink ? `Join: ${training.onlineLink}` : '',
      'Join 5 minutes early.',
    ]
      .filter(Boolean)
      .join('\n'),
    location: training.onlineLink || training.venue,
    date: training.startDate ?? '',
    time: training.startTime,
    durationText: training.duration,
    url: `${publicUrl}/user/my-registrations`,
  });
}

/** The receipt e-mail: confirmation code, participant, training, amount, the link, and the .ics. */
export function receiptMail(registration: Registration, publicUrl: string) {
  const training = registration.training!;
  const ics = registrationCalendar(registration, publicUrl);
  return infoMail({
    to: registration.participantEmail,
    subject: `Booking confirmed: ${training.title} (${registration.confirmationCode})`,
    greeting: `Hi ${registration.participantName},`,
    lead: `Your place on "${training.title}" is confirmed. Keep this e-mail as your receipt.`,
    rows: [
      ['Confirmation code', registration.confirmationCode ?? ''],
      ['Training', training.title],
      ['Trainer', training.trainer?.name ?? ''],
      ...(training.startDate
        ? [['Date', `${training.startDate} ${training.startTime}`] as [string, string]]
        : []),
      ...(registration.selectedSlot ? [['Time slot', registration.selectedSlot] as [string, string]] : []),
      ['Duration', training.duration],
      ['Participant', registration.participantName],
      ['Contact', registration.participantContact],
      ['Amount paid', formatAmount(registration.amountCents)],
      ...(registration.payment?.last4
        ? [
            ['Paid with', `${registration.payment.method} ending ${registration.payment.last4}`] as [
              string,
              string,
            ],
          ]
        : []),
      ...(training.onlineLink ? [['Meeting link', training.onlineLink] as [string, string]] : []),
    ],
    notes: [
      'Join 5 minutes early.',
      'Registration is non-refundable once confirmed.',
      ...(registration.payment?.provider === 'simulated' ? ['Simulated payment: no money moved.'] : []),
      `Your bookings: ${publicUrl}/user/my-registrations`,
    ],
    publicUrl,
    ...(ics
      ? {
          attachments: [
            {
              filename: 'training.ics',
              content: ics,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
        }
      : {}),
  });
}

/** The people booked on a training, for the trainer who owns it: confirmed and live holds. */
export async function listParticipants(trainingId: string): Promise<Registration[]> {
  return Registration.query()
    .where('trainingId', trainingId)
    .where((q) =>
      q
        .where('status', 'confirmed')
        .orWhere((h) => h.where('status', 'held').whereRaw('hold_expires_at > now()')),
    )
    .withGraphFetched('payment')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc');
}

/**
 * Cancels a training that people booked, inside the caller's transaction: bookings become cancelled,
 * payments are marked for refund, and every participant is e-mailed. If a mail cannot be sent the whole
 * cancellation rolls back (503), so no one is left unaware. Returns how many people were told.
 */
export async function cancelTrainingBookings(
  trx: Knex.Transaction,
  mailer: Mailer,
  training: Training,
  publicUrl: string,
): Promise<number> {
  const affected = await Registration.query(trx)
    .where('trainingId', training.id)
    .where((q) =>
      q
        .where('status', 'confirmed')
        .orWhere((h) => h.where('status', 'held').whereRaw('hold_expires_at > now()')),
    )
    .withGraphFetched('payment')
    .forUpdate();
  const now = new Date();
  await Training.query(trx).patch({ cancelledAt: now }).findById(training.id);
  for (const registration of affected) {
    await Registration.query(trx).patch({ status: 'cancelled', cancelledAt: now }).findById(registration.id);
    const paid = registration.payment?.status === 'paid' && registration.payment.amountCents > 0;
    if (paid)
      await Payment.query(trx)
        .patch({ status: 'refund_pending', refundRequestedAt: now })
        .findById(registration.payment!.id);
    try {
      await mailer.send(
        infoMail({
          to: registration.participantEmail,
          subject: `Cancelled: ${training.title}`,
          greeting: `Hi ${registration.participantName},`,
          lead: `We are sorry: the trainer has cancelled "${training.title}", so your booking is cancelled.`,
          rows: [
            ['Training', training.title],
            ...(registration.confirmationCode
              ? [['Confirmation code', registration.confirmationCode] as [string, string]]
              : []),
            [
              'Refund',
              paid
                ? `${formatAmount(registration.amountCents)} will be refunded to you`
                : 'No payment was taken',
            ],
          ],
          notes: [`Your bookings: ${publicUrl}/user/my-registrations`],
          publicUrl,
        }),
      );
    } catch {
      throw new ServiceUnavailable(M.cancelMailFailed);
    }
  }
  return affected.length;
}
