import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field, useField } from './field';
import { fieldInputClasses } from './text-field';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The options: value and visible label. */
  options: readonly { value: string; label: string }[];
  /** A first, unselectable option shown while nothing is chosen. */
  placeholder?: string;
  id?: string;
}

/** A labelled native select with its hint and error tied to it, styled like TextField. */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const field = useField({ id, hint, error });
  return (
    <Field field={field} label={label} className={className}>
      <div className="relative">
        <select
          {...field.controlProps}
          className={fieldInputClasses(Boolean(error), 'appearance-none pr-9')}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </Field>
  );
}
