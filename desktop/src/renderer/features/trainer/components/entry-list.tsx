import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { addOnEnter } from './add-on-enter';

/**
 * A fieldset editing a list of entries: the entries (each with an icon, its details and a remove
 * button) or a line saying there are none, then a small form whose fields (`children`) and
 * `addLabel` button add one (`onAdd`; Enter in a one-line field adds too).
 */
export function EntryList<E>({
  legend,
  listLabel,
  emptyText,
  icon: Icon,
  entries,
  onChange,
  entryKey,
  removeLabel,
  renderEntry,
  onAdd,
  addLabel,
  addClassName,
  children,
}: {
  legend: string;
  /** Name of the list of entries. */
  listLabel: string;
  emptyText: string;
  icon: LucideIcon;
  entries: E[];
  /** Given the entries left after a removal. */
  onChange: (entries: E[]) => void;
  /** A key for the entry (its index is appended). */
  entryKey: (entry: E) => string;
  removeLabel: (entry: E) => string;
  /** The entry's details. */
  renderEntry: (entry: E) => ReactNode;
  onAdd: () => void;
  addLabel: string;
  /** Classes of the box around the add button (its place in the form's grid). */
  addClassName: string;
  /** The form's fields. */
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">{legend}</legend>
      {entries.length > 0 ? (
        <ul aria-label={listLabel} className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {entries.map((entry, index) => (
            <li key={`${entryKey(entry)}-${index}`} className="flex items-start gap-3 p-3">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1 text-sm">{renderEntry(entry)}</div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={removeLabel(entry)}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
                className="size-8 shrink-0 px-0 text-slate-500 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{emptyText}</p>
      )}
      <div
        onKeyDown={(event) => addOnEnter(event, onAdd)}
        className="grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2"
      >
        {children}
        <div className={addClassName}>
          <Button variant="secondary" onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
