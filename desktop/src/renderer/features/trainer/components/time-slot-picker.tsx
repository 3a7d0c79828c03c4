import { useId, useState, type Ref } from 'react';
import { SOFT_SKILL_TIME_SLOTS, TRAINER_MESSAGES } from '@launchpad/shared';
import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { AddItemInput } from './add-item-input';

const PRESETS: readonly string[] = SOFT_SKILL_TIME_SLOTS;
const sameSlot = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The time slots of a soft-skills training: the six usual slots as toggle chips, plus any slot the
 * trainer types (added only when non-empty and not already chosen), each removable.
 */
export function TimeSlotPicker({
  value,
  onChange,
  error,
  disabled = false,
  firstChipRef,
}: {
  value: string[];
  onChange: (slots: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** Given the first chip, so a validation error can focus the picker. */
  firstChipRef?: Ref<HTMLButtonElement>;
}) {
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  const errorId = `${baseId}-error`;
  const [custom, setCustom] = useState('');
  const [note, setNote] = useState<string>();

  const isChosen = (slot: string) => value.some((chosen) => sameSlot(chosen, slot));
  const toggle = (slot: string) =>
    onChange(isChosen(slot) ? value.filter((chosen) => !sameSlot(chosen, slot)) : [...value, slot]);
  const customSlots = value.filter((slot) => !PRESETS.some((preset) => sameSlot(preset, slot)));

  const addCustom = () => {
    const slot = custom.trim();
    if (!slot) {
      setNote(undefined);
      return;
    }
    if (isChosen(slot)) {
      setNote(TRAINER_MESSAGES.slotAlreadyChosen);
      return;
    }
    // A typed preset is the same as pressing its chip.
    onChange([...value, PRESETS.find((preset) => sameSlot(preset, slot)) ?? slot]);
    setCustom('');
    setNote(undefined);
  };

  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      className="space-y-3"
      disabled={disabled}
    >
      <legend id={legendId} className="mb-1.5 text-sm font-medium text-slate-700">
        Time slots
      </legend>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((slot, index) => {
          const pressed = isChosen(slot);
          return (
            <button
              key={slot}
              ref={index === 0 ? firstChipRef : undefined}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(slot)}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium ring-1 transition-colors ring-inset',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                pressed
                  ? 'bg-indigo-600 text-white ring-indigo-600 hover:bg-indigo-500'
                  : error
                    ? 'bg-white text-slate-700 ring-red-300 hover:bg-red-50'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {pressed && <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />}
              {slot}
            </button>
          );
        })}
      </div>

      {customSlots.length > 0 && (
        <ul aria-label="Your own time slots" className="flex flex-wrap gap-2">
          {customSlots.map((slot) => (
            <li
              key={slot}
              className="inline-flex h-9 items-center gap-1 rounded-full bg-indigo-600 pr-1 pl-3.5 text-sm font-medium text-white"
            >
              {slot}
              <button
                type="button"
                aria-label={`Remove ${slot}`}
                onClick={() => onChange(value.filter((chosen) => chosen !== slot))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <AddItemInput
        label="Custom time slot"
        value={custom}
        onValueChange={(text) => {
          setCustom(text);
          setNote(undefined);
        }}
        onAdd={addCustom}
        addLabel="Add slot"
        note={note}
        describedByNote="with-note"
        maxLength={40}
        placeholder="e.g. 6-7 PM"
      />

      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
