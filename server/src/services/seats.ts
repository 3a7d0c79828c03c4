import type { Knex } from 'knex';
import { spotsLeft } from '@launchpad/shared';
import { Registration } from '../models/Registration';
import type { Training } from '../models/Training';

/**
 * The one home of "how many places are left" (spec part 2 §9, issue 11):
 *   spots left = available slots − registered participants − live seat holds.
 * `registered_participants` counts confirmed bookings (a confirmation adds one in the same transaction)
 * plus any the trainer recorded by hand; a hold is live while `hold_expires_at` is in the future, so
 * liveness never depends on a sweeper having run.
 */
export function seatsLeft(
  training: Pick<Training, 'availableSlots' | 'registeredParticipants' | 'liveHolds'>,
) {
  return spotsLeft(training.availableSlots, training.registeredParticipants + (training.liveHolds ?? 0));
}

/** Registrations whose hold is live at the database's clock. */
export function liveHolds(trx?: Knex.Transaction) {
  return Registration.query(trx).where('status', 'held').whereRaw('hold_expires_at > now()');
}

/** Fills `liveHolds` on each training with one grouped query, so `seatsLeft` can be answered. */
export async function withSeatCounts<T extends Training | Training[]>(
  trainings: T,
  trx?: Knex.Transaction,
): Promise<T> {
  const list = Array.isArray(trainings) ? trainings : [trainings as Training];
  if (list.length === 0) return trainings;
  const rows = (await liveHolds(trx)
    .whereIn(
      'trainingId',
      list.map((t) => t.id),
    )
    .groupBy('trainingId')
    .select('trainingId')
    .count('* as count')) as unknown as { trainingId: string; count: string | number }[];
  const counts = new Map(rows.map((r) => [r.trainingId, Number(r.count)]));
  for (const training of list) training.liveHolds = counts.get(training.id) ?? 0;
  return trainings;
}

/** Time slots of an individual (soft-skills) training that are confirmed or held right now. */
export async function takenSlots(trainingId: string, trx?: Knex.Transaction): Promise<Set<string>> {
  const rows = await Registration.query(trx)
    .where('trainingId', trainingId)
    .whereNotNull('selectedSlot')
    .where((q) =>
      q
        .where('status', 'confirmed')
        .orWhere((h) => h.where('status', 'held').whereRaw('hold_expires_at > now()')),
    )
    .select('selectedSlot');
  return new Set(rows.map((r) => r.selectedSlot!));
}
