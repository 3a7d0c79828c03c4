import type { TTrainingStatus, TTrainingType } from '@launchpad/shared';
import { Model } from 'objection';
import { TimestampedModel } from './BaseModel';
import { User } from './User';

export class Training extends TimestampedModel {
  static override tableName = 'trainings';
  static override jsonAttributes = ['timeSlots'];

  trainerUserId!: string;
  title!: string;
  trainingType!: TTrainingType;
  trainingCategory!: string;
  description!: string;
  availableSlots!: number;
  registeredParticipants!: number;
  /** A calendar date; kept as text 'YYYY-MM-DD' (see db/knex.ts), null for soft-skills trainings. */
  startDate!: string | null;
  startTime!: string;
  venue!: string;
  timeSlots!: string[];
  duration!: string;
  price!: string;
  status!: TTrainingStatus;
  onlineLink!: string;
  /** Set when the trainer deleted it while people had booked: hidden, bookings kept (issue 11). */
  cancelledAt!: Date | null;
  /** Live seat holds, not a column: filled by `withSeatCounts` (services/seats.ts) before presenting. */
  liveHolds?: number;

  trainer?: User;

  static override get relationMappings() {
    return {
      trainer: {
        relation: Model.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'trainings.trainerUserId', to: 'users.id' },
      },
    };
  }
}
