import { ADMIN_TOP_SKILLS } from '@launchpad/shared';
import { Mail, Phone, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { AdminFresher } from '../api/types';

/** Part 2 §2.10 fresher card. */
export function FresherCard({
  fresher,
  deleting,
  onDelete,
  onSkills,
  onInterview,
}: {
  fresher: AdminFresher;
  deleting: boolean;
  onDelete: () => void;
  onSkills: () => void;
  onInterview: () => void;
}) {
  const skills = fresher.skillsAssessment;
  const interview = fresher.interviewScore;
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={fresher.name}>
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-lg font-bold text-indigo-700"
        >
          {fresher.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">{fresher.name}</h3>
          <p className="flex items-center gap-1.5 truncate text-sm text-slate-600">
            <Mail aria-hidden="true" className="size-3.5" /> {fresher.email}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Phone aria-hidden="true" className="size-3.5" /> {fresher.phoneNumber || '—'}
          </p>
          <p className="text-xs text-slate-500">Joined {formatDate(fresher.createdAt)}</p>
        </div>
        <Button
          variant="danger"
          size="sm"
          onClick={onDelete}
          busy={deleting}
          aria-label={`Delete ${fresher.name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </header>

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <section className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <h4 className="text-sm font-semibold text-slate-800">Skills Assessment</h4>
          {skills.hasAssessment ? (
            <>
              <p className="mt-1 text-sm text-slate-600">
                Score {skills.overallScore} · {skills.totalSkills} skills · avg{' '}
                {skills.averageProficiency.toFixed(1)}/10
              </p>
              <p className="mt-1 text-xs text-slate-500">
                Top:{' '}
                {skills.topSkills
                  .slice(0, ADMIN_TOP_SKILLS)
                  .map((s) => s.name)
                  .join(', ') || '—'}
              </p>
              <Button variant="link" className="mt-2 text-sm" onClick={onSkills}>
                View skills details
              </Button>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-500">No assessment yet</p>
          )}
        </section>
        <section className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <h4 className="text-sm font-semibold text-slate-800">Interview Score</h4>
          {interview.hasInterview ? (
            <>
              <p className="mt-1 text-sm text-slate-600">
                {interview.overallScore}/100 · {interview.readinessLevel}
              </p>
              <Button variant="link" className="mt-2 text-sm" onClick={onInterview}>
                View interview details
              </Button>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-500">No interview yet</p>
          )}
        </section>
      </div>

      <footer className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <span>
          Resume:{' '}
          <strong className={fresher.hasCV ? 'text-emerald-700' : 'text-slate-500'}>
            {fresher.hasCV ? 'Uploaded' : 'Not Uploaded'}
          </strong>
          {fresher.currentCV && <span className="text-slate-500"> ({fresher.currentCV.fileName})</span>}
        </span>
        <span className="text-slate-500">
          Last active: {fresher.lastActive ? formatDateTime(fresher.lastActive) : 'Never'}
        </span>
      </footer>
    </article>
  );
}
