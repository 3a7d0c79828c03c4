import {
  formatAmount,
  lowSpotsWarning,
  priceInCents,
  trainingFormat,
  TRAINING_TYPE_LABELS,
  type TTraining,
} from '@launchpad/shared';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-500">{term}</dt>
      <dd className="text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The training's price in LKR, or Free (part 2 §2.4). */
export function priceLabel(training: TTraining): string {
  const cents = priceInCents(training.price);
  return cents === null ? training.price : formatAmount(cents);
}

/** The summary side card of booking and payment, with the low-spot warning (part 2 §2.6, §9). */
export function BookingSummary({
  training,
  spotsLeft,
  selectedSlot,
  children,
}: {
  training: TTraining;
  spotsLeft?: number;
  selectedSlot?: string | null;
  children?: ReactNode;
}) {
  const warning = spotsLeft === undefined ? null : lowSpotsWarning(spotsLeft);
  return (
    <aside
      aria-label="Booking summary"
      className="h-fit rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">Summary</h2>
      <p className="mt-3 font-semibold break-words text-slate-900">{training.title}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge tone={training.trainingType === 'technical' ? 'indigo' : 'violet'}>
          {TRAINING_TYPE_LABELS[training.trainingType]}
        </Badge>
        <Badge tone="slate">{trainingFormat(training.trainingType)}</Badge>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
        <Row term="Trainer">{training.trainer.name}</Row>
        {training.startDate ? (
          <Row term="Date">
            {training.startDate}
            {training.startTime && ` ${training.startTime}`}
          </Row>
        ) : (
          <Row term="Time slot">{selectedSlot || 'Choose one'}</Row>
        )}
        {training.duration && <Row term="Duration">{training.duration}</Row>}
        {spotsLeft !== undefined && <Row term="Spots left">{spotsLeft}</Row>}
        <Row term="Total">{priceLabel(training)}</Row>
      </dl>
      {warning && (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-800 ring-1 ring-amber-200"
        >
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          {warning}
        </p>
      )}
      {children}
    </aside>
  );
}
