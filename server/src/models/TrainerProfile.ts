import type { TEducation, TExperience } from '@launchpad/shared';
import { Model } from 'objection';

/** What a trainer adds to their account. Keyed by the user it belongs to. */
export class TrainerProfile extends Model {
  static override tableName = 'trainer_profiles';
  static override idColumn = 'userId';
  static override jsonAttributes = ['specializationSkills', 'experiences', 'education'];

  userId!: string;
  address!: string;
  specializationSkills!: string[];
  experiences!: TExperience[];
  education!: TEducation[];
  createdAt!: Date;
  updatedAt!: Date;

  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
