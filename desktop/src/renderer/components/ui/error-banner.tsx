import { useEffect, useRef, type ReactNode } from 'react';
import { CircleAlert, X } from 'lucide-react';
import { Button } from './button';

/**
 * An error message across the top of a page (role=alert, so it is announced). Brought into view
 * when it appears or changes, since the action that failed may be further down the page.
 */
export function ErrorBanner({
  message,
  onDismiss,
  action,
}: {
  message: string;
  onDismiss?: () => void;
  /** A control next to the message, e.g. 'Try again'. */
  action?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);

  return (
    <div
      ref={ref}
      role="alert"
      className="flex scroll-mt-24 items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <p className="min-w-0 flex-1 break-words">{message}</p>
      {action}
      {onDismiss && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-my-1 -mr-1 size-8 px-0 text-red-700 hover:bg-red-100"
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      )}
    </div>
  );
}
