import { useId, type ReactNode } from 'react';
import { CATALOGUE_MESSAGES as C, priceLabel, TRAINING_TYPE_LABELS, type TTraining } from '@launchpad/shared';
import { CalendarDays, Hourglass, Sparkles, Tag, Users, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatStartDate, spotsText } from '../format';

function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-1.5">
      <dt className="flex items-center pt-0.5">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="text-sm break-words text-slate-700">{children}</dd>
    </div>
  );
}

/** One training in the catalogue: every field of part 2 §2.4, with Details and Register. */
export function TrainingCard({
  training,
  recommended = false,
}: {
  training: TTraining;
  recommended?: boolean;
}) {
  const titleId = useId();
  const technical = training.trainingType === 'technical';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1',
        recommended ? 'ring-amber-300' : 'ring-slate-200',
      )}
    >
      {recommended && (
        <p className="flex items-center gap-1.5 bg-gradient-to-r from-amber-400 to-orange-400 px-4 py-1.5 text-xs font-semibold text-white">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {C.recommendedBanner}
        </p>
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {training.title}
          </h3>
          <Badge tone={technical ? 'indigo' : 'violet'}>{TRAINING_TYPE_LABELS[training.trainingType]}</Badge>
        </div>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">
          {training.description.trim() || C.noDescription}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2">
          <Fact icon={Tag} term="Category">
            {training.trainingCategory || '—'}
          </Fact>
          <Fact icon={Hourglass} term="Duration">
            {training.duration || '—'}
          </Fact>
          <Fact icon={CalendarDays} term="Start date">
            {formatStartDate(training.startDate)}
          </Fact>
          <Fact icon={Users} term="Slots">
            {spotsText(training.availableSpots, training.availableSlots)}
          </Fact>
          <Fact icon={Wallet} term="Price">
            <span className="font-semibold text-slate-900">{priceLabel(training.price)}</span>
          </Fact>
        </dl>
        <div className="mt-5 flex gap-2 pt-1 sm:mt-auto sm:pt-5">
          <Link
            to={paths.trainingDetails(training._id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
            aria-label={`Details: ${training.title}`}
          >
            Details
          </Link>
          <Link
            to={paths.trainingBooking(training._id)}
            className={buttonClasses({ size: 'sm', className: 'flex-1' })}
            aria-label={`Register: ${training.title}`}
          >
            Register
          </Link>
        </div>
      </div>
    </article>
  );
}
