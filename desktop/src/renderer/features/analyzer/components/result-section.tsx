import { ANALYSIS_MESSAGES as M, type TAnalysisResult } from '@launchpad/shared';
import { BadgeCheck, Check, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { TimedMessage, useTimedMessage } from '../../../components/ui/timed-message';
import { cn } from '../../../lib/cn';
import { matchStyle } from './match-style';

type ResultTab = 'strengths' | 'content' | 'structure' | 'recommendations';
const tabs = [
  { value: 'strengths', label: 'Strengths' },
  { value: 'content', label: 'Content Issues' },
  { value: 'structure', label: 'Structure Issues' },
  { value: 'recommendations', label: 'Recommendations' },
] as const;

function ItemList({ items, empty, tone }: { items: readonly string[]; empty: string; tone: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500 italic">{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2.5 text-sm text-slate-700">
          <span aria-hidden="true" className={cn('mt-2 size-1.5 shrink-0 rounded-full', tone)} />
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}

function TabContent({ tab, result }: { tab: ResultTab; result: TAnalysisResult }) {
  switch (tab) {
    case 'strengths':
      return (
        <ItemList items={result.strengths} empty="No strengths found for this role." tone="bg-emerald-500" />
      );
    case 'content':
      return <ItemList items={result.contentWeaknesses} empty="No content issues found." tone="bg-red-500" />;
    case 'structure':
      return (
        <ItemList items={result.structureWeaknesses} empty="No structure issues found." tone="bg-amber-500" />
      );
    case 'recommendations':
      return (
        <div className="grid gap-5 lg:grid-cols-2">
          <div>
            <h4 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Content</h4>
            <ItemList
              items={result.contentRecommendations}
              empty="No content recommendations."
              tone="bg-indigo-500"
            />
          </div>
          <div>
            <h4 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Structure</h4>
            <ItemList
              items={result.structureRecommendations}
              empty="No structure recommendations."
              tone="bg-indigo-500"
            />
          </div>
        </div>
      );
  }
}

/**
 * One job description's result (spec §2): title, company and match, the non-technical note, four
 * tabs, and Save Analysis, which becomes a disabled 'Analysis Saved' once this result is saved.
 */
export function ResultSection({
  result,
  index,
  saved,
  onSave,
}: {
  result: TAnalysisResult;
  index: number;
  saved: boolean;
  /** Saves this result; resolves with the success message, rejects with the message to show. */
  onSave: () => Promise<string>;
}) {
  const headingId = useId();
  const [tab, setTab] = useState<ResultTab>('strengths');
  const [saving, setSaving] = useState(false);
  const status = useTimedMessage({ successMs: 3000, errorMs: 5000 });
  const percent = Math.round(result.matchPercentage);
  const style = matchStyle(percent);

  const save = () => {
    setSaving(true);
    onSave()
      .then((message) => status.success(message))
      .catch((error: unknown) => status.error(error instanceof Error ? error.message : String(error)))
      .finally(() => setSaving(false));
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`result-${index + 1}`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">
            Job description {index + 1}
          </p>
          <h3 id={headingId} className="mt-1 text-lg font-semibold break-words text-slate-900">
            {result.jobTitle}
          </h3>
          <p className="text-sm text-slate-600">{result.company}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {result.isNonTechRole && <Badge tone="amber">Non-technical role</Badge>}
          <span
            className={cn(
              'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold tabular-nums ring-1 ring-inset',
              style.pill,
            )}
          >
            <span data-testid="match-value">{percent}%</span>&nbsp;match
          </span>
        </div>
      </div>

      {(result.isNonTechRole || result.message) && (
        <div className="mt-3 space-y-1 text-sm text-slate-600">
          {result.isNonTechRole && <p className="text-amber-800">{M.nonTechExcluded}</p>}
          {result.message && <p>{result.message}</p>}
        </div>
      )}

      {/* The four tabs: two by two in a narrow card, one row once the card is wide enough. */}
      <div className="mt-5 @container [&_[role=tablist]]:grid [&_[role=tablist]]:grid-cols-2 @2xl:[&_[role=tablist]]:flex">
        <Tabs label={`Details for ${result.jobTitle}`} items={tabs} value={tab} onValueChange={setTab}>
          <TabContent tab={tab} result={result} />
        </Tabs>
      </div>

      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
        {saved ? (
          <Button variant="secondary" disabled>
            <BadgeCheck aria-hidden="true" className="size-4" />
            Analysis Saved
          </Button>
        ) : (
          <Button variant="secondary" onClick={save} busy={saving} busyText="Saving…">
            <Save aria-hidden="true" className="size-4" />
            Save Analysis
          </Button>
        )}
        <p className="text-xs text-slate-500">
          {saved ? (
            <span className="inline-flex items-center gap-1">
              <Check aria-hidden="true" className="size-3.5" />
              Listed in Profile Settings › Skills Assessment
            </span>
          ) : (
            'Keep this result in your profile.'
          )}
        </p>
      </div>
      <TimedMessage message={status.message} onDismiss={status.clear} onHold={status.hold} className="mt-3" />
    </section>
  );
}
