import type { Knex } from 'knex';
import type { TEventNoticeInput } from '@launchpad/shared';
import { NOTICE_MESSAGES } from '@launchpad/shared';
import { NotFound } from '../lib/errors';
import { EventNotice } from '../models/EventNotice';

/** The database's values for a notice: empty date and time are TBD (null). */
function columns(input: TEventNoticeInput) {
  return {
    eventName: input.eventName,
    eventDescription: input.eventDescription,
    date: input.date || null,
    time: input.time || null,
    venue: input.venue,
    registrationLink: input.registrationLink,
    otherInfo: input.otherInfo,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every notice, soonest first: dated ones by date and time, then the undated (TBD) ones, newest first.
 * Past events stay listed for admins; `upcomingOnly` (the feed) drops those dated before `today`.
 */
export async function listNotices(options: { upcomingOnly?: boolean; today?: string } = {}) {
  const query = EventNotice.query()
    .orderByRaw('date asc nulls last, time asc nulls last, created_at desc')
    .limit(500);
  if (options.upcomingOnly) {
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    query.where((q) => q.whereNull('date').orWhere('date', '>=', today));
  }
  return query;
}

export async function createNotice(input: TEventNoticeInput, adminId: string, trx?: Knex.Transaction) {
  return EventNotice.query(trx).insertAndFetch({ ...columns(input), createdBy: adminId, updatedBy: adminId });
}

export async function updateNotice(
  id: string,
  input: TEventNoticeInput,
  adminId: string,
  trx?: Knex.Transaction,
) {
  if (!UUID.test(id)) throw new NotFound(NOTICE_MESSAGES.notFound);
  const notice = await EventNotice.query(trx).patchAndFetchById(id, {
    ...columns(input),
    updatedBy: adminId,
  });
  if (!notice) throw new NotFound(NOTICE_MESSAGES.notFound);
  return notice;
}

export async function deleteNotice(id: string, trx?: Knex.Transaction) {
  if (!UUID.test(id)) throw new NotFound(NOTICE_MESSAGES.notFound);
  const deleted = await EventNotice.query(trx).deleteById(id);
  if (!deleted) throw new NotFound(NOTICE_MESSAGES.notFound);
}
