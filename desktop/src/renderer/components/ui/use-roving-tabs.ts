import { useId, useRef, type KeyboardEvent } from 'react';

/** Keys that step to the next and previous tab. */
const STEP_KEYS = {
  horizontal: { next: ['ArrowRight'], previous: ['ArrowLeft'] },
  both: { next: ['ArrowDown', 'ArrowRight'], previous: ['ArrowUp', 'ArrowLeft'] },
} as const;

/**
 * The shared wiring of a WAI-ARIA tab list with roving focus: ids tying each tab to the one panel,
 * refs to the tab buttons, and the arrow / Home / End keys, which select as they move focus.
 *
 * - `arrows`: 'horizontal' steps with Left/Right only; 'both' also with Up/Down.
 * - `moveFrom`: 'selected' steps from the selected tab; 'focused' from the focused tab (falling back
 *   to the selected one), for when the selection may lag a quick second key press.
 */
export function useRovingTabs<V extends string>({
  items,
  value,
  onValueChange,
  arrows,
  moveFrom,
}: {
  items: readonly { value: V }[];
  value: V;
  onValueChange: (value: V) => void;
  arrows: keyof typeof STEP_KEYS;
  moveFrom: 'selected' | 'focused';
}) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = (v: V) => `${baseId}-panel-${v}`;
  const selectedIndex = items.findIndex((item) => item.value === value);

  const startIndex = (event: KeyboardEvent<HTMLDivElement>): number => {
    if (moveFrom === 'selected') return selectedIndex;
    const focused = tabRefs.current.findIndex((element) => element === event.target);
    return focused >= 0 ? focused : Math.max(0, selectedIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: { next: readonly string[]; previous: readonly string[] } = STEP_KEYS[arrows];
    let next: number;
    if (keys.next.includes(event.key)) next = (startIndex(event) + 1) % items.length;
    else if (keys.previous.includes(event.key)) next = (startIndex(event) - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onValueChange(item.value);
    tabRefs.current[next]?.focus();
  };

  /** The props of the tab for `item` at `index` (spread before its own className and content). */
  const tabProps = (item: V, index: number) => {
    const selected = item === value;
    return {
      ref: (element: HTMLButtonElement | null) => {
        tabRefs.current[index] = element;
      },
      type: 'button' as const,
      role: 'tab' as const,
      id: tabId(item),
      'aria-selected': selected,
      'aria-controls': selected ? panelId(item) : undefined,
      tabIndex: selected ? 0 : -1,
      onClick: () => onValueChange(item),
    };
  };

  /** The props of the one tabpanel (spread before its own className and content). */
  const panelProps = {
    role: 'tabpanel' as const,
    id: panelId(value),
    'aria-labelledby': tabId(value),
    tabIndex: 0,
  };

  return { tabRefs, selectedIndex, onKeyDown, tabProps, panelProps };
}
