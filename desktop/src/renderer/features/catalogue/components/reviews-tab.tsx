import { useState, type FormEvent, type ReactNode } from 'react';
import {
  CATALOGUE_MESSAGES as C,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES as M,
  REVIEW_REFETCH_MS,
  ZReviewInput,
  type TReview,
  type TReviewEligibility,
  type TTraining,
} from '@launchpad/shared';
import { CheckCircle2, Info, MessageSquare } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { eligibilityError, submitError, useSubmitReview } from '../api/catalogue';
import { formatDate as formatDay } from '../../../lib/format';
import { StarPicker, Stars } from './stars';

function ReviewForm({ trainerId, trainingId }: { trainerId: string; trainingId: string }) {
  const submit = useSubmitReview(trainerId, REVIEW_REFETCH_MS);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trainerId || !trainingId) {
      setErrors({ form: M.missingIds });
      return;
    }
    const parsed = ZReviewInput.safeParse({ trainingId, rating, comment });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field =
          issue.path[0] === 'rating' ? 'rating' : issue.path[0] === 'comment' ? 'comment' : 'form';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => setErrors({ form: submitError(error) }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Write a review"
      className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 className="text-base font-semibold text-slate-900">Write a review</h3>
      <StarPicker
        value={rating}
        onChange={(n) => {
          setRating(n);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
        error={errors.rating}
      />
      <TextareaField
        id="review-comment"
        label="Your review"
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        onChange={(e) => {
          setComment(e.target.value);
          setErrors((er) => ({ ...er, comment: undefined }));
        }}
        error={errors.comment}
        hint={`${comment.length}/${REVIEW_COMMENT_MAX} characters`}
        placeholder="What did you learn? How was the trainer?"
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      )}
      <Button type="submit" busy={submit.isPending} busyText="Submitting…">
        Submit Review
      </Button>
    </form>
  );
}

function Eligibility({
  eligibility,
  trainerId,
  trainingId,
  signedIn,
}: {
  eligibility: UseQueryResult<TReviewEligibility>;
  trainerId: string;
  trainingId: string;
  signedIn: boolean;
}) {
  if (eligibility.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" /> Checking whether you can review…
      </p>
    );
  if (eligibility.isError) return <Note tone="error">{eligibilityError(eligibility.error)}</Note>;
  if (eligibility.data.canReview) return <ReviewForm trainerId={trainerId} trainingId={trainingId} />;
  const reason = eligibility.data.reason || M.defaultHint;
  const done = reason === M.alreadyReviewed;
  return (
    <Note tone={done ? 'done' : 'info'}>
      {reason}
      {!done && signedIn && reason !== M.defaultHint && (
        <span className="mt-1 block text-slate-500">{M.defaultHint}</span>
      )}
    </Note>
  );
}

function Note({ tone, children }: { tone: 'info' | 'done' | 'error'; children: ReactNode }) {
  const Icon = tone === 'done' ? CheckCircle2 : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'flex gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-700 ring-1 ring-red-200'
          : tone === 'done'
            ? 'flex gap-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800 ring-1 ring-emerald-200'
            : 'flex gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** The reviews tab (part 2 §2.5): who may write one, the form, and the reviews newest first. */
export function ReviewsTab({
  training,
  eligibility,
  reviews,
  loading,
  failed,
  signedIn,
}: {
  training: TTraining;
  eligibility: UseQueryResult<TReviewEligibility>;
  reviews: TReview[];
  loading: boolean;
  failed: boolean;
  signedIn: boolean;
}) {
  return (
    <div className="space-y-6">
      <Eligibility
        eligibility={eligibility}
        trainerId={training.trainerId}
        trainingId={training._id}
        signedIn={signedIn}
      />
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> Loading reviews…
        </p>
      ) : failed ? (
        <p role="alert" className="text-sm text-red-600">
          Failed to load reviews
        </p>
      ) : reviews.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <MessageSquare aria-hidden="true" className="size-9 text-slate-300" />
          <p className="mt-2 text-base font-semibold text-slate-900">{C.noReviews}</p>
          <p className="text-sm text-slate-500">Participants' reviews of this training appear here.</p>
        </div>
      ) : (
        <ul aria-label="Reviews" className="divide-y divide-slate-200">
          {reviews.map((review) => (
            <li key={review._id} className="py-4" data-testid="review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex items-center gap-2">
                  <Stars value={review.rating} />
                  <span className="text-sm font-semibold text-slate-900">
                    {review.user.name || M.anonymous}
                  </span>
                </div>
                <time dateTime={review.createdAt} className="text-xs text-slate-500">
                  {formatDay(review.createdAt)}
                </time>
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.comment}</p>
              {review.training.title && (
                <p className="mt-1 text-xs text-slate-500">{review.training.title}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
