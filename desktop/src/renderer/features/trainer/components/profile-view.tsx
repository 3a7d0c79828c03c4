import type { ReactNode } from 'react';
import type { TTrainerProfile } from '@launchpad/shared';
import { BriefcaseBusiness, GraduationCap, Pencil } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatHours, formatJoinDate, formatRating, formatReviewCount } from '../format';
import { yearsLabel } from './experience-editor';

const cardClasses = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}

/** The trainer's profile as saved, with 'Edit Profile'. */
export function ProfileView({ profile, onEdit }: { profile: TTrainerProfile; onEdit: () => void }) {
  return (
    <div className="grid gap-4 lg:grid-cols-5">
      <div className="space-y-4 lg:col-span-2">
        <section aria-labelledby="trainer-details-title" className={cardClasses}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="trainer-details-title" className="text-base font-semibold text-slate-900">
              Personal details
            </h2>
            <Button id="trainer-edit-profile" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-3.5" />
              Edit Profile
            </Button>
          </div>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            <Row term="Name">{profile.name}</Row>
            <Row term="Email">{profile.email}</Row>
            <Row term="Contact">{profile.contact || 'Not given'}</Row>
            <Row
              term={
                <>
                  Trainer ID <span className="text-xs text-slate-500">(read-only)</span>
                </>
              }
            >
              {profile.trainerId}
            </Row>
            <Row term="Address">{profile.address || 'Not given'}</Row>
            <Row term="Joined">{formatJoinDate(profile.joinDate)}</Row>
          </dl>
        </section>

        <section aria-labelledby="trainer-totals-title" className={cardClasses}>
          <h2 id="trainer-totals-title" className="text-base font-semibold text-slate-900">
            Teaching summary
          </h2>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            <Row term="Trainings">{profile.trainingPrograms.length}</Row>
            <Row term="Total students">{profile.totalStudents}</Row>
            <Row term="Total hours">{formatHours(profile.totalHours)}</Row>
            <Row term="Rating">
              {formatRating(profile.ratings.average)}{' '}
              <span className="font-normal text-slate-500">
                ({formatReviewCount(profile.ratings.totalRatings)})
              </span>
            </Row>
          </dl>
        </section>
      </div>

      <div className="space-y-4 lg:col-span-3">
        <section aria-labelledby="trainer-skills-title" className={cardClasses}>
          <h2 id="trainer-skills-title" className="text-base font-semibold text-slate-900">
            Specialization skills
          </h2>
          <div className="mt-3">
            {profile.specializationSkills.length > 0 ? (
              <ul aria-label="Skills" className="flex flex-wrap gap-2">
                {profile.specializationSkills.map((skill) => (
                  <li key={skill}>
                    <Badge tone="indigo">{skill}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>No skills added yet.</Empty>
            )}
          </div>
        </section>

        <section aria-labelledby="trainer-experience-title" className={cardClasses}>
          <h2 id="trainer-experience-title" className="text-base font-semibold text-slate-900">
            Experience
          </h2>
          <div className="mt-3">
            {profile.experiences.length > 0 ? (
              <ul className="space-y-4">
                {profile.experiences.map((entry, index) => (
                  <li key={`${entry.title}-${index}`} className="flex gap-3">
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                      <BriefcaseBusiness aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0 text-sm">
                      <p className="font-semibold break-words text-slate-900">{entry.title}</p>
                      <p className="break-words text-slate-600">
                        {[entry.company, yearsLabel(entry.years)].filter(Boolean).join(' · ')}
                      </p>
                      {entry.description && (
                        <p className="mt-1 break-words whitespace-pre-line text-slate-500">
                          {entry.description}
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>No experience added yet.</Empty>
            )}
          </div>
        </section>

        <section aria-labelledby="trainer-education-title" className={cardClasses}>
          <h2 id="trainer-education-title" className="text-base font-semibold text-slate-900">
            Education
          </h2>
          <div className="mt-3">
            {profile.education.length > 0 ? (
              <ul className="space-y-4">
                {profile.education.map((entry, index) => (
                  <li key={`${entry.degree}-${index}`} className="flex gap-3">
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                      <GraduationCap aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0 text-sm">
                      <p className="font-semibold break-words text-slate-900">{entry.degree}</p>
                      <p className="break-words text-slate-600">
                        {entry.institution}
                        {entry.yearOfCompletion !== null && ` · ${entry.yearOfCompletion}`}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>No education added yet.</Empty>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
