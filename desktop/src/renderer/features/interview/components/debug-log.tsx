import type { DebugEntry } from '../lib/debug-log';

/**
 * The interview's debug log (§2.2: the last 50 entries): closed by default, for the curious and for
 * support, never in the way of the interview.
 */
export function DebugLog({ entries }: { entries: readonly DebugEntry[] }) {
  return (
    <details className="rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer font-medium text-slate-600">
        {`Debug log (${entries.length})`}
      </summary>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-500">Nothing logged yet.</p>
      ) : (
        <ol
          aria-label="Debug log entries"
          className="mt-3 max-h-56 space-y-1 overflow-y-auto font-mono text-xs"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="text-slate-700">
              <time className="text-slate-400" dateTime={entry.at}>
                {entry.at.slice(11, 19)}
              </time>{' '}
              {entry.message}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
