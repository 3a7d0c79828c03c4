import type { TSessionUser, TTrainerProfile, TTrainerProfileValues } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, setSessionUser } from '../../../lib/session';
import { TRAINER_PROFILE_QUERY_KEY } from './get-trainer-profile';

/**
 * The body of PUT /api/trainer/profile/me: the form's checked values. The password goes only when
 * one was typed (blank keeps the current one); the trainer ID is read-only and never sent.
 */
export function profileUpdateBody(values: TTrainerProfileValues) {
  const { password, ...rest } = values;
  return {
    name: rest.name,
    email: rest.email,
    contact: rest.contact,
    address: rest.address,
    specializationSkills: rest.specializationSkills,
    experiences: rest.experiences,
    education: rest.education,
    ...(password ? { password } : {}),
  };
}

export function updateTrainerProfile(values: TTrainerProfileValues) {
  return api.put<ApiDataAnswer<TTrainerProfile>>('/api/trainer/profile/me', profileUpdateBody(values));
}

/**
 * Saves the profile and puts the answer into the cache. The header shows the name and e-mail from the
 * session, so the session is refreshed too; when the e-mail changed the account needs verifying again,
 * which the cached session says at once (the guards then open /email-verify).
 */
export function useUpdateTrainerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainerProfile,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(TRAINER_PROFILE_QUERY_KEY, data);
      const user = queryClient.getQueryData<TSessionUser | null>(SESSION_QUERY_KEY);
      if (user) {
        setSessionUser(queryClient, {
          ...user,
          name: data.name,
          email: data.email,
          phoneNumber: data.contact,
          isAccountVerified: data.isAccountVerified,
        });
      }
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
