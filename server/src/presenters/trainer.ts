import { durationHours, type TPublicTrainer, type TTrainerProfile } from '@launchpad/shared';
import type { TrainerProfile } from '../models/TrainerProfile';
import type { Training } from '../models/Training';
import type { User } from '../models/User';
import { presentTraining } from './training';

/** A trainer's rating from their reviews (services/reviews.ts `trainerRatings`). */
export interface TrainerRatings {
  average: number;
  totalRatings: number;
}

const details = (profile: TrainerProfile | undefined) => ({
  address: profile?.address ?? '',
  specializationSkills: profile?.specializationSkills ?? [],
  experiences: profile?.experiences ?? [],
  education: profile?.education ?? [],
});

/** The trainer's own profile, with totals computed from their trainings. */
export function presentTrainerProfile(
  user: User,
  profile: TrainerProfile | undefined,
  trainings: Training[],
  ratings: TrainerRatings,
): TTrainerProfile {
  const { address, ...rest } = details(profile);
  const trainerId = user.trainerId ?? '';
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    contact: user.phoneNumber,
    phone: user.phoneNumber,
    trainerId,
    address,
    ...rest,
    personalDetails: {
      name: user.name,
      email: user.email,
      contact: user.phoneNumber,
      phone: user.phoneNumber,
      address,
      trainerId,
    },
    trainingPrograms: trainings.map((training) => presentTraining(training, user)),
    joinDate: user.createdAt.toISOString(),
    rating: ratings.average,
    ratings,
    totalStudents: trainings.reduce((sum, t) => sum + t.registeredParticipants, 0),
    totalHours: Math.round(trainings.reduce((sum, t) => sum + durationHours(t.duration), 0) * 100) / 100,
    isAccountVerified: user.isAccountVerified,
  };
}

/** A trainer as anyone may see them: what part 2 §3 lists, nothing more (no address). */
export function presentPublicTrainer(
  user: User,
  profile: TrainerProfile | undefined,
  ratings: TrainerRatings,
): TPublicTrainer {
  const { specializationSkills, experiences, education } = details(profile);
  return {
    _id: user.id,
    trainerId: user.trainerId ?? '',
    name: user.name,
    email: user.email,
    contact: user.phoneNumber,
    isAccountVerified: user.isAccountVerified,
    specializationSkills,
    experiences,
    education,
    ratings,
    lastActive: user.lastActiveAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
