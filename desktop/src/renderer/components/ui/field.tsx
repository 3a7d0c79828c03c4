import { useId, type ReactNode } from 'react';

/**
 * The ids of a labelled control and its hint and error, and the props that tie them to it
 * (aria-invalid, aria-describedby: the error first, then the hint).
 */
export function useField({ id, hint, error }: { id?: string; hint?: ReactNode; error?: string }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return {
    hint,
    error,
    controlId,
    hintId,
    errorId,
    /** Spread on the control, before its own props. */
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}

/** The frame of a form field: its label above the control, then the error or else the hint. */
export function Field({
  field,
  label,
  className,
  children,
}: {
  field: ReturnType<typeof useField>;
  label: string;
  className?: string;
  /** The control (with `field.controlProps`), possibly in a wrapper. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.controlId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {field.error && (
        <p id={field.errorId} className="mt-1.5 text-sm text-red-600">
          {field.error}
        </p>
      )}
      {field.hint && !field.error && (
        <p id={field.hintId} className="mt-1.5 text-xs text-slate-500">
          {field.hint}
        </p>
      )}
    </div>
  );
}
