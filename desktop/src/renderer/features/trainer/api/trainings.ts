import {
  joinTimeSlots,
  type TTraining,
  type TTrainerProfile,
  type TTrainingValues,
  type TMessageAnswer,
} from '@launchpad/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';
import { TRAINER_PROFILE_QUERY_KEY } from './get-trainer-profile';

/** The body of POST /api/trainings and PUT /api/trainings/{id}: the checked form plus `timeSlot`. */
export function trainingBody(values: TTrainingValues) {
  return { ...values, timeSlot: joinTimeSlots(values.trainingType, values.timeSlots) };
}

export function createTraining(values: TTrainingValues) {
  return api.post<ApiDataAnswer<TTraining>>('/api/trainings', trainingBody(values));
}

export function updateTraining({ id, values }: { id: string; values: TTrainingValues }) {
  return api.put<ApiDataAnswer<TTraining>>(`/api/trainings/${encodeURIComponent(id)}`, trainingBody(values));
}

export function deleteTraining(id: string) {
  return api.delete<TMessageAnswer>(`/api/trainings/${encodeURIComponent(id)}`);
}

/**
 * Changes the cached list of trainings at once, then refreshes the profile for the totals (students,
 * hours) the server computes.
 */
function updateCachedTrainings(queryClient: QueryClient, change: (trainings: TTraining[]) => TTraining[]) {
  queryClient.setQueryData<TTrainerProfile>(TRAINER_PROFILE_QUERY_KEY, (profile) =>
    profile ? { ...profile, trainingPrograms: change(profile.trainingPrograms) } : profile,
  );
  void queryClient.invalidateQueries({ queryKey: TRAINER_PROFILE_QUERY_KEY });
}

export function useCreateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTraining,
    onSuccess: ({ data }) =>
      updateCachedTrainings(queryClient, (trainings) => [
        data,
        ...trainings.filter((training) => training._id !== data._id),
      ]),
  });
}

export function useUpdateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTraining,
    onSuccess: ({ data }) =>
      updateCachedTrainings(queryClient, (trainings) =>
        trainings.map((training) => (training._id === data._id ? data : training)),
      ),
  });
}

export function useDeleteTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTraining,
    onSuccess: (_answer, id) =>
      updateCachedTrainings(queryClient, (trainings) => trainings.filter((training) => training._id !== id)),
  });
}
