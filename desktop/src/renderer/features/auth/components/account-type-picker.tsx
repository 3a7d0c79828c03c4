import { useId, type ComponentProps } from 'react';
import type { TAccountType } from '@launchpad/shared';
import { Check, GraduationCap, Presentation, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

const options: { value: TAccountType; icon: LucideIcon; title: string; text: string }[] = [
  {
    value: 'Fresher',
    icon: GraduationCap,
    title: 'Fresher',
    text: 'For graduates and job seekers. You complete your profile (CV and extra details) later.',
  },
  {
    value: 'Trainer',
    icon: Presentation,
    title: 'Trainer',
    text: 'For people who run trainings. You complete your profile (skills and experience) later.',
  },
];

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'id'>;

/**
 * The account type as two large cards. They are real radio buttons (arrow keys move between them),
 * each stretched invisibly over its whole card so any click or tap on the card selects it; each
 * card's name is its title and its text is the description.
 */
export function AccountTypePicker({
  selected,
  error,
  inputProps,
}: {
  selected: TAccountType | undefined;
  error?: string;
  inputProps: RadioProps;
}) {
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  const errorId = `${baseId}-error`;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend id={legendId} className="mb-2 text-sm font-medium text-slate-700">
        I am joining as
      </legend>
      <div role="radiogroup" aria-labelledby={legendId} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {options.map(({ value, icon: Icon, title, text }) => {
          const checked = selected === value;
          const titleId = `${baseId}-${value}-title`;
          const textId = `${baseId}-${value}-text`;
          return (
            <label
              key={value}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-xl border-2 bg-white p-4 transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 has-[:focus-visible]:ring-offset-2',
                checked
                  ? 'border-indigo-600 bg-indigo-50/60'
                  : error
                    ? 'border-red-300 hover:border-red-400'
                    : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                value={value}
                aria-labelledby={titleId}
                aria-describedby={[textId, error ? errorId : ''].filter(Boolean).join(' ')}
                aria-invalid={error ? true : undefined}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                {...inputProps}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg',
                  checked ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-600',
                )}
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 pr-5">
                <span id={titleId} className="block font-semibold text-slate-900">
                  {title}
                </span>
                <span id={textId} className="mt-0.5 block text-sm text-slate-600">
                  {text}
                </span>
              </span>
              {checked && (
                <span
                  aria-hidden="true"
                  className="absolute top-3 right-3 inline-flex size-5 items-center justify-center rounded-full bg-indigo-600 text-white"
                >
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
