import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * A titled panel of an admin person card (skills, interview, created trainings): its content and a
 * "View … details" link, or the `empty` line when there is nothing yet.
 */
export function CardPanel({
  title,
  empty = null,
  action,
  className = '',
  children,
}: {
  title: string;
  /** Shown instead of the content and the link; null when there is content. */
  empty?: string | null;
  action: { label: string; onClick: () => void };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200 ${className}`}>
      <h4 className="font-semibold text-slate-800">{title}</h4>
      {empty !== null ? (
        <p className="mt-1 text-slate-500">{empty}</p>
      ) : (
        <>
          {children}
          <Button variant="link" className="mt-2 text-sm" onClick={action.onClick}>
            {action.label}
          </Button>
        </>
      )}
    </section>
  );
}
