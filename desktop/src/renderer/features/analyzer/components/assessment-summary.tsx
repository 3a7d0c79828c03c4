import {
  proficiencyBand,
  RECOMMENDATIONS_KEPT,
  scoreBand,
  SWOT_ITEMS_SHOWN,
  TOP_TECHNOLOGIES_PREVIEW,
  type TSkillsAssessment,
} from '@launchpad/shared';
import { CircleCheck, Lightbulb, ShieldAlert, Sparkles, Target, TrendingDown } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';

/** Score bands (spec §9: 90, 70, 50). */
const bandStyle: Record<ReturnType<typeof scoreBand>, { text: string; tone: BadgeTone; label: string }> = {
  excellent: { text: 'text-emerald-600', tone: 'green', label: 'Excellent' },
  good: { text: 'text-blue-600', tone: 'blue', label: 'Good' },
  fair: { text: 'text-amber-600', tone: 'amber', label: 'Fair' },
  low: { text: 'text-slate-600', tone: 'slate', label: 'Getting started' },
};

const swot: {
  key: 'strengths' | 'weaknesses' | 'opportunities' | 'threats';
  title: string;
  icon: LucideIcon;
  classes: string;
}[] = [
  {
    key: 'strengths',
    title: 'Strengths',
    icon: Sparkles,
    classes: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  },
  {
    key: 'weaknesses',
    title: 'Weaknesses',
    icon: TrendingDown,
    classes: 'bg-amber-50 text-amber-800 ring-amber-200',
  },
  {
    key: 'opportunities',
    title: 'Opportunities',
    icon: Target,
    classes: 'bg-blue-50 text-blue-700 ring-blue-200',
  },
  { key: 'threats', title: 'Threats', icon: ShieldAlert, classes: 'bg-red-50 text-red-700 ring-red-200' },
];

/**
 * A saved skills assessment (spec §2 success screen): overall score and level, the top skills, the
 * four SWOT lists (3 items each) and the recommendations (5), then the actions given.
 */
export function AssessmentSummary({
  assessment,
  notice,
  actions,
}: {
  assessment: TSkillsAssessment;
  /** E.g. the 'Skill assessments saved successfully!' status. */
  notice?: ReactNode;
  actions: ReactNode;
}) {
  const id = useId();
  const score = Math.round(assessment.overallScore);
  const band = bandStyle[scoreBand(score)];
  const topSkills = [...assessment.skills]
    .sort((a, b) => b.proficiencyLevel - a.proficiencyLevel)
    .slice(0, TOP_TECHNOLOGIES_PREVIEW);
  const recommendations = assessment.recommendations.slice(0, RECOMMENDATIONS_KEPT);

  return (
    <div className="space-y-6">
      {notice}
      <section
        aria-labelledby={`${id}-assessment-score-title`}
        className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 md:grid-cols-[auto_minmax(0,1fr)]"
      >
        <div className="flex items-center gap-4 md:flex-col md:items-start md:gap-1 md:border-r md:border-slate-100 md:pr-8">
          <h2 id={`${id}-assessment-score-title`} className="text-sm font-medium text-slate-500">
            Overall score
          </h2>
          <p className={cn('text-4xl font-bold tabular-nums', band.text)}>{score}%</p>
          <div className="flex flex-wrap gap-2">
            <Badge tone="indigo">{assessment.level}</Badge>
            <Badge tone={band.tone}>{band.label}</Badge>
          </div>
          {assessment.jobWeightedScore !== score && (
            <p className="text-xs text-slate-600">
              For your analysed jobs:{' '}
              <span className="font-semibold tabular-nums">{assessment.jobWeightedScore}%</span>
            </p>
          )}
          <p className="hidden text-xs text-slate-500 md:block">
            {assessment.assessmentType}, {formatDate(assessment.completedAt)}
          </p>
        </div>
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">Top skills</h3>
          {topSkills.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">No skills rated.</p>
          ) : (
            <ol className="mt-3 space-y-2.5">
              {topSkills.map((skill) => (
                <li key={`${skill.category}-${skill.name}`} className="text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate font-medium text-slate-800">{skill.name}</span>
                    <span className="shrink-0 text-slate-500 tabular-nums">
                      {skill.proficiencyLevel}/10 · {proficiencyBand(skill.proficiencyLevel)}
                    </span>
                  </div>
                  <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
                    <div
                      className="h-full rounded-full bg-indigo-500"
                      style={{ width: `${skill.proficiencyLevel * 10}%` }}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>

      <section aria-labelledby={`${id}-swot-title`}>
        <h2 id={`${id}-swot-title`} className="mb-3 text-lg font-semibold text-slate-900">
          SWOT analysis
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {swot.map(({ key, title, icon: Icon, classes }) => {
            const items = assessment[key].slice(0, SWOT_ITEMS_SHOWN);
            return (
              <section
                key={key}
                aria-label={title}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <span
                    className={cn(
                      'inline-flex size-7 items-center justify-center rounded-lg ring-1',
                      classes,
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  {title}
                </h3>
                {items.length === 0 ? (
                  <p className="mt-3 text-sm text-slate-500 italic">Nothing to note.</p>
                ) : (
                  <ul className="mt-3 space-y-2 text-sm text-slate-700">
                    {items.map((item, index) => (
                      <li key={index} className="flex gap-2">
                        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-300" />
                        <span className="min-w-0 break-words">{item}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </section>

      {recommendations.length > 0 && (
        <section
          aria-labelledby={`${id}-recommendations-title`}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2
            id={`${id}-recommendations-title`}
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Lightbulb aria-hidden="true" className="size-5 text-indigo-600" />
            Recommendations
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700 marker:text-slate-400">
            {recommendations.map((item, index) => (
              <li key={index} className="pl-1 break-words">
                {item}
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>
    </div>
  );
}
