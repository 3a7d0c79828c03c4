import { useId, useState, type ReactNode } from 'react';
import { priceLabel, TRAINING_TYPE_LABELS, type TTraining } from '@launchpad/shared';
import {
  CalendarDays,
  Hourglass,
  Link as LinkIcon,
  MapPin,
  Pencil,
  Tag,
  Trash2,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { statusBadge } from '../../../lib/training-status';
import { formatTrainingDate, formatTrainingTime } from '../../../lib/format';
import { ParticipantsList } from './participants-list';

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  // dt and dd sit directly in the div (a valid dl group); the icon lives inside the dt.
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        {term}
      </dt>
      <dd className="pl-5.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A meeting link is shown as a link only when it is a web address. */
function isWebLink(link: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(link).protocol);
  } catch {
    return false;
  }
}

/** One of the trainer's trainings, with Edit and Delete. */
export function TrainingCard({
  training,
  onEdit,
  onDelete,
  editButtonId,
}: {
  training: TTraining;
  onEdit: () => void;
  onDelete: () => void;
  /** Id of the Edit button, so focus can come back to it when editing ends. */
  editButtonId?: string;
}) {
  const titleId = useId();
  const participantsId = useId();
  const [showParticipants, setShowParticipants] = useState(false);
  const status = statusBadge(training.status);
  const technical = training.trainingType === 'technical';
  const link = training.onlineLink ?? '';

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <Badge tone={technical ? 'indigo' : 'violet'}>
              {TRAINING_TYPE_LABELS[training.trainingType]}
            </Badge>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <h3 id={titleId} className="mt-2.5 text-lg font-semibold break-words text-slate-900">
            {training.title}
          </h3>
          {training.trainingCategory && (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-500">
              <Tag aria-hidden="true" className="size-3.5" />
              {training.trainingCategory}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            id={editButtonId}
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-describedby={titleId}
            className="flex-1 sm:flex-none"
          >
            <Pencil aria-hidden="true" className="size-3.5" />
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onDelete}
            aria-describedby={titleId}
            className="flex-1 text-red-700 hover:bg-red-50 sm:flex-none"
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            Delete
          </Button>
        </div>
      </div>

      {training.description && (
        <p className="mt-3 line-clamp-3 text-sm whitespace-pre-line text-slate-600">{training.description}</p>
      )}

      <dl className="mt-4 grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-2 lg:grid-cols-3">
        {technical ? (
          <Detail icon={CalendarDays} term="Date and time">
            {training.startDate ? formatTrainingDate(training.startDate) : 'Not set'}
            {training.startTime && ` · ${formatTrainingTime(training.startTime)}`}
          </Detail>
        ) : (
          <Detail icon={CalendarDays} term="Time slots">
            {training.timeSlots.length > 0 ? training.timeSlots.join(', ') : 'None chosen'}
          </Detail>
        )}
        {training.duration && (
          <Detail icon={Hourglass} term="Duration">
            {training.duration}
          </Detail>
        )}
        {training.venue && (
          <Detail icon={MapPin} term="Venue">
            {training.venue}
          </Detail>
        )}
        <Detail icon={Wallet} term="Price">
          {priceLabel(training.price)}
        </Detail>
        <Detail icon={Users} term="Registrations">
          <span>
            {training.registeredParticipants} registered / {training.availableSlots} available
          </span>
          <span className="block font-semibold">
            {training.availableSpots} seat{training.availableSpots === 1 ? '' : 's'} left
          </span>
        </Detail>
        {link && (
          <Detail icon={LinkIcon} term="Online link">
            {isWebLink(link) ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded font-medium break-all text-indigo-600 hover:text-indigo-500 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {link}
              </a>
            ) : (
              <span className="break-all">{link}</span>
            )}
          </Detail>
        )}
      </dl>
      <div className="mt-4 border-t border-slate-100 pt-3">
        <Button
          variant="link"
          aria-expanded={showParticipants}
          aria-controls={participantsId}
          onClick={() => setShowParticipants((v) => !v)}
        >
          {showParticipants ? 'Hide registrations' : 'View registrations'}
        </Button>
        <div id={participantsId} className="mt-3" hidden={!showParticipants}>
          {showParticipants && <ParticipantsList trainingId={training._id} />}
        </div>
      </div>
    </article>
  );
}
