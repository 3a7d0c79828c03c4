import { TRAINER_MESSAGES } from '@launchpad/shared';
import { useState } from 'react';
import { X } from 'lucide-react';
import { AddItemInput } from './add-item-input';

/**
 * Adds `skill` to `skills` unless it is blank or already there (ignoring case); null when nothing is
 * added (part 1 §5).
 */
export function withSkill(skills: readonly string[], skill: string): string[] | null {
  const trimmed = skill.trim();
  if (!trimmed) return null;
  if (skills.some((existing) => existing.toLowerCase() === trimmed.toLowerCase())) return null;
  return [...skills, trimmed];
}

/** Specialization skills: type one and 'Add skill' (or Enter); each chip can be removed. */
export function SkillsEditor({ value, onChange }: { value: string[]; onChange: (skills: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string>();

  const add = () => {
    if (!draft.trim()) return;
    const next = withSkill(value, draft);
    if (!next) {
      setNote(TRAINER_MESSAGES.skillAlreadyAdded);
      return;
    }
    onChange(next);
    setDraft('');
    setNote(undefined);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">Specialization skills</legend>
      {value.length > 0 ? (
        <ul aria-label="Your skills" className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex h-8 items-center gap-1 rounded-full bg-indigo-50 pr-1 pl-3 text-sm font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset"
            >
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(value.filter((existing) => existing !== skill))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-indigo-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No skills added yet.</p>
      )}
      <AddItemInput
        label="Skill"
        value={draft}
        onValueChange={(text) => {
          setDraft(text);
          setNote(undefined);
        }}
        onAdd={add}
        addLabel="Add skill"
        note={note}
        describedByNote="always"
        maxLength={60}
        placeholder="e.g. React"
      />
    </fieldset>
  );
}
