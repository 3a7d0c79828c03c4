import { INTERVIEW_QUESTION_TYPE_LABELS, interviewScoreTone } from '@launchpad/shared';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import {
  CODE_METRIC_GROUPS,
  toneClasses,
  type CodeMetricGroup,
  type DetailedLists,
  type QuestionFeedbackView,
} from '../lib/feedback';

export interface QuestionFeedbackItem {
  questionId: string;
  question: string;
  type: string;
  answerMode: string;
  skipped: boolean;
  feedback: QuestionFeedbackView;
}

const GROUP_TITLES: Record<CodeMetricGroup, string> = {
  codeMetrics: 'Code',
  algorithmicThinking: 'Algorithmic thinking',
  codeQuality: 'Code quality',
};

/** camelCase → "Camel case". */
const words = (key: string) => {
  const spaced = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function List({ title, items, tone }: { title: string; items: string[]; tone: 'good' | 'work' }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className={cn('text-sm font-semibold', tone === 'good' ? 'text-emerald-800' : 'text-amber-800')}>
        {title}
      </h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function CodeDetails({
  code,
  shown,
}: {
  code: NonNullable<QuestionFeedbackView['code']>;
  /** Points already listed as strengths or improvements: not repeated below the metrics. */
  shown: ReadonlySet<string>;
}) {
  const fresh = (lists: DetailedLists) =>
    [...lists.technical, ...lists.algorithmic, ...lists.implementation].filter((item) => !shown.has(item));
  return (
    <div className="space-y-4">
      {code.testsTotal !== undefined && (
        <p className="text-sm font-medium text-slate-800" data-testid="tests-passed">
          Hidden tests passed: {code.testsPassed ?? 0} of {code.testsTotal}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {(Object.keys(CODE_METRIC_GROUPS) as CodeMetricGroup[]).map((group) => (
          <div key={group}>
            <h4 className="text-sm font-semibold text-slate-800">{GROUP_TITLES[group]}</h4>
            <dl className="mt-1 space-y-1">
              {Object.entries(code.groups[group]).map(([field, value]) => (
                <div key={field} className="flex items-center gap-2 text-xs">
                  <dt className="w-32 shrink-0 text-slate-600">{words(field)}</dt>
                  <dd className="flex flex-1 items-center gap-2">
                    <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                      <span
                        className="block h-full rounded-full bg-indigo-500"
                        style={{ width: `${Math.min(100, Math.max(0, value * 10))}%` }}
                      />
                    </span>
                    <span className="w-8 text-right tabular-nums text-slate-700">{value}/10</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <List title="What worked" tone="good" items={fresh(code.strengthsDetailed)} />
        <List title="To improve in the code" tone="work" items={fresh(code.improvementsDetailed)} />
      </div>
    </div>
  );
}

/** Per-question feedback (§2.2): one expandable entry per question, its score in the §9 colour. */
export function QuestionFeedbackList({ items }: { items: readonly QuestionFeedbackItem[] }) {
  return (
    <section
      aria-labelledby="questions-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
        Question by question
      </h2>
      <ol className="mt-4 space-y-3">
        {items.map((item, index) => {
          const f = item.feedback;
          const tone = toneClasses[interviewScoreTone(item.skipped ? 0 : f.score)];
          return (
            <li key={item.questionId}>
              <details className="group rounded-xl ring-1 ring-slate-200 open:bg-slate-50/60">
                <summary className="flex cursor-pointer items-start gap-3 p-4">
                  <span className={cn('w-12 shrink-0 text-xl font-bold tabular-nums', tone.text)}>
                    {item.skipped ? 0 : Math.round(f.score)}
                  </span>
                  <span className="flex-1">
                    <span className="flex flex-wrap gap-1.5">
                      <Badge tone="indigo">
                        {INTERVIEW_QUESTION_TYPE_LABELS[
                          item.type as keyof typeof INTERVIEW_QUESTION_TYPE_LABELS
                        ] ?? item.type}
                      </Badge>
                      <Badge tone={item.skipped ? 'amber' : 'slate'}>
                        {item.skipped ? 'Skipped' : item.answerMode}
                      </Badge>
                    </span>
                    <span className="mt-1 block text-sm font-medium text-slate-900">
                      <span className="text-slate-500">{index + 1}. </span>
                      <span>{item.question}</span>
                    </span>
                  </span>
                </summary>
                <div className="space-y-4 border-t border-slate-200 p-4">
                  {f.detailedAnalysis && <p className="text-sm text-slate-700">{f.detailedAnalysis}</p>}
                  {!item.skipped && (
                    <dl className="grid grid-cols-3 gap-2 text-center text-xs">
                      {(
                        [
                          ['Clarity', f.communicationClarity],
                          ['Accuracy', f.technicalAccuracy],
                          ['Relevance', f.questionRelevance],
                        ] as const
                      ).map(([label, value]) => (
                        <div key={label} className="rounded-lg bg-white p-2 ring-1 ring-slate-200">
                          <dt className="text-slate-500">{label}</dt>
                          <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}/10</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  <div className="grid gap-3 sm:grid-cols-2">
                    <List title="Strengths" tone="good" items={f.strengths} />
                    <List title="To improve" tone="work" items={f.improvements} />
                  </div>
                  {f.code && (
                    <CodeDetails code={f.code} shown={new Set([...f.strengths, ...f.improvements])} />
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
