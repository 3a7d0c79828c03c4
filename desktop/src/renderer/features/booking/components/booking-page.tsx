import {
  AFFILIATION_LABELS,
  AFFILIATIONS,
  BOOKING_MESSAGES as M,
  SEAT_HOLD_MINUTES,
  ZBookingForm,
  type TSessionUser,
  type TTraining,
} from '@launchpad/shared';
import { ArrowLeft, CalendarX, Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PanelLoading } from '../../../components/ui/load-state';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAvailability, useRegister, useTraining } from '../api/bookings';
import type { PaymentNavState } from '../state';
import { BookingSummary } from './booking-summary';
import { StatusScreen, Steps } from './status-screen';

type FormValues = { name: string; email: string; contact: string; affiliation: string; selectedSlot: string };
type FieldName = keyof FormValues;

const TOAST_ID = 'booking';

/** /training-booking/{id}: Registration Details, then Review & Confirm, then a held seat (part 2 §2.6). */
export function BookingPage({ trainingId, user }: { trainingId: string; user: TSessionUser }) {
  const training = useTraining(trainingId);
  const availability = useAvailability(trainingId);

  if (training.isPending) return <PanelLoading label="Loading training" />;
  if (training.isError) {
    const notFound = training.error instanceof ApiError && training.error.status === 404;
    return (
      <StatusScreen
        icon={CalendarX}
        title={M.bookingUnavailable}
        message={notFound ? M.trainingNotFound : errorMessage(training.error, M.registerFailed)}
      >
        <Link to={paths.trainings} className={buttonClasses()}>
          Back to Trainings
        </Link>
        {!notFound && (
          <Button variant="secondary" onClick={() => void training.refetch()}>
            Try again
          </Button>
        )}
      </StatusScreen>
    );
  }
  const spots = availability.data?.availableSpots ?? training.data.availableSpots;
  const closed = training.data.status === 'completed';
  if (closed || spots <= 0) {
    return (
      <StatusScreen icon={CalendarX} title={M.bookingUnavailable} message={closed ? M.closed : M.fullyBooked}>
        <Link to={paths.trainingDetails(trainingId)} className={buttonClasses({ variant: 'secondary' })}>
          Training details
        </Link>
        <Link to={paths.trainings} className={buttonClasses()}>
          Browse More Trainings
        </Link>
      </StatusScreen>
    );
  }
  return (
    <BookingForm
      training={training.data}
      user={user}
      spotsLeft={spots}
      slots={availability.data?.slots ?? training.data.timeSlots.map((slot) => ({ slot, available: true }))}
    />
  );
}

function BookingForm({
  training,
  user,
  spotsLeft,
  slots,
}: {
  training: TTraining;
  user: TSessionUser;
  spotsLeft: number;
  slots: { slot: string; available: boolean }[];
}) {
  const navigate = useNavigate();
  const register = useRegister();
  const needsSlot = training.trainingType === 'soft skills';
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<FormValues>({
    name: user.name,
    email: user.email,
    contact: user.phoneNumber,
    affiliation: '',
    selectedSlot: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string>();

  // Errors clear when the field is edited (part 2 §5 Booking).
  const change = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZBookingForm(needsSlot).safeParse({
      ...values,
      selectedSlot: values.selectedSlot || null,
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message;
      setErrors(next);
      const first = (Object.keys(next) as FieldName[])[0];
      if (first) document.getElementById(`booking-${first}`)?.focus();
      return;
    }
    setErrors({});
    setStep(1);
  };

  const proceed = () => {
    setFailure(undefined);
    register.mutate(
      {
        trainingId: training._id,
        participantInfo: {
          name: values.name,
          email: values.email,
          contact: values.contact,
          affiliation: values.affiliation,
        },
        selectedSlot: needsSlot ? values.selectedSlot : null,
      },
      {
        onSuccess: (answer) => {
          const state: PaymentNavState = { training, registration: answer.data };
          void navigate(paths.trainingPayment(training._id), { state });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          const message =
            error instanceof ApiError && error.status === 0
              ? M.registerFailedRetry
              : errorMessage(error, M.registerFailed);
          setFailure(message);
          toast.error(message, { id: TOAST_ID });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to={paths.trainingDetails(training._id)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to training details
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Register for {training.title}</h1>
        <div className="mt-3">
          <Steps steps={['Registration Details', 'Review & Confirm']} current={step} />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          {step === 0 ? (
            <form noValidate onSubmit={toReview} className="space-y-4" aria-label="Registration Details">
              <h2 className="text-lg font-semibold text-slate-900">Registration Details</h2>
              <TextField
                id="booking-name"
                label="Full name"
                autoComplete="name"
                value={values.name}
                onChange={(e) => change('name', e.target.value)}
                error={errors.name}
              />
              <TextField
                id="booking-email"
                label="Email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => change('email', e.target.value)}
                error={errors.email}
                hint="Your payment code and receipt go to this address."
              />
              <TextField
                id="booking-contact"
                label="Contact number"
                type="tel"
                autoComplete="tel"
                value={values.contact}
                onChange={(e) => change('contact', e.target.value)}
                error={errors.contact}
              />
              <SelectField
                id="booking-affiliation"
                label="Affiliation"
                placeholder="Select your affiliation"
                value={values.affiliation}
                onChange={(e) => change('affiliation', e.target.value)}
                options={AFFILIATIONS.map((a) => ({ value: a, label: AFFILIATION_LABELS[a] }))}
                error={errors.affiliation}
              />
              {needsSlot && (
                <fieldset aria-describedby={errors.selectedSlot ? 'booking-slot-error' : undefined}>
                  <legend className="text-sm font-medium text-slate-800">Time slot</legend>
                  <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {slots.map(({ slot, available }) => (
                      <label
                        key={slot}
                        className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-50 has-[:disabled]:text-slate-500 ${errors.selectedSlot ? 'border-red-400' : 'border-slate-300'}`}
                      >
                        <input
                          id={slot === slots[0]?.slot ? 'booking-selectedSlot' : undefined}
                          type="radio"
                          name="selectedSlot"
                          value={slot}
                          checked={values.selectedSlot === slot}
                          disabled={!available}
                          onChange={() => change('selectedSlot', slot)}
                          className="accent-indigo-600"
                        />
                        {slot}
                        {!available && <span className="text-xs">(taken)</span>}
                      </label>
                    ))}
                  </div>
                  {errors.selectedSlot && (
                    <p id="booking-slot-error" className="mt-1.5 text-sm text-red-600">
                      {errors.selectedSlot}
                    </p>
                  )}
                </fieldset>
              )}
              <div className="flex justify-end pt-2">
                <Button type="submit" size="lg">
                  Continue to Review
                </Button>
              </div>
            </form>
          ) : (
            <div className="space-y-5">
              <h2 className="text-lg font-semibold text-slate-900">Review & Confirm</h2>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                {(
                  [
                    ['Full name', values.name],
                    ['Email', values.email],
                    ['Contact number', values.contact],
                    [
                      'Affiliation',
                      AFFILIATION_LABELS[values.affiliation as keyof typeof AFFILIATION_LABELS],
                    ],
                    ...(needsSlot ? [['Time slot', values.selectedSlot]] : []),
                  ] as [string, string][]
                ).map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-slate-500">{term}</dt>
                    <dd className="font-medium break-words text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900 ring-1 ring-indigo-100">
                <p className="flex items-center gap-2 font-semibold">
                  <Info aria-hidden="true" className="size-4" /> Important notes
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  <li>Your payment is confirmed with a one-time code (OTP) sent to your email.</li>
                  <li>The virtual meeting link is e-mailed to you after payment.</li>
                  <li>Registration is non-refundable once confirmed.</li>
                  <li>Please join 5 minutes early.</li>
                  <li>Your seat is held for {SEAT_HOLD_MINUTES} minutes while you pay.</li>
                </ul>
              </div>
              {failure && <ErrorBanner message={failure} />}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
                <Button variant="secondary" onClick={() => setStep(0)} disabled={register.isPending}>
                  Back to Edit
                </Button>
                <Button size="lg" onClick={proceed} busy={register.isPending} busyText="Holding your seat...">
                  Proceed to Payment
                </Button>
              </div>
            </div>
          )}
        </section>
        <BookingSummary training={training} spotsLeft={spotsLeft} selectedSlot={values.selectedSlot} />
      </div>
    </div>
  );
}
