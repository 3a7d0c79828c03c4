import {
  ACCOUNT_PLANS,
  PLAN_FEATURES,
  PROFILE_MESSAGES,
  type TAccountPlan,
  type TUserProfile,
} from '@launchpad/shared';
import { Check, Crown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { shouldShowLoadError } from '../../../lib/load-errors';
import { useDowngradeBasic, useUpgradePremium } from '../api/plan';
import { useProfile } from '../api/profile';
import { formatDate } from '../../../lib/format';
import { PROFILE_TOAST_IDS } from '../toast-ids';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { Panel } from './panel';

/** Profile settings > Subscription: the current plan, both plans side by side, upgrade and downgrade. */
export function SubscriptionPanel() {
  const profile = useProfile();
  if (profile.isPending) return <PanelLoading label="Loading your plan" />;
  if (profile.isError) {
    return shouldShowLoadError(profile.error) ? (
      <LoadError message={PROFILE_MESSAGES.loadProfileFailed} onRetry={() => void profile.refetch()} />
    ) : null;
  }
  return <Plans profile={profile.data} />;
}

function Plans({ profile }: { profile: TUserProfile }) {
  const upgrade = useUpgradePremium();
  const downgrade = useDowngradeBasic();
  const [confirmingDowngrade, setConfirmingDowngrade] = useState(false);
  const current = profile.accountPlan;
  const busy = upgrade.isPending || downgrade.isPending;

  const onUpgrade = () =>
    upgrade.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(PROFILE_MESSAGES.upgraded, { id: PROFILE_TOAST_IDS.plan, description: answer.note });
      },
      onError: (error) => {
        toast.error(errorMessage(error, PROFILE_MESSAGES.upgradeFailed), { id: PROFILE_TOAST_IDS.plan });
      },
    });

  const onDowngrade = () =>
    downgrade.mutate(undefined, {
      onSuccess: () => {
        setConfirmingDowngrade(false);
        toast.success(PROFILE_MESSAGES.downgraded, { id: PROFILE_TOAST_IDS.plan });
      },
      onError: (error) => {
        setConfirmingDowngrade(false);
        toast.error(errorMessage(error, PROFILE_MESSAGES.downgradeFailed), { id: PROFILE_TOAST_IDS.plan });
      },
    });

  const since = profile.planChangedAt
    ? `since ${formatDate(profile.planChangedAt)}`
    : `since you joined on ${formatDate(profile.createdAt)}`;

  return (
    <Panel
      title="Subscription"
      description={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          Current plan
          <Badge tone={current === 'premium' ? 'violet' : 'slate'}>{PLAN_FEATURES[current].name}</Badge>
          <span>{since}</span>
        </span>
      }
    >
      <ul className="grid gap-4 lg:grid-cols-2">
        {ACCOUNT_PLANS.map((plan) => (
          <li key={plan}>
            <PlanCard
              plan={plan}
              current={plan === current}
              action={
                plan === 'premium' && current === 'basic' ? (
                  <>
                    <Button
                      fullWidth
                      onClick={onUpgrade}
                      busy={upgrade.isPending}
                      busyText="Upgrading..."
                      disabled={busy}
                    >
                      <Crown aria-hidden="true" className="size-4" />
                      Upgrade to Premium
                    </Button>
                    <p className="mt-2 text-center text-xs text-slate-500">
                      {PROFILE_MESSAGES.upgradeIsFree}
                    </p>
                  </>
                ) : plan === 'basic' && current === 'premium' ? (
                  <Button
                    variant="secondary"
                    fullWidth
                    onClick={() => setConfirmingDowngrade(true)}
                    disabled={busy}
                  >
                    Downgrade to Basic
                  </Button>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirmingDowngrade}
        title="Downgrade to Basic"
        message={PROFILE_MESSAGES.downgradeConfirm}
        confirmLabel="Downgrade"
        cancelLabel="Cancel"
        busy={downgrade.isPending}
        busyText="Downgrading..."
        onConfirm={onDowngrade}
        onCancel={() => setConfirmingDowngrade(false)}
      />
    </Panel>
  );
}

function PlanCard({ plan, current, action }: { plan: TAccountPlan; current: boolean; action: ReactNode }) {
  const details = PLAN_FEATURES[plan];
  const premium = plan === 'premium';
  return (
    <article
      aria-label={`${details.name} plan`}
      className={cn(
        'flex h-full flex-col rounded-2xl p-5 ring-1 sm:p-6',
        current ? 'bg-indigo-50/50 ring-2 ring-indigo-500' : 'bg-white ring-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            {premium && <Crown aria-hidden="true" className="size-4 text-violet-600" />}
            {details.name}
          </h3>
          <p className="mt-1 text-xl font-bold tracking-tight text-slate-900">{details.price}</p>
        </div>
        {current && (
          <span className="shrink-0 whitespace-nowrap">
            <Badge tone="indigo">Current plan</Badge>
          </span>
        )}
      </div>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
        {details.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      {action && <div className="mt-6">{action}</div>}
    </article>
  );
}
