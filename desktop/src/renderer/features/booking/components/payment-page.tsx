import {
  BOOKING_MESSAGES as M,
  formatAmount,
  formatCardNumber,
  formatExpiry,
  OTP_LENGTH,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_OTP_TTL_SECONDS,
  SUCCESS_REDIRECT_MS,
  ZPaymentDetails,
  type TPaymentMethod,
} from '@launchpad/shared';
import { CheckCircle2, Clock, CreditCard, Landmark, ShieldCheck, Smartphone, TimerOff } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { emptyOtp, OtpInput, type OtpInputHandle } from '../../../components/ui/otp-input';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSendPaymentOtp, useVerifyPayment } from '../api/bookings';
import type { PaymentNavState, SuccessNavState } from '../state';
import { BookingSummary } from './booking-summary';
import { StatusScreen, Steps } from './status-screen';

const TOAST_ID = 'payment';
const METHOD_ICONS = { card: CreditCard, bank: Landmark, mobile: Smartphone } as const;

type Details = {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
  bankAccount: string;
  mobileNumber: string;
};
const EMPTY: Details = {
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardholderName: '',
  bankAccount: '',
  mobileNumber: '',
};

/** Seconds left until `deadline`, ticking every second; 0 once passed. */
function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Shown when the payment page is opened without a booking in hand (part 2 §2.7). */
export function PaymentSessionExpired({ trainingId }: { trainingId: string }) {
  return (
    <StatusScreen
      icon={TimerOff}
      title={M.sessionExpired}
      message="We could not find the booking you were paying for. Start the booking again, or continue it from My Registrations."
    >
      <Link to={paths.trainingBooking(trainingId)} className={buttonClasses()}>
        Back to booking
      </Link>
      <Link to={paths.myRegistrations} className={buttonClasses({ variant: 'secondary' })}>
        My Registrations
      </Link>
    </StatusScreen>
  );
}

/**
 * /training-payment/{id}: method and details, Send OTP, then the code with its 300-second countdown,
 * Resend OTP at 0, Confirm Payment, Payment Confirmed! and the receipt after 2 seconds (part 2 §2.7, §4).
 */
export function PaymentPage({ state }: { state: PaymentNavState }) {
  const { training, registration } = state;
  const navigate = useNavigate();
  const send = useSendPaymentOtp();
  const verify = useVerifyPayment();
  const free = registration.amountCents === 0;
  const [step, setStep] = useState(0);
  const [method, setMethod] = useState<TPaymentMethod | ''>('');
  const [details, setDetails] = useState<Details>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Details | 'method', string>>>({});
  const [codeDeadline, setCodeDeadline] = useState<number | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirmed, setConfirmed] = useState<SuccessNavState | null>(null);
  const otpRef = useRef<OtpInputHandle>(null);
  const secondsLeft = useSecondsLeft(codeDeadline);
  const holdEnds = registration.holdExpiresAt ? Date.parse(registration.holdExpiresAt) : null;
  const holdLeft = useSecondsLeft(holdEnds);

  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(
      () => void navigate(paths.trainingSuccess, { state: confirmed, replace: true }),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [confirmed, navigate]);

  const paymentDetails = () => (free ? undefined : { method, ...details });

  const change = (name: keyof Details, value: string) => {
    setDetails((d) => ({ ...d, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const sendCode = (resend: boolean) => {
    setFailure(undefined);
    send.mutate(
      {
        email: registration.participantInfo.email,
        trainingId: training._id,
        amount: registration.amount,
        registrationData: registration,
      },
      {
        onSuccess: () => {
          setCodeDeadline(Date.now() + PAYMENT_OTP_TTL_SECONDS * 1000);
          setDigits(emptyOtp());
          setStep(1);
          toast.success(resend ? M.otpResent : M.otpSent, { id: TOAST_ID });
          window.setTimeout(() => otpRef.current?.focus(), 0);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          const message = errorMessage(error, resend ? M.resendOtpFailed : M.sendOtpFailed);
          setFailure(message);
          toast.error(message, { id: TOAST_ID });
        },
      },
    );
  };

  const onSendOtp = (event: FormEvent) => {
    event.preventDefault();
    if (!free) {
      const parsed = ZPaymentDetails.safeParse(paymentDetails());
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = (issue.path[0] as keyof Details | 'method' | undefined) ?? 'method';
        setErrors({ [field]: issue.message });
        document.getElementById(`payment-${field}`)?.focus();
        return;
      }
    }
    setErrors({});
    sendCode(false);
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setOtpError(M.otpIncomplete);
      otpRef.current?.focus();
      return;
    }
    setOtpError(undefined);
    setFailure(undefined);
    verify.mutate(
      {
        trainingId: training._id,
        registrationData: registration,
        paymentDetails: paymentDetails(),
        otp,
        selectedSlot: registration.selectedSlot,
      },
      {
        onSuccess: (answer) => {
          toast.success(M.paymentConfirmed, { id: TOAST_ID });
          setConfirmed({
            training,
            registration: answer.data,
            paymentConfirmed: true,
            trainingLink: answer.trainingLink,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          const message =
            error instanceof ApiError && error.status === 0
              ? M.verifyFailedRetry
              : errorMessage(error, M.verifyFailed);
          setFailure(message);
          toast.error(message, { id: TOAST_ID });
          setDigits(emptyOtp());
          otpRef.current?.focus();
        },
      },
    );
  };

  if (confirmed) {
    return (
      <div
        role="status"
        className="mx-auto max-w-md rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Payment Confirmed!</h1>
        <p className="mt-2 text-sm text-slate-600">Taking you to your receipt…</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Payment</h1>
        <div className="mt-3">
          <Steps
            steps={[free ? 'Confirm your booking' : 'Payment Details', 'Verify with OTP']}
            current={step}
          />
        </div>
      </div>
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {M.simulatedPayment}
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          {failure && (
            <div className="mb-4">
              <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} />
            </div>
          )}
          {step === 0 ? (
            <form noValidate onSubmit={onSendOtp} className="space-y-5" aria-label="Payment Details">
              {free ? (
                <p className="text-sm text-slate-700">
                  This training is free. We will e-mail a 6-digit code to {registration.participantInfo.email}{' '}
                  to confirm your booking.
                </p>
              ) : (
                <>
                  <fieldset aria-describedby={errors.method ? 'payment-method-error' : undefined}>
                    <legend className="text-sm font-medium text-slate-800">Payment method</legend>
                    <div className="mt-2 grid gap-2 sm:grid-cols-3">
                      {PAYMENT_METHODS.map((m) => {
                        const Icon = METHOD_ICONS[m];
                        return (
                          <label
                            key={m}
                            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-3 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
                          >
                            <input
                              id={m === 'card' ? 'payment-method' : undefined}
                              type="radio"
                              name="method"
                              value={m}
                              checked={method === m}
                              onChange={() => {
                                setMethod(m);
                                setErrors({});
                              }}
                              className="accent-indigo-600"
                            />
                            <Icon aria-hidden="true" className="size-4 text-slate-600" />
                            {PAYMENT_METHOD_LABELS[m]}
                          </label>
                        );
                      })}
                    </div>
                    {errors.method && (
                      <p id="payment-method-error" className="mt-1.5 text-sm text-red-600">
                        {errors.method}
                      </p>
                    )}
                  </fieldset>
                  {method === 'card' && (
                    <div className="grid gap-4 sm:grid-cols-2">
                      <TextField
                        id="payment-cardNumber"
                        label="Card number"
                        inputMode="numeric"
                        autoComplete="cc-number"
                        placeholder="1234 5678 9012 3456"
                        maxLength={19}
                        value={details.cardNumber}
                        onChange={(e) => change('cardNumber', formatCardNumber(e.target.value).slice(0, 19))}
                        error={errors.cardNumber}
                        className="sm:col-span-2"
                      />
                      <TextField
                        id="payment-expiryDate"
                        label="Expiry (MM/YY)"
                        inputMode="numeric"
                        autoComplete="cc-exp"
                        placeholder="MM/YY"
                        maxLength={5}
                        value={details.expiryDate}
                        onChange={(e) => change('expiryDate', formatExpiry(e.target.value))}
                        error={errors.expiryDate}
                      />
                      <TextField
                        id="payment-cvv"
                        label="CVV"
                        inputMode="numeric"
                        autoComplete="cc-csc"
                        maxLength={4}
                        value={details.cvv}
                        onChange={(e) => change('cvv', e.target.value.replace(/\D/g, '').slice(0, 4))}
                        error={errors.cvv}
                      />
                      <TextField
                        id="payment-cardholderName"
                        label="Cardholder name"
                        autoComplete="cc-name"
                        value={details.cardholderName}
                        onChange={(e) => change('cardholderName', e.target.value)}
                        error={errors.cardholderName}
                        className="sm:col-span-2"
                      />
                    </div>
                  )}
                  {method === 'bank' && (
                    <TextField
                      id="payment-bankAccount"
                      label="Bank account number"
                      inputMode="numeric"
                      value={details.bankAccount}
                      onChange={(e) => change('bankAccount', e.target.value)}
                      error={errors.bankAccount}
                    />
                  )}
                  {method === 'mobile' && (
                    <TextField
                      id="payment-mobileNumber"
                      label="Mobile number"
                      type="tel"
                      autoComplete="tel"
                      value={details.mobileNumber}
                      onChange={(e) => change('mobileNumber', e.target.value)}
                      error={errors.mobileNumber}
                    />
                  )}
                </>
              )}
              <div className="flex justify-end">
                <Button type="submit" size="lg" busy={send.isPending} busyText="Sending...">
                  Send OTP
                </Button>
              </div>
            </form>
          ) : (
            <form noValidate onSubmit={onConfirm} className="space-y-5" aria-label="Verify with OTP">
              <p className="text-sm text-slate-700">
                Enter the 6-digit code we sent to{' '}
                <span className="font-semibold">{registration.participantInfo.email}</span>.
              </p>
              <OtpInput
                ref={otpRef}
                value={digits}
                onChange={(next) => {
                  setDigits(next);
                  if (otpError && next.every((d) => d !== '')) setOtpError(undefined);
                }}
                label="6-digit verification code"
                invalid={Boolean(otpError)}
                describedBy={otpError ? 'payment-otp-error' : undefined}
                disabled={verify.isPending}
              />
              {otpError && (
                <p id="payment-otp-error" className="text-sm text-red-600">
                  {otpError}
                </p>
              )}
              <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
                {secondsLeft > 0 ? (
                  <p className="flex items-center gap-1.5 text-slate-600" aria-live="off">
                    <Clock aria-hidden="true" className="size-4" />
                    Code expires in <span className="font-semibold tabular-nums">{mmss(secondsLeft)}</span>
                  </p>
                ) : (
                  <Button variant="link" onClick={() => sendCode(true)} disabled={send.isPending}>
                    Resend OTP
                  </Button>
                )}
                <Button variant="link" onClick={() => setStep(0)} disabled={verify.isPending}>
                  Change payment details
                </Button>
              </div>
              <Button type="submit" size="lg" fullWidth busy={verify.isPending} busyText="Confirming...">
                Confirm Payment {free ? '' : `of ${formatAmount(registration.amountCents)}`}
              </Button>
            </form>
          )}
        </section>
        <BookingSummary training={training} selectedSlot={registration.selectedSlot}>
          {holdEnds !== null && (
            <p className="mt-4 text-sm text-slate-600">
              {holdLeft > 0 ? (
                <>
                  Your seat is held for <span className="font-semibold tabular-nums">{mmss(holdLeft)}</span>.
                </>
              ) : (
                'Your seat hold has expired; you can still pay if a place is free.'
              )}
            </p>
          )}
        </BookingSummary>
      </div>
    </div>
  );
}
