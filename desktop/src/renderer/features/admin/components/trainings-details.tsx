import { formatDate } from '../../../lib/format';
import type { AdminTrainer } from '../api/types';

/** Counts of active, upcoming, completed trainings and participants, then every training. */
export function TrainingsDetails({ trainer }: { trainer: AdminTrainer }) {
  const c = trainer.createdTrainings;
  const counts = [
    ['Active', c.active],
    ['Upcoming', c.upcoming],
    ['Completed', c.completed],
    ['Total participants', c.totalParticipants],
  ] as const;
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {c.trainings.length === 0 ? (
        <p className="text-slate-500">No trainings created yet</p>
      ) : (
        <ul className="space-y-3">
          {c.trainings.map((t) => (
            <li key={t._id} className="rounded-xl p-4 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{t.title}</h3>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold capitalize">
                  {t.status}
                </span>
              </div>
              <p className="mt-1 text-slate-600">
                {t.trainingType} · {t.trainingCategory || '—'} · {t.duration || '—'} · starts{' '}
                {formatDate(t.startDate)} · {t.registeredParticipants}/{t.availableSlots} participants
              </p>
              {t.description && <p className="mt-2 text-slate-700">{t.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
