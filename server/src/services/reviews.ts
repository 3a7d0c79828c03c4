import type { Knex } from 'knex';
import { REVIEW_MESSAGES as M, TRAINER_MESSAGES, type TReviewValues } from '@launchpad/shared';
import { AppError, Conflict, Forbidden, NotFound, Unauthorized, ValidationError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { Registration } from '../models/Registration';
import { Review } from '../models/Review';
import { Training } from '../models/Training';
import { User } from '../models/User';

export interface Ratings {
  average: number;
  totalRatings: number;
}

/** Reviews listed per request at most (newest first); the spec shows no paging of reviews. */
export const REVIEWS_LISTED = 100;

/**
 * A trainer's rating, computed from the reviews themselves (never stored, so it cannot drift): the
 * average with one decimal, and the count. Inside a transaction it includes that transaction's review.
 */
export async function trainerRatings(trainerUserId: string, trx?: Knex.Transaction): Promise<Ratings> {
  const row = (await Review.query(trx)
    .where('trainerId', trainerUserId)
    .avg('rating as average')
    .count('* as total')
    .first()) as unknown as { average: string | number | null; total: string | number };
  const total = Number(row.total);
  const average = total === 0 ? 0 : Math.round(Number(row.average) * 10) / 10;
  return { average, totalRatings: total };
}

/** The trainer by public id (TR-XXXXXX) or account id; 404 otherwise. */
export async function resolveTrainer(trainerId: string, trx?: Knex.Transaction): Promise<User> {
  const key = trainerId.trim();
  const query = User.query(trx).where('accountType', 'Trainer');
  const trainer = isUuid(key)
    ? await query.findById(key)
    : await query.findOne({ trainerId: key.toUpperCase() });
  if (!trainer) throw new NotFound(TRAINER_MESSAGES.trainerNotFound);
  return trainer;
}

async function openTraining(trainingId: string, trx?: Knex.Transaction): Promise<Training> {
  const training = isUuid(trainingId.trim())
    ? await Training.query(trx).findById(trainingId.trim()).whereNull('cancelledAt')
    : undefined;
  if (!training) throw new NotFound(TRAINER_MESSAGES.trainingNotFound);
  return training;
}

/** Why a person may not review, as the error a submission gets; null when they may. */
async function refusal(
  viewer: User | undefined,
  trainer: User,
  training: Training,
  trx?: Knex.Transaction,
): Promise<AppError | null> {
  if (!viewer) return new Unauthorized(M.signInToReview);
  if (training.trainerUserId !== trainer.id) return new ValidationError(M.trainerMismatch);
  if (viewer.id === training.trainerUserId) return new Forbidden(M.ownTraining);
  const [confirmed, reviewed] = await Promise.all([
    Registration.query(trx)
      .where({ trainingId: training.id, userId: viewer.id, status: 'confirmed' })
      .select('id')
      .first(),
    Review.query(trx).where({ trainingId: training.id, userId: viewer.id }).select('id').first(),
  ]);
  if (reviewed) return new Conflict(M.alreadyReviewed);
  if (!confirmed) return new Forbidden(M.notRegistered);
  return null;
}

/**
 * Whether `viewer` may review this training of this trainer (part 2 §4 Review eligibility): a confirmed
 * registration for it, not its trainer, and no review yet. Anyone anonymous gets "no" with a reason.
 */
export async function reviewEligibility(
  viewer: User | undefined,
  trainerId: string,
  trainingId: string,
): Promise<{ canReview: boolean; reason: string }> {
  if (!trainerId.trim() || !trainingId.trim()) throw new ValidationError(M.missingIds);
  if (!viewer) return { canReview: false, reason: M.signInToReview };
  const [trainer, training] = await Promise.all([resolveTrainer(trainerId), openTraining(trainingId)]);
  const refused = await refusal(viewer, trainer, training);
  return refused ? { canReview: false, reason: refused.message } : { canReview: true, reason: M.canReview };
}

/**
 * Writes the review and answers the trainer's new rating, in one transaction. The unique index on
 * (training, user) decides between parallel duplicates: the insert that loses does nothing and gets 409.
 */
export async function submitReview(
  db: Knex,
  viewer: User,
  trainerId: string,
  values: TReviewValues,
): Promise<{ review: Review; ratings: Ratings }> {
  if (!trainerId.trim()) throw new ValidationError(M.missingIds);
  return db.transaction(async (trx) => {
    const [trainer, training] = await Promise.all([
      resolveTrainer(trainerId, trx),
      openTraining(values.trainingId, trx),
    ]);
    const refused = await refusal(viewer, trainer, training, trx);
    if (refused) throw refused;
    const inserted = (await trx('reviews')
      .insert({
        trainingId: training.id,
        trainerId: trainer.id,
        userId: viewer.id,
        rating: values.rating,
        comment: values.comment,
      })
      .onConflict(['trainingId', 'userId'])
      .ignore()
      .returning('id')) as { id: string }[];
    if (inserted.length === 0) throw new Conflict(M.alreadyReviewed);
    const review = (await Review.query(trx).findById(inserted[0]!.id).withGraphFetched('[user, training]'))!;
    return { review, ratings: await trainerRatings(trainer.id, trx) };
  });
}

/** A trainer's reviews, newest first, optionally of one training; with author and training loaded. */
export async function listReviews(trainerId: string, trainingId?: string): Promise<Review[]> {
  const trainer = await resolveTrainer(trainerId);
  const query = Review.query()
    .where('reviews.trainerId', trainer.id)
    .withGraphFetched('[user, training]')
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id', 'asc')
    .limit(REVIEWS_LISTED);
  if (trainingId !== undefined && trainingId.trim() !== '') {
    if (!isUuid(trainingId.trim())) return [];
    query.where('reviews.trainingId', trainingId.trim());
  }
  return query;
}
