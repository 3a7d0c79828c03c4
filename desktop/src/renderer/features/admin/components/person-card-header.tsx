import { Mail, Phone, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';

/**
 * The top of a fresher's or a trainer's card (part 2 §2.10): initial avatar, name, e-mail, phone, joined
 * date and the delete button.
 */
export function PersonCardHeader({
  name,
  email,
  phone,
  joinedAt,
  avatarClassName,
  deleting,
  onDelete,
}: {
  name: string;
  email: string;
  phone: string;
  joinedAt: string;
  /** The avatar's colours: freshers and trainers are told apart at a glance. */
  avatarClassName: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <header className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-bold',
          avatarClassName,
        )}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold text-slate-900">{name}</h3>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
          <Mail aria-hidden="true" className="size-3.5 shrink-0" />
          {/* A long address is cut with an ellipsis (full text on hover) rather than widening the card. */}
          <span className="truncate" title={email}>
            {email}
          </span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Phone aria-hidden="true" className="size-3.5" /> {phone || '—'}
        </p>
        <p className="text-xs text-slate-500">Joined {formatDate(joinedAt)}</p>
      </div>
      <Button variant="danger" size="sm" onClick={onDelete} busy={deleting} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </header>
  );
}
