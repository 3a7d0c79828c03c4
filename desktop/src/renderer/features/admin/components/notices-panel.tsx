import { ADMIN_PORTAL_MESSAGES as M, type TEventNotice } from '@launchpad/shared';
import { CalendarDays, Clock, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';

/** Notices tab (part 2 §2.10): Add Event Notice, then each notice with edit and delete. */
export function NoticesPanel({
  notices,
  deletingId,
  onAdd,
  onEdit,
  onDelete,
}: {
  notices: TEventNotice[];
  deletingId: string | undefined;
  onAdd: () => void;
  onEdit: (notice: TEventNotice) => void;
  onDelete: (notice: TEventNotice) => void;
}) {
  return (
    <div className="space-y-4">
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" /> Add Event Notice
      </Button>
      {notices.length === 0 ? (
        <p className="py-10 text-center text-slate-500">{M.noNotices}</p>
      ) : (
        <ul className="space-y-3">
          {notices.map((notice) => (
            <li key={notice._id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{notice.eventName}</h3>
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{notice.eventDescription}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(notice)}
                    aria-label={`Edit ${notice.eventName}`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    busy={deletingId === notice._id}
                    onClick={() => onDelete(notice)}
                    aria-label={`Delete ${notice.eventName}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-600" />
                  </Button>
                </div>
              </div>
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <span className="flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="size-4" />{' '}
                  {notice.date ? formatDate(notice.date) : 'TBD'}
                </span>
                <span className="flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4" /> {notice.time || 'TBD'}
                </span>
                <span className="flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" /> {notice.venue || 'Venue TBD'}
                </span>
                {notice.otherInfo && <span>Organized by {notice.otherInfo}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
