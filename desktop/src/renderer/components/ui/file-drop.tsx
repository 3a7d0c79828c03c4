import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode, type Ref } from 'react';
import { Upload } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/**
 * A visually hidden file input, opened by a visible button (`ref.current.click()`). It keeps its
 * accessible name (`label`) so tests and assistive technology can find it, stays out of the Tab
 * order (the button is the control people use) and is emptied after each pick, so choosing the same
 * file again still reports it.
 */
export function HiddenFileInput({
  ref,
  label,
  accept,
  disabled,
  onFile,
}: {
  ref?: Ref<HTMLInputElement>;
  label: string;
  accept?: string;
  disabled?: boolean;
  /** The chosen file, or undefined when the picker came back empty. */
  onFile: (file: File | undefined) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    onFile(file);
  };
  return (
    <input
      ref={ref}
      type="file"
      aria-label={label}
      accept={accept}
      disabled={disabled}
      tabIndex={-1}
      onChange={onChange}
      className="sr-only"
    />
  );
}

/**
 * A drop zone for one file: drag a file onto it, or use the button to pick one. Whatever arrives
 * (possibly nothing, e.g. dropped text) goes to `onFile`; checking it is the caller's job.
 */
export function FileDrop({
  inputLabel,
  accept,
  buttonLabel,
  title,
  hint,
  disabled = false,
  onFile,
}: {
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  accept?: string;
  buttonLabel: string;
  title: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed; count them to know when the pointer really left.
  const depth = useRef(0);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (disabled) return;
    onFile(event.dataTransfer.files[0]);
  };

  return (
    <div
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50/60',
        disabled && 'opacity-60',
      )}
    >
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-full ring-1 transition-colors',
          dragging ? 'bg-indigo-600 text-white ring-indigo-600' : 'bg-white text-indigo-600 ring-slate-200',
        )}
      >
        <Upload aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-4 text-sm font-medium text-slate-900">{title}</p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <Button
        variant="secondary"
        className="mt-5"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </Button>
      <HiddenFileInput
        ref={inputRef}
        label={inputLabel}
        accept={accept}
        disabled={disabled}
        onFile={onFile}
      />
    </div>
  );
}
