import { ADMIN_RECENT_TRAININGS } from '@launchpad/shared';
import { Mail, Phone, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import type { AdminTrainer } from '../api/types';

/** Part 2 §2.10 trainer card. */
export function TrainerCard({
  trainer,
  deleting,
  onDelete,
  onTrainings,
}: {
  trainer: AdminTrainer;
  deleting: boolean;
  onDelete: () => void;
  onTrainings: () => void;
}) {
  const created = trainer.createdTrainings;
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={trainer.name}>
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-lg font-bold text-emerald-700"
        >
          {trainer.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">{trainer.name}</h3>
          <p className="flex items-center gap-1.5 truncate text-sm text-slate-600">
            <Mail aria-hidden="true" className="size-3.5" /> {trainer.email}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Phone aria-hidden="true" className="size-3.5" /> {trainer.contact || '—'}
          </p>
          <p className="text-xs text-slate-500">Joined {formatDate(trainer.createdAt)}</p>
        </div>
        <Button
          variant="danger"
          size="sm"
          onClick={onDelete}
          busy={deleting}
          aria-label={`Delete ${trainer.name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </header>

      {trainer.specializationSkills.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specialization skills">
          {trainer.specializationSkills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700"
            >
              {skill}
            </li>
          ))}
        </ul>
      )}

      <section className="mt-4 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
        <h4 className="font-semibold text-slate-800">Created Trainings</h4>
        <p className="mt-1 text-slate-600">
          {created.total} total · {created.active} active · {created.upcoming} upcoming · {created.completed}{' '}
          completed · {created.totalParticipants} participants
        </p>
        {created.trainings.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-xs text-slate-500">
            {created.trainings.slice(0, ADMIN_RECENT_TRAININGS).map((t) => (
              <li key={t._id}>{t.title}</li>
            ))}
          </ul>
        )}
        <Button variant="link" className="mt-2 text-sm" onClick={onTrainings}>
          View created trainings
        </Button>
      </section>

      <footer className="mt-4 flex flex-wrap gap-4 text-sm text-slate-600">
        <span>Education: {trainer.educationCount}</span>
        <span>Experience: {trainer.experienceCount}</span>
        <span>
          Rating: {trainer.ratings.average.toFixed(1)} ({trainer.ratings.totalRatings})
        </span>
      </footer>
    </article>
  );
}
