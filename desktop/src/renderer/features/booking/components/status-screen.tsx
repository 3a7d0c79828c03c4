import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A whole-screen message with what to do next: Booking Unavailable, Session Expired, Invalid Access. */
export function StatusScreen({
  icon: Icon,
  title,
  message,
  children,
}: {
  icon: LucideIcon;
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-2 text-sm text-slate-600">{message}</div>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** Step 1 / Step 2 above a two-step form. */
export function Steps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Steps">
      {steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className="flex items-center gap-2"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={
                state === 'todo'
                  ? 'inline-flex size-7 items-center justify-center rounded-full bg-slate-100 font-semibold text-slate-600'
                  : 'inline-flex size-7 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white'
              }
            >
              {index + 1}
            </span>
            <span className={state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
