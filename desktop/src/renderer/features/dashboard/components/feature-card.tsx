import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';

/**
 * A card for one area of the product. With `to` the whole card is a link; without it the card only
 * says the area is coming.
 */
export function FeatureCard({
  icon: Icon,
  title,
  description,
  to,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  to?: string;
}) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 transition-colors group-hover:bg-indigo-600 group-hover:text-white">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {!to && <Badge tone="amber">Coming soon</Badge>}
      </div>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {to && (
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-indigo-600">
          Open
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      )}
    </>
  );

  const classes =
    'group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
  if (!to) return <div className={classes}>{body}</div>;
  return (
    <Link
      to={to}
      className={`${classes} transition-shadow hover:shadow-md hover:ring-indigo-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500`}
    >
      {body}
    </Link>
  );
}
