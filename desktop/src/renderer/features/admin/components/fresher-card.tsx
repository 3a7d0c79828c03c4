import { ADMIN_TOP_SKILLS } from '@launchpad/shared';
import { formatDateTime } from '../../../lib/format';
import type { AdminFresher } from '../api/types';
import { CardPanel } from './card-panel';
import { PersonCardHeader } from './person-card-header';

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
    <article
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-label={fresher.name}
    >
      <PersonCardHeader
        name={fresher.name}
        email={fresher.email}
        phone={fresher.phoneNumber}
        joinedAt={fresher.createdAt}
        avatarClassName="bg-indigo-100 text-indigo-700"
        deleting={deleting}
        onDelete={onDelete}
      />

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <CardPanel
          title="Skills Assessment"
          empty={skills.hasAssessment ? null : 'No assessment yet'}
          action={{ label: 'View skills details', onClick: onSkills }}
        >
          <p className="mt-1 text-slate-600">
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
        </CardPanel>
        <CardPanel
          title="Interview Score"
          empty={interview.hasInterview ? null : 'No interview yet'}
          action={{ label: 'View interview details', onClick: onInterview }}
        >
          <p className="mt-1 text-slate-600">
            {interview.overallScore}/100 · {interview.readinessLevel}
          </p>
        </CardPanel>
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
