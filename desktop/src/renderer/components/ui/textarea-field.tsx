import type { ComponentProps, ReactNode } from 'react';
import { Field, useField } from './field';
import { fieldInputClasses } from './text-field';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
}

/** A labelled multi-line input with its hint and error tied to it, styled like TextField. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  const field = useField({ id, hint, error });
  return (
    <Field field={field} label={label} className={className}>
      <textarea
        {...field.controlProps}
        rows={rows}
        className={fieldInputClasses(Boolean(error), 'h-auto min-h-24 resize-y py-2.5 leading-relaxed')}
        {...textareaProps}
      />
    </Field>
  );
}
