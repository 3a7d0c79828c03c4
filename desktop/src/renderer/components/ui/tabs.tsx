import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useRovingTabs } from './use-roving-tabs';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  icon?: LucideIcon;
  /** A small count shown after the label (e.g. the number of reviews). */
  badge?: number;
}

/**
 * Tabs after the WAI-ARIA pattern: a tablist whose tabs move with the arrow keys, Home and End
 * (selecting as they move), and one tabpanel holding the selected tab's content (`children`).
 */
export function Tabs<V extends string>({
  label,
  items,
  value,
  onValueChange,
  children,
}: {
  /** Name of the tab list. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  children: ReactNode;
}) {
  const { onKeyDown, tabProps, panelProps } = useRovingTabs({
    items,
    value,
    onValueChange,
    arrows: 'horizontal',
    moveFrom: 'selected',
  });

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 sm:inline-flex"
      >
        {items.map((item, index) => {
          const selected = item.value === value;
          const Icon = item.icon;
          return (
            <button
              key={item.value}
              {...tabProps(item.value, index)}
              className={cn(
                'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                selected
                  ? 'bg-white text-indigo-700 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
              )}
            >
              {Icon && <Icon aria-hidden="true" className="size-4" />}
              {item.label}
              {item.badge !== undefined && (
                <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-700">
                  {item.badge}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        {...panelProps}
        className="mt-6 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-4 focus-visible:ring-offset-slate-50"
      >
        {children}
      </div>
    </div>
  );
}
