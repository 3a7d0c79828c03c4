import { useEffect, useState } from 'react';
import { greetingFor, type TSessionUser } from '@launchpad/shared';
import { Badge } from '../ui/badge';

/** The current time, refreshed every minute. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const planLabel = (plan: TSessionUser['accountPlan']) => (plan === 'premium' ? 'Premium plan' : 'Basic plan');

export function DashboardGreeting({ user, subtitle }: { user: TSessionUser; subtitle: string }) {
  const now = useNow();
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-sm text-slate-500">
          {now.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' })}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {greetingFor(now)}, {firstName}
        </h1>
        <p className="mt-1.5 text-base text-slate-600">{subtitle}</p>
      </div>
      <dl className="flex flex-wrap gap-2">
        <div>
          <dt className="sr-only">Account type</dt>
          <dd>
            <Badge tone="indigo">{user.accountType}</Badge>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Plan</dt>
          <dd>
            <Badge tone={user.accountPlan === 'premium' ? 'violet' : 'slate'}>
              {planLabel(user.accountPlan)}
            </Badge>
          </dd>
        </div>
        {user.trainerId && (
          <div>
            <dt className="sr-only">Trainer ID</dt>
            <dd>
              <Badge tone="slate">ID {user.trainerId}</Badge>
            </dd>
          </div>
        )}
      </dl>
    </header>
  );
}
