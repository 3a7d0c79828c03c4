import { Rocket } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The rocket mark and the "Launchpad" word. `tone="light"` for dark or brand backgrounds. */
export function Logo({ tone = 'default', className }: { tone?: 'default' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-xl shadow-sm',
          tone === 'light' ? 'bg-white/15 text-white ring-1 ring-white/25' : 'bg-indigo-600 text-white',
        )}
      >
        <Rocket className="size-5" />
      </span>
      <span
        className={cn('text-lg font-bold tracking-tight', tone === 'light' ? 'text-white' : 'text-slate-900')}
      >
        Launchpad
      </span>
    </span>
  );
}
