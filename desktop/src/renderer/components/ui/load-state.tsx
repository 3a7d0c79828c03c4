import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { ErrorBanner } from './error-banner';
import { Spinner } from './spinner';

/** Shown while a tab's data loads. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-2xl bg-white py-12 text-sm text-slate-500 ring-1 ring-slate-200"
    >
      <Spinner className="size-5 text-indigo-600" />
      {label}…
    </div>
  );
}

/** A load that failed: the message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBanner
      message={message}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} className="-my-1">
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      }
    />
  );
}
