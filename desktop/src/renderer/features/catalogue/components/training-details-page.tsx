import { useState, type ReactNode } from 'react';
import { CATALOGUE_MESSAGES as C, priceLabel, TRAINING_TYPE_LABELS, trainingFormat } from '@launchpad/shared';
import {
  ArrowLeft,
  CalendarDays,
  CalendarX,
  CircleCheck,
  Clock,
  Hourglass,
  Info,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import {
  useCanReview,
  useMyConfirmedRegistration,
  useReviews,
  useTrainer,
  useTrainingDetails,
} from '../api/catalogue';
import { statusBadge } from '../../../lib/training-status';
import { formatTrainingTime } from '../../../lib/format';
import { formatStartDate } from '../format';
import { ReviewsTab } from './reviews-tab';
import { TrainerTab } from './trainer-tab';

type Tab = 'overview' | 'trainer' | 'reviews';

const LEARN = [
  'Core concepts explained from first principles',
  'Hands-on exercises with guidance from the trainer',
  'Practical techniques you can use at work right away',
  'Answers to your own questions in live Q&A',
];
const FORMAT = [
  'Live sessions led by the trainer',
  'Practice tasks between topics',
  'Materials to keep after the training',
  'A certificate of participation',
];

function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  // dt and dd sit directly in the div (a valid dl group); the icon lives inside the dt.
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs text-indigo-100">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-200" />
        {term}
      </dt>
      <dd className="pl-6 text-sm font-medium text-white">{children}</dd>
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.trainings}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to trainings
    </Link>
  );
}

/** /training-details/{id} (part 2 §2.5). */
export function TrainingDetailsPage({ trainingId, signedIn }: { trainingId: string; signedIn: boolean }) {
  const training = useTrainingDetails(trainingId);
  const trainerId = training.data?.trainerId ?? '';
  const trainer = useTrainer(trainerId);
  const reviews = useReviews(trainerId, training.data?._id ?? '');
  // Review eligibility is checked once the training and its trainer have loaded (part 2 §4).
  const trainerSettled = trainerId !== '' && !trainer.isPending;
  const eligibility = useCanReview(trainerId, training.data?._id ?? '', trainerSettled);
  const registered = useMyConfirmedRegistration(trainingId, signedIn).data;
  const [tab, setTab] = useState<Tab>('overview');

  if (training.isPending) return <PanelLoading label="Loading training details" />;
  if (training.isError) {
    const notFound =
      training.error instanceof ApiError && (training.error.status === 404 || training.error.status === 400);
    if (notFound)
      return (
        <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-slate-200">
          <CalendarX aria-hidden="true" className="size-12 text-slate-300" />
          <h1 className="mt-4 text-xl font-bold text-slate-900">{C.trainingNotFoundTitle}</h1>
          <p className="mt-1 text-sm text-slate-600">This training does not exist or is no longer offered.</p>
          <Link to={paths.trainings} className={buttonClasses({ className: 'mt-6' })}>
            Back to Trainings
          </Link>
        </div>
      );
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <BackLink />
        <LoadError message={C.detailsFailed} onRetry={() => void training.refetch()} />
      </div>
    );
  }

  const t = training.data;
  const status = statusBadge(t.status);
  const full = t.availableSpots <= 0;
  const price = priceLabel(t.price);
  const reviewList = reviews.data ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackLink />
      <header className="rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 p-6 text-white shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={t.trainingType === 'technical' ? 'indigo' : 'violet'}>
            {TRAINING_TYPE_LABELS[t.trainingType]}
          </Badge>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <h1 className="mt-3 text-2xl font-bold break-words sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-lg font-semibold text-indigo-100">{price}</p>
        <dl className="mt-5 grid gap-4 sm:grid-cols-4">
          <Fact icon={CalendarDays} term="Start date">
            {formatStartDate(t.startDate)}
          </Fact>
          <Fact icon={Hourglass} term="Duration">
            {t.duration || '—'}
          </Fact>
          <Fact icon={Clock} term="Time slot">
            {t.timeSlot || formatTrainingTime(t.startTime) || '—'}
          </Fact>
          <Fact icon={Users} term="Available spots">
            {t.availableSpots}
          </Fact>
        </dl>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <Tabs
            label="Training details"
            value={tab}
            onValueChange={setTab}
            items={[
              { value: 'overview', label: 'Overview' },
              { value: 'trainer', label: 'Trainer' },
              { value: 'reviews', label: 'Reviews', badge: reviewList.length },
            ]}
          >
            {tab === 'overview' && (
              <div className="space-y-6">
                <div>
                  <h2 className="text-base font-semibold text-slate-900">About this training</h2>
                  <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
                    {t.description.trim() || C.noDescription}
                  </p>
                </div>
                {t.hasOnlineLink && (
                  <p className="flex gap-2 rounded-xl bg-blue-50 p-4 text-sm text-blue-800 ring-1 ring-blue-200">
                    <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    This training has an online meeting. The meeting link is given after registration and
                    payment confirmation.
                  </p>
                )}
                <div className="grid gap-6 sm:grid-cols-2">
                  <div>
                    <h2 className="text-base font-semibold text-slate-900">What you'll learn</h2>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {LEARN.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h2 className="text-base font-semibold text-slate-900">Training format</h2>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {FORMAT.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </div>
            )}
            {tab === 'trainer' && (
              <TrainerTab
                training={t}
                trainer={trainer.data}
                loading={trainer.isPending && trainerId !== ''}
              />
            )}
            {tab === 'reviews' && (
              <ReviewsTab
                training={t}
                eligibility={eligibility}
                reviews={reviewList}
                loading={reviews.isPending && trainerId !== ''}
                failed={reviews.isError}
                signedIn={signedIn}
              />
            )}
          </Tabs>
        </section>

        <aside
          aria-label="Registration"
          className="h-fit rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-6"
        >
          <p className="text-2xl font-bold text-slate-900">{price}</p>
          <p className="mt-1 text-sm font-medium text-indigo-700">{trainingFormat(t.trainingType)}</p>
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
            <Users aria-hidden="true" className="size-4 text-slate-400" />
            {t.availableSpots} spot{t.availableSpots === 1 ? '' : 's'} available
          </p>
          {registered ? (
            <div className="mt-5 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800 ring-1 ring-emerald-200">
              <p className="flex items-center gap-2 font-medium">
                <CircleCheck aria-hidden="true" className="size-4" />
                {C.alreadyRegistered}
              </p>
              <Link to={paths.myRegistrations} className="mt-2 inline-block font-medium underline">
                {C.viewRegistrations}
              </Link>
            </div>
          ) : full ? (
            <Button fullWidth disabled className="mt-5">
              {C.fullyBooked}
            </Button>
          ) : (
            <Link
              to={paths.trainingBooking(t._id)}
              className={buttonClasses({ fullWidth: true, className: 'mt-5' })}
            >
              Register Now
            </Link>
          )}
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />
            {C.secureRegistration}
          </p>
        </aside>
      </div>
    </div>
  );
}
