import { PLAN_FEATURES } from '@launchpad/shared';
import type { TSessionUser } from '@launchpad/shared';
import { BadgeCheck, Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The signed-in user's plan and account details: real data only. */
export function AccountSummary({ user }: { user: TSessionUser }) {
  const plan = PLAN_FEATURES[user.accountPlan];
  const details: { term: string; value: string }[] = [
    { term: 'Email', value: user.email },
    { term: 'Contact number', value: user.phoneNumber || 'Not given' },
    { term: 'Account type', value: user.accountType },
    ...(user.trainerId ? [{ term: 'Trainer ID', value: user.trainerId }] : []),
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="plan-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="plan-title" className="text-base font-semibold text-slate-900">
              Your plan: {plan.name}
            </h2>
            <p className="mt-0.5 text-sm text-slate-500">{plan.price}</p>
          </div>
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-violet-50 text-violet-600 ring-1 ring-violet-100">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
        </div>
        <ul className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-500">
          Plans are changed in{' '}
          <Link
            to={`${paths.profileSettings}?tab=subscription`}
            className="rounded font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Profile Settings
          </Link>
          .
        </p>
      </section>

      <section
        aria-labelledby="account-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="account-title" className="text-base font-semibold text-slate-900">
            Your account
          </h2>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Email verified
          </span>
        </div>
        <dl className="mt-4 divide-y divide-slate-100 text-sm">
          {details.map(({ term, value }) => (
            <div
              key={term}
              className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:justify-between sm:gap-4"
            >
              <dt className="text-slate-500">{term}</dt>
              <dd className="font-medium break-words text-slate-900 sm:text-right">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
