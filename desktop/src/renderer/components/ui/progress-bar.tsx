import { cn } from '../../lib/cn';

/**
 * A determinate progress bar (role=progressbar with aria-valuenow 0–100). `label` names it for
 * assistive technology; `showValue` prints the percentage beside the bar.
 */
export function ProgressBar({
  value,
  label,
  showValue = true,
  className,
}: {
  value: number;
  label: string;
  showValue?: boolean;
  className?: string;
}) {
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-200 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      {showValue && (
        <span aria-hidden="true" className="w-10 text-right text-sm font-medium text-slate-700 tabular-nums">
          {percent}%
        </span>
      )}
    </div>
  );
}
