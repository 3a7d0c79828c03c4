import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_TYPES,
  PLAN_FEATURES,
  PROFILE_MESSAGES,
  ZUserProfileInput,
  homePathFor,
  type TAccountType,
  type TUserProfile,
  type TUserProfileInput,
} from '@launchpad/shared';
import { ArrowRight, Info, Mail, Phone, User } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { shouldShowLoadError } from '../../../lib/load-errors';
import { useProfile, useUpdateProfile } from '../api/profile';
import { PROFILE_TOAST_IDS } from '../toast-ids';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { Panel } from './panel';

const accountTypeOptions = ACCOUNT_TYPES.map((type) => ({ value: type, label: type }));

function accountTypeHint(saved: TAccountType, chosen: TAccountType | undefined): string {
  if (chosen && chosen !== saved) {
    return `Saving makes this a ${chosen} account: your home becomes the ${chosen} dashboard.`;
  }
  return 'Fresher: CV analyzer, interview practice and trainings. Trainer: run your own trainings.';
}

function formValues(profile: TUserProfile): TUserProfileInput {
  return { name: profile.name, phoneNumber: profile.phoneNumber, accountType: profile.accountType };
}

/** Profile settings > Profile: name, phone number and account type, plus the read-only e-mail and plan. */
export function ProfilePanel() {
  const profile = useProfile();
  if (profile.isPending) return <PanelLoading label="Loading your profile" />;
  if (profile.isError) {
    return shouldShowLoadError(profile.error) ? (
      <LoadError message={PROFILE_MESSAGES.loadProfileFailed} onRetry={() => void profile.refetch()} />
    ) : null;
  }
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: TUserProfile }) {
  const update = useUpdateProfile();
  const [switchedTo, setSwitchedTo] = useState<TAccountType | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<TUserProfileInput>({
    resolver: zodResolver(ZUserProfileInput),
    defaultValues: formValues(profile),
  });
  const chosenType = watch('accountType');
  const plan = PLAN_FEATURES[profile.accountPlan];

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ profile: saved, accountTypeChanged }) => {
        reset(formValues(saved));
        setSwitchedTo(accountTypeChanged ? saved.accountType : null);
        toast.success(PROFILE_MESSAGES.profileUpdated, {
          id: PROFILE_TOAST_IDS.profile,
          description: accountTypeChanged
            ? PROFILE_MESSAGES.accountTypeChanged(saved.accountType)
            : undefined,
        });
      },
      onError: (error) => {
        toast.error(errorMessage(error, PROFILE_MESSAGES.updateProfileFailed), {
          id: PROFILE_TOAST_IDS.profile,
        });
      },
    }),
  );

  return (
    <div className="space-y-6">
      <Panel title="Profile" description="The details trainers and Launchpad use to reach you.">
        <form noValidate onSubmit={onSubmit} aria-label="Profile" className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Name"
              autoComplete="name"
              icon={User}
              error={errors.name?.message}
              className="sm:col-span-2"
              {...register('name')}
            />
            <TextField
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="10-digit contact number"
              icon={Phone}
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
            <SelectField
              label="Account type"
              options={accountTypeOptions}
              error={errors.accountType?.message}
              hint={accountTypeHint(profile.accountType, chosenType)}
              {...register('accountType')}
            />
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
            <Button
              type="button"
              variant="ghost"
              onClick={() => reset(formValues(profile))}
              disabled={update.isPending}
            >
              Reset
            </Button>
            <Button type="submit" busy={update.isPending} busyText="Saving...">
              Save changes
            </Button>
          </div>
        </form>
        {switchedTo && (
          <div
            role="status"
            className="mt-5 flex flex-col gap-3 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900 ring-1 ring-indigo-200 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="flex gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
              {PROFILE_MESSAGES.accountTypeChanged(switchedTo)}
            </p>
            <Link
              to={homePathFor(switchedTo)}
              className="inline-flex shrink-0 items-center gap-1 font-semibold text-indigo-700 hover:text-indigo-600"
            >
              Go to the {switchedTo} dashboard
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        )}
      </Panel>

      <Panel title="Account" description="Your sign-in email and plan.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            icon={Mail}
            value={profile.email}
            readOnly
            hint="Your sign-in email cannot be changed here."
            className="[&_input]:bg-slate-50 [&_input]:text-slate-600"
          />
          <div>
            <p className="mb-1.5 block text-sm font-medium text-slate-700">Plan</p>
            <div className="flex h-11 items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 ring-1 ring-slate-200">
              <span className="flex min-w-0 items-center gap-2">
                <Badge tone={profile.accountPlan === 'premium' ? 'violet' : 'slate'}>{plan.name}</Badge>
                <span className="truncate text-sm text-slate-600">{plan.price}</span>
              </span>
              <Link
                to={{ search: '?tab=subscription' }}
                className="shrink-0 rounded text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                Manage
              </Link>
            </div>
          </div>
        </div>
      </Panel>
    </div>
  );
}
