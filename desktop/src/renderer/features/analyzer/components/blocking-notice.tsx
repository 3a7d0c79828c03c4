import { ArrowRight, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** A message that stands in for a screen that cannot be used yet, with the way forward. */
export function BlockingNotice({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  /** Defaults to a link to the CV analyzer. */
  action?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-1 ring-amber-100">
        <Info aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <div className="mt-6">
        {action ?? (
          <Link to={paths.cvAnalyzer} className={buttonClasses()}>
            Go to the CV Analyzer
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </div>
  );
}
