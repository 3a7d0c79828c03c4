import { AFFILIATION_LABELS, BOOKING_MESSAGES as M, formatAmount, SUPPORT_CONTACT } from '@launchpad/shared';
import { CalendarPlus, CheckCircle2, Download, Mail, Phone, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { saveBlob } from '../../../lib/save-file';
import { fetchCalendarFile } from '../api/bookings';
import { receiptText, whenText, type SuccessNavState } from '../state';
import { StatusScreen } from './status-screen';

/** Shown when the receipt is opened without a confirmed payment in hand (part 2 §2.8). */
export function InvalidAccess() {
  return (
    <StatusScreen
      icon={ShieldAlert}
      title={M.invalidAccess}
      message="There is no confirmed payment to show here."
    >
      <Link to={paths.trainings} className={buttonClasses()}>
        Back to Trainings
      </Link>
    </StatusScreen>
  );
}

/** Saves the receipt as a text file named with the confirmation code. */
export async function downloadReceipt(state: Pick<SuccessNavState, 'registration' | 'trainingLink'>) {
  const code = state.registration.confirmationCode ?? 'receipt';
  try {
    await saveBlob(
      new Blob([receiptText(state.registration, state.trainingLink)], { type: 'text/plain' }),
      `${code}.txt`,
    );
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'Could not save the receipt', { id: 'receipt' });
  }
}

/** Saves the booking's calendar file from the server. */
export async function addToCalendar(registrationId: string, code: string) {
  try {
    await saveBlob(await fetchCalendarFile(registrationId), `${code}.ics`);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'Could not download the calendar file', {
      id: 'calendar',
    });
  }
}

/** /training-success: the receipt (part 2 §2.8). */
export function SuccessPage({ state }: { state: SuccessNavState }) {
  const { registration, trainingLink } = state;
  const p = registration.participantInfo;
  const rows: [string, string][] = [
    ['Participant', p.name],
    ['Email', p.email],
    ['Contact', p.contact],
    ['Affiliation', AFFILIATION_LABELS[p.affiliation]],
    ...(registration.selectedSlot ? [['Time slot', registration.selectedSlot] as [string, string]] : []),
    ['Date', whenText(registration)],
    ['Training', registration.training.title],
    ['Trainer', registration.training.trainerName],
    ['Duration', registration.training.duration],
    ['Amount paid', formatAmount(registration.amountCents)],
    ...(trainingLink ? [['Meeting link', trainingLink] as [string, string]] : []),
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Registration Successful!</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your place is confirmed. A receipt is on its way to {p.email}.
        </p>
        <p className="mt-4 text-sm text-slate-600">Confirmation code</p>
        <p
          className="font-mono text-2xl font-bold tracking-wider text-indigo-700"
          data-testid="confirmation-code"
        >
          {registration.confirmationCode}
        </p>
      </section>
      <section
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        aria-labelledby="receipt-details"
      >
        <h2 id="receipt-details" className="text-lg font-semibold text-slate-900">
          Booking details
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-500">{term}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {registration.payment?.provider === 'simulated' && (
          <p className="mt-4 text-xs text-slate-500">{M.simulatedPayment}.</p>
        )}
        <ul className="mt-4 list-disc space-y-1 rounded-xl bg-indigo-50 p-4 pl-8 text-sm text-indigo-900">
          <li>The meeting link has been e-mailed to you.</li>
          <li>Please join 5 minutes early.</li>
          <li>
            If you do not receive the link within 15 minutes, check your spam folder or contact support.
          </li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void downloadReceipt(state)}>
            <Download aria-hidden="true" className="size-4" /> Download Receipt
          </Button>
          {registration.hasCalendar && (
            <Button
              variant="secondary"
              onClick={() =>
                void addToCalendar(registration._id, registration.confirmationCode ?? 'training')
              }
            >
              <CalendarPlus aria-hidden="true" className="size-4" /> Add to calendar
            </Button>
          )}
          <Link to={paths.myRegistrations} className={buttonClasses({ variant: 'secondary' })}>
            My Registrations
          </Link>
          <Link to={paths.trainings} className={buttonClasses({ variant: 'secondary' })}>
            Browse More Trainings
          </Link>
          <Link to={paths.dashboard} className={buttonClasses({ variant: 'secondary' })}>
            Go to Dashboard
          </Link>
        </div>
      </section>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="support">
        <h2 id="support" className="text-base font-semibold text-slate-900">
          Need help?
        </h2>
        <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          <a
            href={`mailto:${SUPPORT_CONTACT.email}`}
            className="inline-flex items-center gap-1.5 text-indigo-700 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" /> {SUPPORT_CONTACT.email}
          </a>
          <span className="inline-flex items-center gap-1.5">
            <Phone aria-hidden="true" className="size-4" /> {SUPPORT_CONTACT.phone}
          </span>
        </p>
      </section>
    </div>
  );
}
