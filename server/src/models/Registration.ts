import { Model } from 'objection';
import { TimestampedModel } from './BaseModel';
import { Payment } from './Payment';
import { Training } from './Training';
import { User } from './User';

export type TRegistrationStatus = 'held' | 'confirmed' | 'expired' | 'cancelled';
export type TAffiliation = 'undergraduate' | 'intern' | 'postgraduate' | 'professional' | 'other';

/** A fresher's place on a training: a seat hold while paying, then confirmed. */
export class Registration extends TimestampedModel {
  static override tableName = 'registrations';

  trainingId!: string;
  userId!: string;
  status!: TRegistrationStatus;
  participantName!: string;
  participantEmail!: string;
  participantContact!: string;
  affiliation!: TAffiliation;
  selectedSlot!: string | null;
  holdExpiresAt!: Date | null;
  confirmedAt!: Date | null;
  /** TRN-... on the receipt, set at confirmation. */
  confirmationCode!: string | null;
  /** The price when the seat was held, in cents of LKR: what the payment code is bound to. */
  amountCents!: number;
  cancelledAt!: Date | null;

  training?: Training;
  user?: User;
  payment?: Payment | null;

  static override get relationMappings() {
    return {
      training: {
        relation: Model.BelongsToOneRelation,
        modelClass: Training,
        join: { from: 'registrations.trainingId', to: 'trainings.id' },
      },
      payment: {
        relation: Model.HasOneRelation,
        modelClass: Payment,
        join: { from: 'registrations.id', to: 'payments.registrationId' },
      },
      user: {
        relation: Model.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'registrations.userId', to: 'users.id' },
      },
    };
  }
}
