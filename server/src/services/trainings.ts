import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Knex } from 'knex';
import { BOOKING_MESSAGES, TRAINER_MESSAGES as M, type TTrainingValues } from '@launchpad/shared';
import { Conflict, NotFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { Training } from '../models/Training';
import type { User } from '../models/User';
import { Registration } from '../models/Registration';
import { authorize } from '../policies/training';
import { presentTraining } from '../presenters/training';
import { SharedValue } from '../lib/cache';
import { cancelTrainingBookings } from './bookings';
import type { Mailer } from './mail/mailer';
import { withSeatCounts } from './seats';

/** Columns from the validated form; `timeSlot` is never stored, it is derived when presenting. */
function columns(values: TTrainingValues) {
  return {
    title: values.title,
    trainingType: values.trainingType,
    trainingCategory: values.trainingCategory,
    description: values.description,
    availableSlots: values.availableSlots,
    registeredParticipants: values.registeredParticipants,
    startDate: values.startDate || null,
    startTime: values.startTime,
    venue: values.venue,
    timeSlots: values.timeSlots,
    duration: values.duration,
    price: values.price,
    status: values.status,
    onlineLink: values.onlineLink,
  };
}

/** Trainings with their trainer, newest first, ties broken by id so lists never shuffle. Cancelled ones are gone. */
function trainingsNewestFirst(trx?: Knex.Transaction) {
  return Training.query(trx)
    .withGraphJoined('trainer')
    .whereNull('trainings.cancelledAt')
    .orderBy('trainings.createdAt', 'desc')
    .orderBy('trainings.id', 'asc');
}

/** Every open training, with its live seat holds counted (so spots left can be answered). */
export async function listAllTrainings(): Promise<Training[]> {
  return withSeatCounts(await trainingsNewestFirst());
}

const gzipAsync = promisify(gzip);

/** How stale the shared catalogue may be after a change made by another server process. */
const CATALOGUE_TTL_MS = 1000;

/**
 * The catalogue as every visitor, fresher and admin sees it (no meeting links), serialised once and shared
 * by all requests for up to a second. Changes made through this process invalidate it at once.
 */
export interface Catalogue {
  /** The `GET /api/trainings/all` answer body as JSON bytes, gzipped too, with an ETag of its content. */
  publicAnswer(): Promise<SharedAnswer>;
  invalidate(): void;
}

export interface SharedAnswer {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

export function createCatalogue(): Catalogue {
  const answer = new SharedValue(CATALOGUE_TTL_MS, async () => {
    const trainings = await listAllTrainings();
    const json = Buffer.from(
      JSON.stringify({ success: true, data: trainings.map((t) => presentTraining(t)) }),
    );
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { json, gzip: await gzipAsync(json), etag };
  });
  return { publicAnswer: () => answer.get(), invalidate: () => answer.invalidate() };
}

export async function listTrainingsOf(trainerUserId: string, trx?: Knex.Transaction): Promise<Training[]> {
  return withSeatCounts(await trainingsNewestFirst(trx).where('trainings.trainerUserId', trainerUserId), trx);
}

/** One training (not a cancelled one), with its trainer and live seat holds; 404 otherwise. */
export async function findTraining(id: string, trx?: Knex.Transaction): Promise<Training> {
  const training = isUuid(id)
    ? await Training.query(trx).findById(id).withGraphJoined('trainer').whereNull('trainings.cancelledAt')
    : undefined;
  if (!training) throw new NotFound(M.trainingNotFound);
  return withSeatCounts(training, trx);
}

export async function createTraining(user: User, values: TTrainingValues): Promise<Training> {
  authorize(user, 'create');
  const created = await Training.query().insert({ ...columns(values), trainerUserId: user.id });
  return findTraining(created.id);
}

/** Replaces a training's fields; only its trainer may. Locked while checking, so checks and write agree. */
export async function updateTraining(
  db: Knex,
  user: User,
  id: string,
  values: TTrainingValues,
): Promise<Training> {
  await db.transaction(async (trx) => {
    const training = await findTraining(id, trx);
    authorize(user, 'update', training);
    await Training.query(trx).findById(training.id).forUpdate();
    // Bookings confirmed on Launchpad are counted in registered participants; a trainer cannot erase them.
    const confirmed = await Registration.query(trx)
      .where({ trainingId: training.id, status: 'confirmed' })
      .resultSize();
    if (values.registeredParticipants < confirmed)
      throw new Conflict(BOOKING_MESSAGES.participantsCannotDrop);
    await Training.query(trx).patch(columns(values)).findById(training.id);
  });
  return findTraining(id);
}

/**
 * Deletes a training of the caller's. A training people booked (registered participants, or live seat
 * holds) is cancelled instead, in one transaction: it leaves every list, its bookings are cancelled, paid
 * ones are marked for refund and every participant is e-mailed. Returns what happened.
 */
export async function deleteTraining(
  db: Knex,
  mailer: Mailer,
  publicUrl: string,
  user: User,
  id: string,
): Promise<{ cancelled: boolean; participantsNotified: number }> {
  return db.transaction(async (trx) => {
    const training = await findTraining(id, trx);
    authorize(user, 'delete', training);
    const locked = (await Training.query(trx).findById(training.id).forUpdate())!;
    await withSeatCounts(locked, trx);
    if (locked.registeredParticipants === 0 && (locked.liveHolds ?? 0) === 0) {
      await Training.query(trx).deleteById(training.id);
      return { cancelled: false, participantsNotified: 0 };
    }
    const participantsNotified = await cancelTrainingBookings(trx, mailer, locked, publicUrl);
    return { cancelled: true, participantsNotified };
  });
}
