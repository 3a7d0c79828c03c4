import {
  ANALYSIS_MESSAGES as M,
  MAX_JOB_DESCRIPTION_CHARS,
  MAX_JOB_DESCRIPTIONS,
  MIN_JOB_DESCRIPTION_CHARS,
} from '@launchpad/shared';
import { Crown, Plus, Trash } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

export const UPGRADE_PATH = `${paths.profileSettings}?tab=subscription`;

/** The character counter under a description: amber while it is under the 50-character minimum. */
export function CharacterCounter({ length }: { length: number }) {
  const short = length < MIN_JOB_DESCRIPTION_CHARS;
  return (
    <span
      data-testid="character-counter"
      className={cn('tabular-nums', short ? 'font-medium text-amber-700' : 'text-slate-500')}
    >
      {length.toLocaleString('en-US')} {length === 1 ? 'character' : 'characters'}
      {short && ` (at least ${MIN_JOB_DESCRIPTION_CHARS})`}
    </span>
  );
}

/**
 * The job description boxes (spec §2, §5): 1 to 5, each with a counter. 'Add job description' is
 * hidden at 5 and, on a plan that allows fewer (basic: 1), replaced by an upgrade hint; 'Remove' is
 * hidden when one box is left.
 */
export function JobDescriptions({
  descriptions,
  maxAllowed,
  disabled = false,
  onChange,
  onAdd,
  onRemove,
}: {
  descriptions: readonly string[];
  /** What the plan allows (basic 1, premium 5). */
  maxAllowed: number;
  disabled?: boolean;
  onChange: (index: number, text: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const count = descriptions.length;
  const atPlanLimit = count >= maxAllowed && maxAllowed < MAX_JOB_DESCRIPTIONS;
  const atMax = count >= MAX_JOB_DESCRIPTIONS;

  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {descriptions.map((text, index) => {
          const label = `Job description ${index + 1}`;
          return (
            <li key={index} className="relative">
              <TextareaField
                label={label}
                value={text}
                rows={6}
                maxLength={MAX_JOB_DESCRIPTION_CHARS}
                disabled={disabled}
                placeholder={
                  index === 0
                    ? 'Paste the job advert: title, company, requirements and nice-to-haves'
                    : 'Paste another job advert to compare'
                }
                onChange={(event) => onChange(index, event.target.value)}
                hint={<CharacterCounter length={text.trim().length} />}
              />
              {count > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                  aria-label={`Remove description ${index + 1}`}
                  className="absolute -top-1.5 right-0 text-red-700 hover:bg-red-50"
                >
                  <Trash aria-hidden="true" className="size-3.5" />
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ol>

      {atPlanLimit ? (
        <p className="flex flex-wrap items-start gap-x-2 gap-y-1 rounded-xl bg-violet-50 p-3 text-sm text-violet-900 ring-1 ring-violet-200">
          <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-600" />
          <span className="min-w-0 flex-1">
            {M.basicOneDescription}{' '}
            <Link
              to={UPGRADE_PATH}
              className="rounded font-semibold text-violet-700 underline underline-offset-2 hover:text-violet-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
            >
              Upgrade to Premium
            </Link>
          </span>
        </p>
      ) : atMax ? (
        <p className="text-sm text-slate-500">{M.maxDescriptions(MAX_JOB_DESCRIPTIONS)}</p>
      ) : (
        <Button variant="secondary" size="sm" disabled={disabled} onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add job description
        </Button>
      )}
    </div>
  );
}
