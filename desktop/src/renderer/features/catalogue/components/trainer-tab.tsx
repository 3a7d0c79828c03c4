import { CATALOGUE_MESSAGES as C, type TPublicTrainer, type TTraining } from '@launchpad/shared';
import { Briefcase, GraduationCap, Mail, Phone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate as formatDay } from '../../../lib/format';
import { Stars } from './stars';

function reviewCount(total: number) {
  return total === 1 ? '1 review' : `${total} reviews`;
}

/** The trainer tab (part 2 §2.5): the public profile, or the fallback text with what the training tells. */
export function TrainerTab({
  training,
  trainer,
  loading,
}: {
  training: TTraining;
  trainer: TPublicTrainer | undefined;
  loading: boolean;
}) {
  if (loading)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" /> Loading trainer…
      </p>
    );
  if (!trainer)
    return (
      <div className="space-y-2">
        <p className="text-base font-semibold text-slate-900">{training.trainer.name}</p>
        {training.trainerId && <p className="text-sm text-slate-500">Trainer ID: {training.trainerId}</p>}
        <p className="text-sm text-slate-600">{C.trainerFallback}</p>
      </div>
    );
  const totalYears = trainer.experiences.reduce((sum, e) => sum + (e.years || 0), 0);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{trainer.name}</h3>
          <p className="text-sm text-slate-500">Trainer ID: {trainer.trainerId}</p>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700" data-testid="trainer-rating">
            <Stars value={trainer.ratings.average} />
            <span className="font-semibold">{trainer.ratings.average.toFixed(1)}</span>
            <span className="text-slate-500">({reviewCount(trainer.ratings.totalRatings)})</span>
          </p>
        </div>
        <Badge tone={trainer.isAccountVerified ? 'green' : 'amber'}>
          {trainer.isAccountVerified ? 'Verified Trainer' : 'Pending Verification'}
        </Badge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-center gap-2 text-sm">
          <dt>
            <Mail aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">E-mail</span>
          </dt>
          <dd className="break-all text-slate-700">{trainer.email}</dd>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <dt>
            <Phone aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">Contact</span>
          </dt>
          <dd className="text-slate-700">{trainer.contact || '—'}</dd>
        </div>
        <div className="text-sm">
          <dt className="text-slate-500">Last active</dt>
          <dd className="text-slate-800">{formatDay(trainer.lastActive)}</dd>
        </div>
        <div className="text-sm">
          <dt className="text-slate-500">Member since</dt>
          <dd className="text-slate-800">{formatDay(trainer.createdAt)}</dd>
        </div>
      </dl>
      <section>
        <h4 className="text-sm font-semibold text-slate-900">Specialization skills</h4>
        {trainer.specializationSkills.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">No skills listed yet.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {trainer.specializationSkills.map((skill) => (
              <li key={skill}>
                <Badge tone="indigo">{skill}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Briefcase aria-hidden="true" className="size-4 text-slate-400" />
          Experience
          {trainer.experiences.length > 0 && (
            <span className="font-normal text-slate-500">
              ({totalYears} year{totalYears === 1 ? '' : 's'} in total)
            </span>
          )}
        </h4>
        {trainer.experiences.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">No experience listed yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {trainer.experiences.map((e, i) => (
              <li key={`${e.title}-${i}`} className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">{e.title}</span>
                {e.company && <> at {e.company}</>}
                <span className="text-slate-500">
                  {' '}
                  · {e.years} year{e.years === 1 ? '' : 's'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <GraduationCap aria-hidden="true" className="size-4 text-slate-400" />
          Education
        </h4>
        {trainer.education.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">No education listed yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {trainer.education.map((e, i) => (
              <li key={`${e.degree}-${i}`} className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">{e.degree}</span>, {e.institution}
                {e.yearOfCompletion !== null && (
                  <span className="text-slate-500"> ({e.yearOfCompletion})</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
