import { useState } from 'react';
import { TRAINER_MESSAGES as M } from '@launchpad/shared';
import { BriefcaseBusiness, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { addOnEnter } from './add-on-enter';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';

export interface ExperienceEntry {
  title: string;
  company: string;
  years: number;
  description: string;
}

/** Whole years as typed; blank or unreadable is 0 (part 1 §5). */
export function parseYears(text: string): number {
  const years = Number.parseInt(text, 10);
  return Number.isFinite(years) && years > 0 ? Math.min(years, 80) : 0;
}

export const yearsLabel = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** Experiences: fill title (required), company, years, description and 'Add experience'; each removable. */
export function ExperienceEditor({
  value,
  onChange,
}: {
  value: ExperienceEntry[];
  onChange: (entries: ExperienceEntry[]) => void;
}) {
  const [title, setTitle] = useState('');
  const [company, setCompany] = useState('');
  const [years, setYears] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();

  const add = () => {
    if (!title.trim()) {
      setError(M.experienceTitleRequired);
      return;
    }
    onChange([
      ...value,
      {
        title: title.trim(),
        company: company.trim(),
        years: parseYears(years),
        description: description.trim(),
      },
    ]);
    setTitle('');
    setCompany('');
    setYears('');
    setDescription('');
    setError(undefined);
  };

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">Experience</legend>
      {value.length > 0 ? (
        <ul
          aria-label="Your experience"
          className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
        >
          {value.map((entry, index) => (
            <li key={`${entry.title}-${index}`} className="flex items-start gap-3 p-3">
              <BriefcaseBusiness aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-slate-900">{entry.title}</p>
                <p className="break-words text-slate-600">
                  {[entry.company, yearsLabel(entry.years)].filter(Boolean).join(' · ')}
                </p>
                {entry.description && <p className="mt-1 break-words text-slate-500">{entry.description}</p>}
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove experience ${entry.title}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                className="size-8 shrink-0 px-0 text-slate-500 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No experience added yet.</p>
      )}
      <div
        onKeyDown={(event) => addOnEnter(event, add)}
        className="grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2"
      >
        <TextField
          label="Experience title"
          placeholder="e.g. Senior developer"
          maxLength={120}
          value={title}
          error={error}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
        />
        <TextField
          label="Company"
          placeholder="e.g. WSO2"
          maxLength={120}
          value={company}
          onChange={(event) => setCompany(event.target.value)}
        />
        <TextField
          label="Years"
          type="number"
          inputMode="numeric"
          min={0}
          max={80}
          step={1}
          placeholder="0"
          value={years}
          onChange={(event) => setYears(event.target.value)}
        />
        <TextareaField
          label="Experience description"
          className="sm:col-span-2"
          rows={2}
          maxLength={2000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="sm:col-span-2">
          <Button variant="secondary" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add experience
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
