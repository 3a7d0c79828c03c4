import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Five stars filled up to `value` (rounded to the nearest half shown as full), read out as text. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${value.toFixed(1)} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </span>
  );
}

/** Picks 1 to 5 stars: a radio group, so it works with the keyboard and is read out. */
export function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Your rating</legend>
      <div className="mt-1.5 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded focus-within:ring-2 focus-within:ring-indigo-500">
            <input
              type="radio"
              name="review-rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={`${n} star${n === 1 ? '' : 's'}`}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                n <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-white text-slate-300 hover:text-amber-300',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
