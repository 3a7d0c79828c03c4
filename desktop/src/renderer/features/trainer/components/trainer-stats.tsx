import type { TTrainerProfile } from '@launchpad/shared';
import { BookOpen, Clock, Star, Users, type LucideIcon } from 'lucide-react';
import { formatHours, formatRating, formatReviewCount } from '../format';

function Stat({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string | undefined;
  note?: string;
}) {
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-slate-500 sm:text-sm">{label}</p>
        <p className="mt-0.5 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {value ?? <span aria-hidden="true" className="block h-7 w-12 animate-pulse rounded bg-slate-200" />}
        </p>
        {note && <p className="text-xs text-slate-500">{note}</p>}
      </div>
    </li>
  );
}

/** Number of trainings, students, hours and the rating out of 5; placeholders while loading. */
export function TrainerStats({ profile }: { profile: TTrainerProfile | undefined }) {
  return (
    <ul aria-label="Your numbers" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Stat icon={BookOpen} label="Trainings" value={profile && String(profile.trainingPrograms.length)} />
      <Stat icon={Users} label="Total students" value={profile && String(profile.totalStudents)} />
      <Stat icon={Clock} label="Total hours" value={profile && formatHours(profile.totalHours)} />
      <Stat
        icon={Star}
        label="Rating"
        value={profile && formatRating(profile.ratings.average)}
        note={profile && formatReviewCount(profile.ratings.totalRatings)}
      />
    </ul>
  );
}
