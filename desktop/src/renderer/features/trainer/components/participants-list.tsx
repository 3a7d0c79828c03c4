import { AFFILIATION_LABELS, REGISTRATION_STATUS_LABELS } from '@launchpad/shared';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { errorMessage } from '../../../lib/api-client';
import { useParticipants } from '../api/participants';

/** The people booked on one training (confirmed, and holding a seat while they pay), for its trainer. */
export function ParticipantsList({ trainingId }: { trainingId: string }) {
  const participants = useParticipants(trainingId, true);
  if (participants.isPending) return <PanelLoading label="Loading registrations" />;
  if (participants.isError)
    return (
      <LoadError
        message={errorMessage(participants.error, 'Failed to load registrations')}
        onRetry={() => void participants.refetch()}
      />
    );
  const { participants: people, availableSpots, liveHolds } = participants.data;
  return (
    <div className="space-y-3">
      {liveHolds > 0 && (
        <p className="text-sm text-slate-600">
          {liveHolds} seat{liveHolds === 1 ? '' : 's'} held while people pay ({availableSpots} free)
        </p>
      )}
      {people.length === 0 ? (
        <p className="text-sm text-slate-500">No one has booked on Launchpad yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Registrations</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Name
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Email
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Contact
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Affiliation
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Slot
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {people.map((p) => (
                <tr key={p._id}>
                  <td className="py-1.5 pr-3 text-slate-900">{p.name}</td>
                  <td className="py-1.5 pr-3 break-all text-slate-700">{p.email}</td>
                  <td className="py-1.5 pr-3 text-slate-700">{p.contact}</td>
                  <td className="py-1.5 pr-3 text-slate-700">{AFFILIATION_LABELS[p.affiliation]}</td>
                  <td className="py-1.5 pr-3 text-slate-700">{p.selectedSlot ?? '—'}</td>
                  <td className="py-1.5 text-slate-700">{REGISTRATION_STATUS_LABELS[p.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
