import { UI_MESSAGES } from '@launchpad/shared';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isDesktopApp } from '../../lib/platform';
import { Button, buttonClasses } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** Shown while the session is being checked. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-slate-500">
      <Spinner className="size-6 text-indigo-600" />
      <span className="text-sm">{label}…</span>
    </div>
  );
}

/** Shown when the session could not be checked (the API is unreachable or failing). */
export function SessionCheckError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <WifiOff aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-lg font-semibold text-slate-900">{UI_MESSAGES.sessionCheckFailed}</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <Button className="mt-6" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
        {isDesktopApp() && (
          // In the desktop app the server may simply be the wrong one.
          <Link
            to={paths.desktopSettings}
            className={buttonClasses({ variant: 'link', className: 'mt-4 block' })}
          >
            Change the server
          </Link>
        )}
      </div>
    </div>
  );
}
