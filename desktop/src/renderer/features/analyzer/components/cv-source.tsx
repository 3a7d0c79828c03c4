import { ANALYSIS_MESSAGES as M, PROFILE_MESSAGES, type TCvInfo } from '@launchpad/shared';
import { FileText, RefreshCw, TriangleAlert, X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FileDrop, HiddenFileInput } from '../../../components/ui/file-drop';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { CV_ACCEPT, formatFileSize } from '../../../lib/cv-file';
import { formatDate } from '../../../lib/format';

export const RESUME_INPUT_LABEL = 'Resume PDF';

export interface CvSourceProps {
  /** The profile CV check: pending, failed, or its answer (null: none on file). */
  profileCv: { isPending: boolean; isError: boolean; data: TCvInfo | null | undefined; refetch: () => void };
  source: 'profile' | 'upload';
  file: File | null;
  /** What is wrong with the last file offered (PDF only, size, none selected). */
  fileProblem: string | null;
  disabled?: boolean;
  onSourceChange: (source: 'profile' | 'upload') => void;
  onFile: (file: File | undefined) => void;
  onRemoveFile: () => void;
}

/**
 * The CV to analyse (spec §2): the profile CV by default when there is one that can be read, else a
 * PDF uploaded here by drag and drop or the file picker.
 */
export function CvSource({
  profileCv,
  source,
  file,
  fileProblem,
  disabled = false,
  onSourceChange,
  onFile,
  onRemoveFile,
}: CvSourceProps) {
  const name = useId();

  if (profileCv.isPending) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200"
      >
        <Spinner className="size-4 text-indigo-600" />
        {M.checkingCv}…
      </div>
    );
  }

  const cv = profileCv.data ?? null;
  const usable = cv !== null && cv.hasText;

  const upload = <UploadArea file={file} disabled={disabled} onFile={onFile} onRemoveFile={onRemoveFile} />;

  return (
    <div className="space-y-3">
      {profileCv.isError && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
          <span className="min-w-0 flex-1">{PROFILE_MESSAGES.fetchCvFailed}</span>
          <Button variant="ghost" size="sm" onClick={profileCv.refetch} className="-my-1 text-amber-900">
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      )}

      {cv && !cv.hasText && (
        <div className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <p className="min-w-0">
            Your profile CV <span className="font-medium break-all">{cv.fileName}</span> cannot be used.{' '}
            {M.cvHasNoText}
          </p>
        </div>
      )}

      {usable ? (
        <fieldset className="space-y-2" disabled={disabled}>
          <legend className="sr-only">CV source</legend>
          <SourceOption
            name={name}
            checked={source === 'profile'}
            onSelect={() => onSourceChange('profile')}
            label={
              <>
                Use my profile CV: <span className="break-words">{cv.fileName}</span>
              </>
            }
            detail={`${formatFileSize(cv.fileSize)}, uploaded ${formatDate(cv.uploadedAt)}`}
          />
          <SourceOption
            name={name}
            checked={source === 'upload'}
            onSelect={() => onSourceChange('upload')}
            label="Upload a new PDF"
            detail="Analyse another CV without changing your profile"
          />
        </fieldset>
      ) : null}

      {(!usable || source === 'upload') && upload}

      {fileProblem && (
        <p role="alert" className="text-sm text-red-600">
          {fileProblem}
        </p>
      )}
    </div>
  );
}

function SourceOption({
  name,
  checked,
  onSelect,
  label,
  detail,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  detail: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
        checked ? 'bg-indigo-50 ring-indigo-300' : 'bg-white ring-slate-200 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus:outline-none"
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500">{detail}</span>
      </span>
    </label>
  );
}

function UploadArea({
  file,
  disabled,
  onFile,
  onRemoveFile,
}: {
  file: File | null;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
  onRemoveFile: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  if (!file) {
    return (
      <FileDrop
        inputLabel={RESUME_INPUT_LABEL}
        accept={CV_ACCEPT}
        buttonLabel="Choose PDF"
        title="Drag and drop your CV here, or choose a file"
        hint={M.pdfHint}
        disabled={disabled}
        onFile={onFile}
      />
    );
  }
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-600 ring-1 ring-red-100">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-all text-slate-900">{file.name}</p>
          <p className="text-xs text-slate-500">{formatFileSize(file.size)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemoveFile}
          disabled={disabled}
          aria-label={`Remove ${file.name}`}
          className="-mt-1 -mr-1 size-8 px-0"
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
          Choose another PDF
        </Button>
        <span className="text-xs text-slate-500">{M.pdfHint}</span>
      </div>
      <HiddenFileInput
        ref={input}
        label={RESUME_INPUT_LABEL}
        accept={CV_ACCEPT}
        disabled={disabled}
        onFile={onFile}
      />
    </div>
  );
}
