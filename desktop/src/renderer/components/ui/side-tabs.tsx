import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useRovingTabs } from './use-roving-tabs';

export interface SideTabItem<V extends string> {
  value: V;
  label: string;
  icon?: LucideIcon;
}

/** Where the tab list stands in a column beside the panel (Tailwind's `md`). */
const SIDE_LAYOUT_QUERY = '(min-width: 768px)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/**
 * Tabs after the WAI-ARIA pattern, laid out as a side menu: a vertical list beside the panel on
 * wide screens, a horizontally scrolling strip above it on narrow ones. All four arrow keys move
 * (the layout changes with the width), Home and End jump; selection follows focus. One tabpanel
 * holds the selected tab's content (`children`).
 */
export function SideTabs<V extends string>({
  label,
  items,
  value,
  onValueChange,
  children,
}: {
  /** Name of the tab list. */
  label: string;
  items: readonly SideTabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  children: ReactNode;
}) {
  const vertical = useMediaQuery(SIDE_LAYOUT_QUERY);
  // Move from the focused tab: the selection may lag a quick second key press (it goes through the URL).
  const { tabRefs, selectedIndex, onKeyDown, tabProps, panelProps } = useRovingTabs({
    items,
    value,
    onValueChange,
    arrows: 'both',
    moveFrom: 'focused',
  });

  // On the narrow strip, keep the selected tab in view (it may start off-screen, e.g. from ?tab=).
  useEffect(() => {
    tabRefs.current[selectedIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tabRefs, selectedIndex]);

  return (
    <div className="md:grid md:grid-cols-[13.5rem_minmax(0,1fr)] md:items-start md:gap-8">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={vertical ? 'vertical' : 'horizontal'}
        onKeyDown={onKeyDown}
        className={cn(
          '-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:-mx-6 sm:px-6',
          'md:sticky md:top-24 md:mx-0 md:flex-col md:overflow-visible md:rounded-2xl md:bg-white md:p-2 md:shadow-sm md:ring-1 md:ring-slate-200',
        )}
      >
        {items.map((item, index) => {
          const selected = item.value === value;
          const Icon = item.icon;
          return (
            <button
              key={item.value}
              {...tabProps(item.value, index)}
              className={cn(
                'inline-flex shrink-0 items-center gap-2.5 rounded-lg px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors md:w-full md:py-2.5',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                selected
                  ? 'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-200 md:ring-0'
                  : 'bg-white text-slate-600 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-slate-900 md:bg-transparent md:ring-0',
              )}
            >
              {Icon && (
                <Icon
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', selected ? 'text-indigo-600' : 'text-slate-500')}
                />
              )}
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        {...panelProps}
        className="mt-6 min-w-0 rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-4 focus-visible:ring-offset-slate-50 md:mt-0"
      >
        {children}
      </div>
    </div>
  );
}
