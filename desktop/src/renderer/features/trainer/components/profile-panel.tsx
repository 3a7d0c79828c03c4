import { useState } from 'react';
import { TRAINER_MESSAGES as M, type TTrainerProfile, type TTrainerProfileValues } from '@launchpad/shared';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { focusByIdSoon } from '../../../lib/focus';
import { TOAST_IDS } from '../../../lib/toast-ids';
import { startCooldown, VERIFY_CODE_COOLDOWN_KEY } from '../../../lib/cooldown';
import { useUpdateTrainerProfile } from '../api/update-trainer-profile';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import type { ReportError } from './trainings-panel';

/** The Profile tab: the read view, or the edit form; update or cancel returns to the read view. */
export function ProfilePanel({ profile, onError }: { profile: TTrainerProfile; onError: ReportError }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTrainerProfile();

  const backToView = () => {
    setEditing(false);
    focusByIdSoon('trainer-edit-profile');
  };

  const submit = (values: TTrainerProfileValues) => {
    onError(null);
    update.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message || M.profileUpdated, { id: TOAST_IDS.trainerProfile });
        if (!answer.data.isAccountVerified) {
          // The new address must be verified: a code is on its way, and the guards open /email-verify.
          startCooldown(VERIFY_CODE_COOLDOWN_KEY);
          toast.info(M.emailChangedVerify, { id: TOAST_IDS.emailChanged });
          return;
        }
        backToView();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        onError(errorMessage(error, M.updateProfileFailed));
      },
    });
  };

  if (!editing) return <ProfileView profile={profile} onEdit={() => setEditing(true)} />;
  return <ProfileForm profile={profile} busy={update.isPending} onSubmit={submit} onCancel={backToView} />;
}
