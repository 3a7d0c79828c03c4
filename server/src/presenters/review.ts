import { REVIEW_MESSAGES, type TReview } from '@launchpad/shared';
import type { Review } from '../models/Review';

/** A review as listed: author's name (or Anonymous), the training's id and title; never the author's id. */
export function presentReview(review: Review): TReview {
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    user: { name: review.user?.name.trim() || REVIEW_MESSAGES.anonymous },
    training: { _id: review.trainingId, title: review.training?.title ?? '' },
  };
}
