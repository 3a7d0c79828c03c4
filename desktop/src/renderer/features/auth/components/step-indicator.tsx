import { cn } from '../../../lib/cn';

/** Steps as a segmented progress bar with numbered labels; the current one has aria-current="step". */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Progress" className="mb-6">
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} aria-current={active ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={cn(
                  'block h-1.5 rounded-full transition-colors',
                  done || active ? 'bg-indigo-600' : 'bg-slate-200',
                )}
              />
              <span className="mt-2 block text-xs leading-tight">
                <span
                  className={cn('block font-medium', active || done ? 'text-indigo-600' : 'text-slate-500')}
                >
                  Step {index + 1}
                  <span className="sr-only">
                    {' '}
                    of {steps.length}
                    {done ? ', completed' : active ? ', current' : ''}
                  </span>
                </span>
                <span
                  className={cn('block truncate', active ? 'font-semibold text-slate-900' : 'text-slate-500')}
                >
                  {step}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
