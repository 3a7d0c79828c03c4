import { INTERVIEW_DEBUG_LOG_ENTRIES } from '@launchpad/shared';
import { useCallback, useState } from 'react';

export interface DebugEntry {
  id: number;
  at: string;
  message: string;
}

let nextId = 1;

/** Appends `message` and keeps only the last 50 entries (§2.2, §9). */
export function appendEntry(entries: readonly DebugEntry[], message: string, at = new Date()): DebugEntry[] {
  const next = [...entries, { id: nextId++, at: at.toISOString(), message }];
  return next.slice(-INTERVIEW_DEBUG_LOG_ENTRIES);
}

/** The interview's debug log: what happened (calls, recorder, runs), newest last. */
export function useDebugLog() {
  const [entries, setEntries] = useState<DebugEntry[]>([]);
  const log = useCallback((message: string) => setEntries((current) => appendEntry(current, message)), []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, log, clear };
}
