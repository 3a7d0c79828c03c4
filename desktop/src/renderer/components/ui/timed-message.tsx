import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export interface TimedMessageValue {
  kind: 'success' | 'error';
  text: string;
  /** Something to offer with the message, e.g. an upgrade link. */
  action?: ReactNode;
  /** Changes with every message, so the same text shown twice restarts its timer. */
  key: number;
}

/**
 * A message that hides itself: a success after `successMs`, an error after `errorMs` (the analyzer
 * uses 3 s and 5 s, spec §9). The timer waits while the pointer or focus is on the message (`hold`),
 * so nobody loses a message they are reading.
 */
export function useTimedMessage({ successMs = 3000, errorMs = 5000 } = {}) {
  const [message, setMessage] = useState<TimedMessageValue | null>(null);
  const [held, setHeld] = useState(false);
  const counter = useRef(0);

  useEffect(() => {
    if (!message || held) return;
    const timer = window.setTimeout(() => setMessage(null), message.kind === 'success' ? successMs : errorMs);
    return () => window.clearTimeout(timer);
  }, [message, held, successMs, errorMs]);

  const show = useCallback((kind: TimedMessageValue['kind'], text: string, action?: ReactNode) => {
    counter.current += 1;
    setHeld(false);
    setMessage({ kind, text, action, key: counter.current });
  }, []);
  const success = useCallback((text: string) => show('success', text), [show]);
  const error = useCallback((text: string, action?: ReactNode) => show('error', text, action), [show]);
  const clear = useCallback(() => {
    setHeld(false);
    setMessage(null);
  }, []);

  return { message, success, error, clear, hold: setHeld };
}

/**
 * Where a timed message shows: a polite live region (role=status) for successes, an alert
 * (role=alert) for errors, both with a way to dismiss them.
 */
export function TimedMessage({
  message,
  onDismiss,
  onHold,
  className,
}: {
  message: TimedMessageValue | null;
  onDismiss: () => void;
  onHold?: (held: boolean) => void;
  className?: string;
}) {
  const success = message?.kind === 'success' ? message : null;
  const error = message?.kind === 'error' ? message : null;
  const holdProps = {
    onMouseEnter: () => onHold?.(true),
    onMouseLeave: () => onHold?.(false),
    onFocus: () => onHold?.(true),
    onBlur: () => onHold?.(false),
  };

  const dismiss = (tone: string) => (
    <Button
      variant="ghost"
      size="sm"
      onClick={onDismiss}
      aria-label="Dismiss"
      className={cn('-my-1 -mr-1 size-8 shrink-0 px-0', tone)}
    >
      <X aria-hidden="true" className="size-4" />
    </Button>
  );

  return (
    <div className={message ? className : undefined}>
      <div role="status" aria-live="polite" {...(success ? holdProps : {})}>
        {success && (
          <p
            key={success.key}
            className="flex items-start gap-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800 ring-1 ring-emerald-200"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            <span className="min-w-0 flex-1 break-words">{success.text}</span>
            {success.action}
            {dismiss('text-emerald-700 hover:bg-emerald-100')}
          </p>
        )}
      </div>
      {error && (
        <div
          key={error.key}
          role="alert"
          {...holdProps}
          className="flex items-start gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
          <div className="min-w-0 flex-1 break-words">
            <p>{error.text}</p>
            {error.action && <div className="mt-1.5">{error.action}</div>}
          </div>
          {dismiss('text-red-700 hover:bg-red-100')}
        </div>
      )}
    </div>
  );
}
