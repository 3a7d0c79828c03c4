import { ADMIN_PORTAL_MESSAGES as M } from '@launchpad/shared';
import type { AdminFresher, AdminTrainer } from '../api/types';
import { FresherCard } from './fresher-card';
import { TrainerCard } from './trainer-card';

/** Matches the search box (part 2 §2.10): name or e-mail, ignoring case. */
export function matches(person: { name: string; email: string }, search: string) {
  const q = search.trim().toLowerCase();
  return !q || person.name.toLowerCase().includes(q) || person.email.toLowerCase().includes(q);
}

const Empty = ({ text }: { text: string }) => <p className="py-10 text-center text-slate-500">{text}</p>;

export function FreshersList({
  freshers,
  search,
  deletingId,
  onDelete,
  onSkills,
  onInterview,
}: {
  freshers: AdminFresher[];
  search: string;
  deletingId: string | undefined;
  onDelete: (f: AdminFresher) => void;
  onSkills: (f: AdminFresher) => void;
  onInterview: (f: AdminFresher) => void;
}) {
  if (freshers.length === 0) return <Empty text={M.noFreshers} />;
  const shown = freshers.filter((f) => matches(f, search));
  if (shown.length === 0) return <Empty text={M.noFreshersMatch} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {shown.map((f) => (
        <FresherCard
          key={f._id}
          fresher={f}
          deleting={deletingId === f._id}
          onDelete={() => onDelete(f)}
          onSkills={() => onSkills(f)}
          onInterview={() => onInterview(f)}
        />
      ))}
    </div>
  );
}

export function TrainersList({
  trainers,
  search,
  deletingId,
  onDelete,
  onTrainings,
}: {
  trainers: AdminTrainer[];
  search: string;
  deletingId: string | undefined;
  onDelete: (t: AdminTrainer) => void;
  onTrainings: (t: AdminTrainer) => void;
}) {
  if (trainers.length === 0) return <Empty text={M.noTrainers} />;
  const shown = trainers.filter((t) => matches(t, search));
  if (shown.length === 0) return <Empty text={M.noTrainersMatch} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {shown.map((t) => (
        <TrainerCard
          key={t._id}
          trainer={t}
          deleting={deletingId === t._id}
          onDelete={() => onDelete(t)}
          onTrainings={() => onTrainings(t)}
        />
      ))}
    </div>
  );
}
