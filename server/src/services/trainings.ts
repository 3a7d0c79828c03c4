import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Knex } from 'knex';
import { TRAINER_MESSAGES as M, type TTrainingValues } from '@launchpad/shared';
import { Conflict, NotFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { Training } from '../models/Training';
import type { User } from '../models/User';
import { authorize } from '../policies/training';
import { presentTraining } from '../presenters/training';
import { SharedValue } from '../lib/cache';

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

/** Trainings with their trainer, newest first, ties broken by id so lists never shuffle. */
function trainingsNewestFirst(trx?: Knex.Transaction) {
  return Training.query(trx)
    .withGraphJoined('trainer')
    .orderBy('trainings.createdAt', 'desc')
    .orderBy('trainings.id', 'asc');
}

export async function listAllTrainings(): Promise<Training[]> {
  return trainingsNewestFirst();
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
  return trainingsNewestFirst(trx).where('trainings.trainerUserId', trainerUserId);
}

export async function findTraining(id: string, trx?: Knex.Transaction): Promise<Training> {
  const training = isUuid(id) ? await Training.query(trx).findById(id).withGraphJoined('trainer') : undefined;
  if (!training) throw new NotFound(M.trainingNotFound);
  return training;
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
    await Training.query(trx).patch(columns(values)).findById(training.id);
  });
  return findTraining(id);
}

/**
 * Deletes a training of the caller's. A training with registered participants is never deleted (their
 * bookings and payments would be lost silently): the trainer is asked to mark it completed instead.
 */
export async function deleteTraining(db: Knex, user: User, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const training = await findTraining(id, trx);
    authorize(user, 'delete', training);
    const locked = await Training.query(trx).findById(training.id).forUpdate();
    if (locked && locked.registeredParticipants > 0) throw new Conflict(M.trainingHasRegistrations);
    await Training.query(trx).deleteById(training.id);
  });
}
