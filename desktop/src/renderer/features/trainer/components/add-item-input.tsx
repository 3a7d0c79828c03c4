import { useId, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { fieldInputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

/**
 * A labelled one-line input with an add button beside it, and a status line under it for a note
 * (e.g. "already added"). Enter in the input adds instead of submitting the form around it.
 */
export function AddItemInput({
  label,
  value,
  onValueChange,
  onAdd,
  addLabel,
  note,
  describedByNote,
  maxLength,
  placeholder,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onAdd: () => void;
  addLabel: string;
  note: string | undefined;
  /** Whether the input names the status line as its description always, or only while a note shows. */
  describedByNote: 'always' | 'with-note';
  maxLength: number;
  placeholder: string;
}) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const noteId = `${baseId}-note`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // adds the item instead of submitting the whole form
      onAdd();
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={describedByNote === 'always' || note ? noteId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={fieldInputClasses(false, 'min-w-0 flex-1')}
        />
        <Button variant="secondary" className="h-11 shrink-0" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
      <p id={noteId} role="status" className={cn('text-xs text-slate-600', note && 'mt-1.5')}>
        {note}
      </p>
    </div>
  );
}
