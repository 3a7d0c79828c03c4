import {
  REVIEW_MESSAGES,
  type TPublicTrainer,
  type TRegistration,
  type TReview,
  type TReviewEligibility,
  type TReviewSubmitted,
  type TSkillsAssessment,
  type TTraining,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, type ApiDataAnswer } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys';

const enc = encodeURIComponent;

export const catalogueKeys = {
  all: ['trainings', 'all'] as const,
  training: (id: string) => ['trainings', id] as const,
  trainer: (trainerId: string) => ['trainer', trainerId] as const,
  reviews: (trainerId: string, trainingId: string) => ['trainer', trainerId, 'reviews', trainingId] as const,
  canReview: (trainerId: string, trainingId: string) =>
    [...userKeys.all, 'can-review', trainerId, trainingId] as const,
  /** Under the assessments' key, so saving new ratings elsewhere refreshes the recommendations. */
  ratings: [...userKeys.skillsAssessments, 'swot-ratings'] as const,
};

/** GET /api/trainings/all: the catalogue. */
export function useTrainings() {
  return useQuery({
    queryKey: catalogueKeys.all,
    queryFn: ({ signal }) => api.get<ApiDataAnswer<TTraining[]>>('/api/trainings/all', { signal }),
    select: (answer) => answer.data,
  });
}

/** GET /api/swot/ratings: the person's skills assessments, newest first (data[0] is the latest). */
export function useSkillRatings() {
  return useQuery({
    queryKey: catalogueKeys.ratings,
    queryFn: ({ signal }) => api.get<ApiDataAnswer<TSkillsAssessment[]>>('/api/swot/ratings', { signal }),
    select: (answer) => answer.data[0],
  });
}

/**
 * The signed-in person's confirmed registration for this training, if any (GET /api/user/registrations,
 * the list My Registrations shows): the details page then says so instead of offering Register Now.
 */
export function useMyConfirmedRegistration(trainingId: string, signedIn: boolean) {
  return useQuery({
    queryKey: userKeys.registrations,
    enabled: signedIn,
    queryFn: ({ signal }) => api.get<ApiDataAnswer<TRegistration[]>>('/api/user/registrations', { signal }),
    select: (answer) =>
      answer.data.find((r) => r.trainingId === trainingId && r.status === 'confirmed') ?? null,
  });
}

/** GET /api/trainings/{id}. */
export function useTrainingDetails(id: string) {
  return useQuery({
    queryKey: catalogueKeys.training(id),
    queryFn: ({ signal }) => api.get<ApiDataAnswer<TTraining>>(`/api/trainings/${enc(id)}`, { signal }),
    select: (answer) => answer.data,
    retry: false,
  });
}

/** GET /api/trainer/{trainerId}; when that fails, GET /api/trainers/{trainerId} (part 2 §7). */
export function useTrainer(trainerId: string) {
  return useQuery({
    queryKey: catalogueKeys.trainer(trainerId),
    enabled: trainerId !== '',
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ApiDataAnswer<TPublicTrainer>>(`/api/trainer/${enc(trainerId)}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
        return api.get<ApiDataAnswer<TPublicTrainer>>(`/api/trainers/${enc(trainerId)}`, { signal });
      }
    },
    select: (answer) => answer.data,
  });
}

/** GET /api/trainer/{trainerId}/reviews?trainingId={id}: newest first. */
export function useReviews(trainerId: string, trainingId: string) {
  return useQuery({
    queryKey: catalogueKeys.reviews(trainerId, trainingId),
    enabled: trainerId !== '' && trainingId !== '',
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: { reviews: TReview[] } }>(
        `/api/trainer/${enc(trainerId)}/reviews?trainingId=${enc(trainingId)}`,
        { signal },
      ),
    select: (answer) => answer.data.reviews,
  });
}

/** GET .../can-review: whether this person may review (the server decides, part 2 §6). */
export function useCanReview(trainerId: string, trainingId: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.canReview(trainerId, trainingId),
    enabled: enabled && trainerId !== '' && trainingId !== '',
    retry: false,
    queryFn: ({ signal }) =>
      api.get<TReviewEligibility>(`/api/trainer/${enc(trainerId)}/training/${enc(trainingId)}/can-review`, {
        signal,
        handleUnauthorized: false,
      }),
  });
}

/** Why the eligibility could not be read (part 2 §8). */
export function eligibilityError(error: unknown): string {
  return error instanceof ApiError && error.status === 0
    ? REVIEW_MESSAGES.eligibilityError
    : REVIEW_MESSAGES.eligibilityUnavailable;
}

/** What a failed submission says (part 2 §8 Review submission). */
export function submitError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return REVIEW_MESSAGES.networkError;
    if (error.serverMessage) return error.serverMessage;
    if (error.status >= 500) return REVIEW_MESSAGES.serverError;
    return REVIEW_MESSAGES.submitFailed;
  }
  if (error instanceof Error && error.message) return REVIEW_MESSAGES.submitFailedReason(error.message);
  return REVIEW_MESSAGES.submitFailed;
}

export interface ReviewBody {
  trainingId: string;
  rating: number;
  comment: string;
}

/** After a review: the new rating into the trainer, the review first in the list, the form off. */
function applySubmitted(
  queryClient: QueryClient,
  trainerId: string,
  trainingId: string,
  answer: TReviewSubmitted,
) {
  queryClient.setQueryData<ApiDataAnswer<TPublicTrainer>>(catalogueKeys.trainer(trainerId), (old) =>
    old ? { ...old, data: { ...old.data, ratings: answer.data.ratings } } : old,
  );
  queryClient.setQueryData<{ success: true; data: { reviews: TReview[] } }>(
    catalogueKeys.reviews(trainerId, trainingId),
    (old) => ({
      success: true,
      data: {
        reviews: [answer.review, ...(old?.data.reviews ?? []).filter((r) => r._id !== answer.review._id)],
      },
    }),
  );
  queryClient.setQueryData<TReviewEligibility>(catalogueKeys.canReview(trainerId, trainingId), {
    success: true,
    canReview: false,
    reason: REVIEW_MESSAGES.alreadyReviewed,
  });
}

/** POST /api/trainer/{trainerId}/training-review. */
export function useSubmitReview(trainerId: string, refetchAfterMs: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      api.post<TReviewSubmitted>(`/api/trainer/${enc(trainerId)}/training-review`, body),
    onSuccess: (answer, body) => {
      applySubmitted(queryClient, trainerId, body.trainingId, answer);
      // Reviews (and the trainer's rating) are read again a moment later (part 2 §4).
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.reviews(trainerId, body.trainingId) });
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.trainer(trainerId), exact: true });
      }, refetchAfterMs);
    },
  });
}
