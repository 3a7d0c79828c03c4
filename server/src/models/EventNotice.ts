import { TimestampedModel } from './BaseModel';

/** An event notice written by an admin and shown in the feed as an event. */
export class EventNotice extends TimestampedModel {
  static override tableName = 'event_notices';

  eventName!: string;
  eventDescription!: string;
  /** YYYY-MM-DD as PostgreSQL's date type gives it (db/knex.ts keeps dates as strings), or null (TBD). */
  date!: string | null;
  /** HH:MM, or null. */
  time!: string | null;
  venue!: string;
  registrationLink!: string;
  otherInfo!: string;
  createdBy!: string | null;
  updatedBy!: string | null;
}
