import type { TTrainingParticipant } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';

export interface TParticipants {
  availableSpots: number;
  registeredParticipants: number;
  liveHolds: number;
  participants: TTrainingParticipant[];
}

/** GET /api/trainer/trainings/{id}/registrations: who booked one of the trainer's trainings. */
export function useParticipants(trainingId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['trainer', 'trainings', trainingId, 'registrations'],
    queryFn: ({ signal }) =>
      api.get<ApiDataAnswer<TParticipants>>(
        `/api/trainer/trainings/${encodeURIComponent(trainingId)}/registrations`,
        { signal },
      ),
    select: (answer) => answer.data,
    enabled,
  });
}
