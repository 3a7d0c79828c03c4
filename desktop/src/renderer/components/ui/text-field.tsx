import type { ComponentProps, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Field, useField } from './field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Validation message shown under the field and announced with it. */
  error?: string;
  hint?: ReactNode;
  icon?: LucideIcon;
  /** Content at the right edge inside the field (e.g. a show-password button). */
  trailing?: ReactNode;
  id?: string;
}

export function fieldInputClasses(invalid: boolean, className?: string): string {
  return cn(
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-400 transition-colors',
    'focus:outline-none focus:ring-2 focus:ring-offset-0',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
      : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-500/30',
    className,
  );
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  error,
  hint,
  icon: Icon,
  trailing,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const field = useField({ id, hint, error });
  return (
    <Field field={field} label={label} className={className}>
      <div className="relative">
        {Icon && (
          <Icon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
        )}
        <input
          {...field.controlProps}
          className={fieldInputClasses(Boolean(error), cn(Icon && 'pl-9', trailing ? 'pr-11' : undefined))}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
    </Field>
  );
}
