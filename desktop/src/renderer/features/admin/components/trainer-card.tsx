import { ADMIN_RECENT_TRAININGS } from '@launchpad/shared';
import type { AdminTrainer } from '../api/types';
import { CardPanel } from './card-panel';
import { PersonCardHeader } from './person-card-header';

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
    <article
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-label={trainer.name}
    >
      <PersonCardHeader
        name={trainer.name}
        email={trainer.email}
        phone={trainer.contact}
        joinedAt={trainer.createdAt}
        avatarClassName="bg-emerald-100 text-emerald-700"
        deleting={deleting}
        onDelete={onDelete}
      />

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

      <CardPanel
        title="Created Trainings"
        className="mt-4"
        action={{ label: 'View created trainings', onClick: onTrainings }}
      >
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
      </CardPanel>

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
