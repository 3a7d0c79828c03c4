import type { Badge } from '@launchpad/shared';
import { FileUp, Lock, Rocket, UserRoundCheck, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

const icons: Record<Badge['id'], LucideIcon> = {
  'profile-complete': UserRoundCheck,
  'first-resume-upload': FileUp,
  'ready-to-launch': Rocket,
};

/** The achievement badges (spec §2), earned or locked, each saying how it is earned. */
export function AchievementBadges({ badges }: { badges: Badge[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {badges.map((badge) => {
        const Icon = badge.earned ? icons[badge.id] : Lock;
        return (
          <li
            key={badge.id}
            className={cn(
              'flex gap-4 rounded-2xl p-4 ring-1 sm:p-5',
              badge.earned ? 'bg-white shadow-sm ring-emerald-200' : 'bg-slate-50 ring-slate-200',
            )}
          >
            <span
              className={cn(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
                badge.earned
                  ? 'bg-gradient-to-br from-amber-400 to-amber-500 text-white shadow-sm'
                  : 'bg-slate-200 text-slate-500',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className={cn('font-semibold', badge.earned ? 'text-slate-900' : 'text-slate-600')}>
                {badge.label}
              </p>
              <p
                className={cn(
                  'mt-0.5 text-xs font-semibold tracking-wide uppercase',
                  badge.earned ? 'text-emerald-700' : 'text-slate-500',
                )}
              >
                {badge.earned ? 'Earned' : 'Locked'}
              </p>
              <p className="mt-1.5 text-sm text-slate-600">{badge.how}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
