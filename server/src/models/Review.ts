import { Model } from 'objection';
import { BaseModel } from './BaseModel';
import { Training } from './Training';
import { User } from './User';

/** A confirmed participant's review of a training; one per training and person (part 2 §3 Review). */
export class Review extends BaseModel {
  static override tableName = 'reviews';

  trainingId!: string;
  /** The trainer's account (users.id) the review counts towards. */
  trainerId!: string;
  userId!: string;
  rating!: number;
  comment!: string;
  createdAt!: Date;

  training?: Training;
  user?: User;

  static override get relationMappings() {
    return {
      training: {
        relation: Model.BelongsToOneRelation,
        modelClass: Training,
        join: { from: 'reviews.trainingId', to: 'trainings.id' },
      },
      user: {
        relation: Model.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'reviews.userId', to: 'users.id' },
      },
    };
  }
}
