import { useState } from 'react';
import { TRAINER_MESSAGES as M } from '@launchpad/shared';
import { GraduationCap } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field';
import { EntryList } from './entry-list';

export interface EducationEntry {
  degree: string;
  institution: string;
  yearOfCompletion: number | null;
}

/** A year as typed: blank is null (part 1 §5); undefined when it is not a plausible year. */
export function parseYearOfCompletion(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const year = Number(text);
  return Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined;
}

/** Education: degree and institution (both required) and the year; each entry removable. */
export function EducationEditor({
  value,
  onChange,
}: {
  value: EducationEntry[];
  onChange: (entries: EducationEntry[]) => void;
}) {
  const [degree, setDegree] = useState('');
  const [institution, setInstitution] = useState('');
  const [year, setYear] = useState('');
  const [error, setError] = useState<{ field: 'degree' | 'institution' | 'year'; message: string }>();

  const add = () => {
    if (!degree.trim()) return setError({ field: 'degree', message: M.educationIncomplete });
    if (!institution.trim()) return setError({ field: 'institution', message: M.educationIncomplete });
    const yearOfCompletion = parseYearOfCompletion(year);
    if (yearOfCompletion === undefined) return setError({ field: 'year', message: M.invalidYear });
    onChange([...value, { degree: degree.trim(), institution: institution.trim(), yearOfCompletion }]);
    setDegree('');
    setInstitution('');
    setYear('');
    setError(undefined);
  };

  const errorFor = (field: 'degree' | 'institution' | 'year') =>
    error?.field === field ? error.message : undefined;

  return (
    <EntryList
      legend="Education"
      listLabel="Your education"
      emptyText="No education added yet."
      icon={GraduationCap}
      entries={value}
      onChange={onChange}
      entryKey={(entry) => entry.degree}
      removeLabel={(entry) => `Remove education ${entry.degree}`}
      renderEntry={(entry) => (
        <>
          <p className="font-medium break-words text-slate-900">{entry.degree}</p>
          <p className="break-words text-slate-600">
            {entry.institution}
            {entry.yearOfCompletion !== null && ` · ${entry.yearOfCompletion}`}
          </p>
        </>
      )}
      onAdd={add}
      addLabel="Add education"
      addClassName="flex items-end"
    >
      <TextField
        label="Degree"
        placeholder="e.g. BSc in Computer Science"
        maxLength={150}
        value={degree}
        error={errorFor('degree')}
        onChange={(event) => {
          setDegree(event.target.value);
          setError(undefined);
        }}
      />
      <TextField
        label="Institution"
        placeholder="e.g. University of Moratuwa"
        maxLength={150}
        value={institution}
        error={errorFor('institution')}
        onChange={(event) => {
          setInstitution(event.target.value);
          setError(undefined);
        }}
      />
      <TextField
        label="Year of completion"
        type="number"
        inputMode="numeric"
        min={1900}
        max={2100}
        step={1}
        placeholder="e.g. 2021"
        value={year}
        error={errorFor('year')}
        onChange={(event) => {
          setYear(event.target.value);
          setError(undefined);
        }}
      />
    </EntryList>
  );
}
