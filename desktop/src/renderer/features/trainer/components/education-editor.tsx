import { useState } from 'react';
import { TRAINER_MESSAGES as M } from '@launchpad/shared';
import { GraduationCap, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { addOnEnter } from './add-on-enter';
import { TextField } from '../../../components/ui/text-field';

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
    <fieldset className="space-y-4">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">Education</legend>
      {value.length > 0 ? (
        <ul
          aria-label="Your education"
          className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
        >
          {value.map((entry, index) => (
            <li key={`${entry.degree}-${index}`} className="flex items-start gap-3 p-3">
              <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-slate-900">{entry.degree}</p>
                <p className="break-words text-slate-600">
                  {entry.institution}
                  {entry.yearOfCompletion !== null && ` · ${entry.yearOfCompletion}`}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove education ${entry.degree}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                className="size-8 shrink-0 px-0 text-slate-500 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No education added yet.</p>
      )}
      <div
        onKeyDown={(event) => addOnEnter(event, add)}
        className="grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2"
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
        <div className="flex items-end">
          <Button variant="secondary" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add education
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
