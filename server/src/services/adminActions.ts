import type { Knex } from 'knex';
import { ADMIN_PORTAL_MESSAGES as M, type TEventNoticeInput } from '@launchpad/shared';
import { Conflict, NotFound } from '../lib/errors';
import { createNotice, deleteNotice, updateNotice } from './notices';

/**
 * What admins change (spec part 2 §6: delete freshers and trainers, add/edit/delete notices). Each action
 * and its `admin_audit` row commit together or not at all.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AuditEntry {
  action: string;
  targetType: 'fresher' | 'trainer' | 'notice';
  targetId: string;
  details?: Record<string, unknown>;
}

async function audit(trx: Knex.Transaction, adminId: string, entry: AuditEntry) {
  await trx('admin_audit').insert({
    adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: JSON.stringify(entry.details ?? {}),
  });
}

async function lockUser(trx: Knex.Transaction, id: string, accountType: 'Fresher' | 'Trainer') {
  const notFound = accountType === 'Fresher' ? M.fresherNotFound : M.trainerNotFound;
  if (!UUID.test(id)) throw new NotFound(notFound);
  const user = await trx('users').where({ id, accountType }).forUpdate().first('id', 'email', 'name');
  if (!user) throw new NotFound(notFound);
  return user as { id: string; email: string; name: string };
}

/** A booking "not yet past": its training has no date or a date from today on (database clock). */
const NOT_PAST = '(t.start_date is null or t.start_date >= current_date)';

/**
 * Deletes a fresher and everything that is theirs: sessions (signed out at once: the auth trigger
 * NOTIFYs every process), CV and its stored file (the `cvs` row holds the bytes), assessments,
 * analyses, interviews, reviews (trainer ratings are computed on read), bookings. Seats they had
 * confirmed for trainings still to come go back on sale; their payments stay, anonymised, and a paid
 * one for a training still to come is marked for refund.
 */
export async function deleteFresher(db: Knex, adminId: string, id: string) {
  return db.transaction(async (trx) => {
    if (!UUID.test(id)) throw new NotFound(M.fresherNotFound);
    // Their bookings' trainings first, then the person: the order a payment confirmation takes them
    // (training, booking, then the person through the payment's key), so the two cannot deadlock.
    await trx('trainings')
      .whereIn('id', trx('registrations').where('userId', id).select('trainingId'))
      .orderBy('id')
      .forUpdate()
      .select('id');
    const user = await lockUser(trx, id, 'Fresher');
    const future = await trx.raw(
      `select r.id, r.training_id from registrations r join trainings t on t.id = r.training_id
       where r.user_id = ? and r.status = 'confirmed' and ${NOT_PAST} for update of r`,
      [id],
    );
    const seats = future.rows as { id: string; training_id: string }[];
    for (const seat of seats) {
      await trx('trainings')
        .where('id', seat.training_id)
        .update({ registeredParticipants: trx.raw('greatest(registered_participants - 1, 0)') });
    }
    const refunds = seats.length
      ? await trx('payments')
          .whereIn(
            'registrationId',
            seats.map((s) => s.id),
          )
          .where('status', 'paid')
          .where('amountCents', '>', 0)
          .update({ status: 'refund_pending', refundRequestedAt: trx.fn.now() })
      : 0;
    const payments = await trx('payments').where('userId', id).count<{ count: string }[]>('* as count');
    await trx('users').where('id', id).delete();
    await audit(trx, adminId, {
      action: 'delete',
      targetType: 'fresher',
      targetId: id,
      details: {
        email: user.email,
        name: user.name,
        seatsReleased: seats.length,
        refundsRequested: refunds,
        paymentsAnonymised: Number(payments[0]?.count ?? 0),
      },
    });
  });
}

/**
 * Deletes a trainer and their trainings, unless people hold confirmed (paid) seats in a training still
 * to come: then 409 with the count, so an admin never silently takes paid places away.
 */
export async function deleteTrainer(db: Knex, adminId: string, id: string) {
  return db.transaction(async (trx) => {
    if (!UUID.test(id)) throw new NotFound(M.trainerNotFound);
    // A payment confirmation locks its training first (services/bookings.ts): holding every training of
    // this trainer (before the person, in the confirmation's order) means none can be confirmed between
    // the count below and the delete.
    await trx('trainings').where('trainerUserId', id).orderBy('id').forUpdate().select('id');
    const user = await lockUser(trx, id, 'Trainer');
    const booked = await trx.raw(
      `select count(*)::int as count from registrations r join trainings t on t.id = r.training_id
       where t.trainer_user_id = ? and t.cancelled_at is null and r.status = 'confirmed' and ${NOT_PAST}`,
      [id],
    );
    const count = Number(booked.rows[0]?.count ?? 0);
    if (count > 0) throw new Conflict(M.trainerHasBookings(count));
    const trainings = await trx('trainings')
      .where('trainerUserId', id)
      .count<{ count: string }[]>('* as count');
    await trx('users').where('id', id).delete();
    await audit(trx, adminId, {
      action: 'delete',
      targetType: 'trainer',
      targetId: id,
      details: { email: user.email, name: user.name, trainingsDeleted: Number(trainings[0]?.count ?? 0) },
    });
  });
}

/** Writes a notice (created or edited) and audits it with its name, in one transaction. */
function writeNoticeAudited(
  db: Knex,
  adminId: string,
  action: 'create' | 'update',
  write: (trx: Knex.Transaction) => ReturnType<typeof createNotice>,
) {
  return db.transaction(async (trx) => {
    const notice = await write(trx);
    await audit(trx, adminId, {
      action,
      targetType: 'notice',
      targetId: notice.id,
      details: { eventName: notice.eventName },
    });
    return notice;
  });
}

export function addNotice(db: Knex, adminId: string, input: TEventNoticeInput) {
  return writeNoticeAudited(db, adminId, 'create', (trx) => createNotice(input, adminId, trx));
}

export function editNotice(db: Knex, adminId: string, id: string, input: TEventNoticeInput) {
  return writeNoticeAudited(db, adminId, 'update', (trx) => updateNotice(id, input, adminId, trx));
}

export async function removeNotice(db: Knex, adminId: string, id: string) {
  return db.transaction(async (trx) => {
    await deleteNotice(id, trx);
    await audit(trx, adminId, { action: 'delete', targetType: 'notice', targetId: id });
  });
}
