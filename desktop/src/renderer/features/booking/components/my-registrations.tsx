import {
  formatAmount,
  REGISTRATION_STATUS_LABELS,
  type TRegistration,
  type TRegistrationStatus,
} from '@launchpad/shared';
import { CalendarPlus, Download, Ticket } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useMyRegistrations, useTraining } from '../api/bookings';
import { whenText } from '../state';
import { addToCalendar, downloadReceipt } from './success-page';

const STATUS_TONES: Record<TRegistrationStatus, BadgeTone> = {
  held: 'amber',
  confirmed: 'green',
  expired: 'slate',
  cancelled: 'slate',
};

/** Continues paying for a held seat: the payment page needs the training in hand. */
function ContinuePayment({ registration }: { registration: TRegistration }) {
  const navigate = useNavigate();
  const training = useTraining(registration.trainingId);
  return (
    <Button
      size="sm"
      disabled={!training.data}
      onClick={() =>
        training.data &&
        void navigate(paths.trainingPayment(registration.trainingId), {
          state: { training: training.data, registration },
        })
      }
    >
      Complete payment
    </Button>
  );
}

function RegistrationCard({ registration }: { registration: TRegistration }) {
  const r = registration;
  const refund =
    r.payment?.status === 'refund_pending'
      ? 'Refund pending'
      : r.payment?.status === 'refunded'
        ? 'Refunded'
        : null;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-slate-900">{r.training.title}</h2>
          <p className="text-sm text-slate-600">
            {whenText(r)} · {r.training.trainerName}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={STATUS_TONES[r.status]}>{REGISTRATION_STATUS_LABELS[r.status]}</Badge>
          {r.training.cancelled && <Badge tone="amber">Training cancelled</Badge>}
          {refund && <Badge tone="blue">{refund}</Badge>}
        </div>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Amount</dt>
          <dd className="font-medium text-slate-900">{formatAmount(r.amountCents)}</dd>
        </div>
        {r.confirmationCode && (
          <div>
            <dt className="text-slate-500">Confirmation code</dt>
            <dd className="font-mono font-medium text-slate-900">{r.confirmationCode}</dd>
          </div>
        )}
        {r.status === 'held' && r.holdExpiresAt && (
          <div>
            <dt className="text-slate-500">Seat held until</dt>
            <dd className="font-medium text-slate-900">{new Date(r.holdExpiresAt).toLocaleTimeString()}</dd>
          </div>
        )}
        {r.trainingLink && (
          <div className="sm:col-span-3">
            <dt className="text-slate-500">Meeting link</dt>
            <dd>
              <a
                href={r.trainingLink}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-indigo-700 hover:underline"
              >
                {r.trainingLink}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {r.status === 'held' && <ContinuePayment registration={r} />}
        {r.status === 'confirmed' && (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void downloadReceipt({ registration: r, trainingLink: r.trainingLink ?? '' })}
            >
              <Download aria-hidden="true" className="size-4" /> Download Receipt
            </Button>
            {r.hasCalendar && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void addToCalendar(r._id, r.confirmationCode ?? 'training')}
              >
                <CalendarPlus aria-hidden="true" className="size-4" /> Add to calendar
              </Button>
            )}
          </>
        )}
        {r.status === 'expired' && !r.training.cancelled && (
          <Link
            to={paths.trainingBooking(r.trainingId)}
            className={buttonClasses({ size: 'sm', variant: 'secondary' })}
          >
            Book again
          </Link>
        )}
      </div>
    </li>
  );
}

/** /user/my-registrations: every booking of the signed-in person with its status (ours; linked by §2.8). */
export function MyRegistrationsPage() {
  const registrations = useMyRegistrations();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">My Registrations</h1>
      {registrations.isPending ? (
        <PanelLoading label="Loading your registrations" />
      ) : registrations.isError ? (
        <LoadError
          message={errorMessage(registrations.error, 'Failed to load your registrations')}
          onRetry={() => void registrations.refetch()}
        />
      ) : registrations.data.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
          <Ticket aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">No registrations yet</p>
          <p className="mt-1 text-sm text-slate-600">Trainings you book appear here with their receipts.</p>
          <Link to={paths.trainings} className={buttonClasses({ className: 'mt-5' })}>
            Browse Trainings
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {registrations.data.map((r) => (
            <RegistrationCard key={r._id} registration={r} />
          ))}
        </ul>
      )}
    </div>
  );
}
