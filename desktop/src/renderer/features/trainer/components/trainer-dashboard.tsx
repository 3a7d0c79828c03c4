import { useState } from 'react';
import { TRAINER_MESSAGES as M, type TSessionUser } from '@launchpad/shared';
import { BookOpen, RefreshCw, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { DashboardGreeting } from '../../../components/layouts/dashboard-greeting';
import { useTrainerProfile } from '../api/get-trainer-profile';
import { ProfilePanel } from './profile-panel';
import { TrainerStats } from './trainer-stats';
import { TrainingsPanel } from './trainings-panel';

type Tab = 'trainings' | 'profile';
const tabs = [
  { value: 'trainings', label: 'Trainings', icon: BookOpen },
  { value: 'profile', label: 'Profile', icon: UserRound },
] as const;

/** The tab in the address (?tab=profile), so a reload keeps it; trainings by default. */
function useTabParam(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'profile' ? 'profile' : 'trainings';
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'trainings') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/**
 * The trainer dashboard (part 1 §2): greeting and numbers, then the Trainings and Profile tabs. A
 * failed load or action is shown in the banner at the top (part 1 §8); successes are toasts.
 */
export function TrainerDashboard({ user }: { user: TSessionUser }) {
  const [tab, setTab] = useTabParam();
  const profile = useTrainerProfile();
  const [actionError, setActionError] = useState<string | null>(null);

  const changeTab = (next: Tab) => {
    setActionError(null);
    setTab(next);
  };

  return (
    <div className="space-y-6 sm:space-y-8">
      <DashboardGreeting user={user} subtitle="Manage your trainings and the profile freshers see." />
      <TrainerStats profile={profile.data} />

      {actionError && <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />}
      {profile.isError && !profile.isFetching && (
        <ErrorBanner
          message={errorMessage(profile.error, M.loadProfileFailed)}
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void profile.refetch()}
              className="-my-1 shrink-0"
            >
              <RefreshCw aria-hidden="true" className="size-3.5" />
              Try again
            </Button>
          }
        />
      )}

      {profile.data ? (
        <Tabs label="Trainer dashboard" items={tabs} value={tab} onValueChange={changeTab}>
          {tab === 'trainings' ? (
            <TrainingsPanel trainings={profile.data.trainingPrograms} onError={setActionError} />
          ) : (
            <ProfilePanel profile={profile.data} onError={setActionError} />
          )}
        </Tabs>
      ) : (
        (profile.isPending || profile.isFetching) && (
          <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-500">
            <Spinner className="size-6 text-indigo-600" />
            <span className="text-sm">{M.loadingDashboard}…</span>
          </div>
        )
      )}
    </div>
  );
}
