import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES as M, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../domain';
import { ZRatings } from './trainer';

/**
 * POST /api/trainer/{trainerId}/training-review body (part 2 §5 Review). The rating may come as "4"
 * from a form; the comment is trimmed, must not be empty and is at most 500 characters.
 */
export const ZReviewInput = z.object({
  trainingId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: M.missingIds }).min(1, M.missingIds).max(100, M.missingIds),
  ),
  rating: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: M.ratingInvalid })
      .int(M.ratingInvalid)
      .min(REVIEW_RATING_MIN, M.ratingInvalid)
      .max(REVIEW_RATING_MAX, M.ratingInvalid),
  ),
  comment: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: M.commentRequired })
      .min(1, M.commentRequired)
      .max(REVIEW_COMMENT_MAX, M.commentTooLong),
  ),
});
export type TReviewInput = z.input<typeof ZReviewInput>;
export type TReviewValues = z.output<typeof ZReviewInput>;

/** A review as listed (part 2 §3 Review). */
export const ZReview = z.object({
  _id: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  user: z.object({ name: z.string() }),
  training: z.object({ _id: z.string(), title: z.string() }),
});
export type TReview = z.infer<typeof ZReview>;

/** GET .../can-review answer. */
export const ZReviewEligibility = z.object({
  success: z.literal(true),
  canReview: z.boolean(),
  reason: z.string(),
});
export type TReviewEligibility = z.infer<typeof ZReviewEligibility>;

/** POST .../training-review answer. */
export const ZReviewSubmitted = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ratings: ZRatings }),
  review: ZReview,
});
export type TReviewSubmitted = z.infer<typeof ZReviewSubmitted>;
