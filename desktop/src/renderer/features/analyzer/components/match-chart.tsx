import type { TAnalysisResult } from '@launchpad/shared';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { matchStyle } from './match-style';

/**
 * The match per job description as horizontal bars (CSS only). Each row says in words what its bar
 * shows, so the chart reads the same without the bars; non-technical roles are greyed and marked.
 */
export function MatchChart({ results }: { results: readonly TAnalysisResult[] }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="space-y-3">
      <figcaption id={titleId} className="text-sm font-semibold text-slate-900">
        Match per job description
      </figcaption>
      <ol className="space-y-3">
        {results.map((result, index) => {
          const percent = Math.max(0, Math.min(100, Math.round(result.matchPercentage)));
          const style = matchStyle(percent);
          return (
            <li key={index}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate text-slate-700">
                  <span className="font-medium text-slate-900">
                    {index + 1}. {result.jobTitle}
                  </span>
                  <span className="text-slate-500"> · {result.company}</span>
                </span>
                <span
                  className={cn(
                    'shrink-0 font-semibold tabular-nums',
                    result.isNonTechRole ? 'text-slate-500' : style.text,
                  )}
                >
                  {percent}%{result.isNonTechRole && <span className="font-normal"> (not counted)</span>}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100">
                <div
                  className={cn(
                    'h-full rounded-full transition-[width] duration-500',
                    result.isNonTechRole ? 'bg-slate-300' : style.bar,
                  )}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
