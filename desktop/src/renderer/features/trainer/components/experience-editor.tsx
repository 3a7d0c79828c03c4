import { useState } from 'react';
import { TRAINER_MESSAGES as M } from '@launchpad/shared';
import { BriefcaseBusiness } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { EntryList } from './entry-list';

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
    <EntryList
      legend="Experience"
      listLabel="Your experience"
      emptyText="No experience added yet."
      icon={BriefcaseBusiness}
      entries={value}
      onChange={onChange}
      entryKey={(entry) => entry.title}
      removeLabel={(entry) => `Remove experience ${entry.title}`}
      renderEntry={(entry) => (
        <>
          <p className="font-medium break-words text-slate-900">{entry.title}</p>
          <p className="break-words text-slate-600">
            {[entry.company, yearsLabel(entry.years)].filter(Boolean).join(' · ')}
          </p>
          {entry.description && <p className="mt-1 break-words text-slate-500">{entry.description}</p>}
        </>
      )}
      onAdd={add}
      addLabel="Add experience"
      addClassName="sm:col-span-2"
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
    </EntryList>
  );
}
