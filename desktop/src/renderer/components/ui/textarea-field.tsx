import { useId, type ComponentProps, type ReactNode } from 'react';
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
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hintId = hint ? `${textareaId}-hint` : undefined;
  const errorId = error ? `${textareaId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={textareaId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={fieldInputClasses(Boolean(error), 'h-auto min-h-24 resize-y py-2.5 leading-relaxed')}
        {...textareaProps}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
