import { isFreePrice, joinTimeSlots, type TTraining } from '@launchpad/shared';
import { seatsLeft } from '../services/seats';
import type { Training } from '../models/Training';
import type { User } from '../models/User';

/**
 * A training for the client. The meeting link is given only to the trainer who owns it (everyone else is
 * told one exists; participants get it after payment, part 2 §2.5). Needs `training.trainer` loaded and
 * the live holds counted (services/trainings.ts does both).
 */
export function presentTraining(training: Training, viewer?: User): TTraining {
  const trainer = training.trainer!;
  const isOwner = viewer?.id === training.trainerUserId;
  return {
    _id: training.id,
    title: training.title,
    trainingType: training.trainingType,
    trainingCategory: training.trainingCategory,
    description: training.description,
    availableSlots: training.availableSlots,
    availableSpots: seatsLeft(training),
    registeredParticipants: training.registeredParticipants,
    startDate: training.startDate ?? '',
    startTime: training.startTime,
    venue: training.venue,
    timeSlots: training.timeSlots,
    timeSlot: joinTimeSlots(training.trainingType, training.timeSlots),
    duration: training.duration,
    price: training.price,
    isFree: isFreePrice(training.price),
    status: training.status,
    ...(isOwner ? { onlineLink: training.onlineLink } : {}),
    hasOnlineLink: training.onlineLink !== '',
    trainerId: trainer.trainerId ?? '',
    trainer: { _id: trainer.id, trainerId: trainer.trainerId ?? '', name: trainer.name },
    createdAt: training.createdAt.toISOString(),
    updatedAt: training.updatedAt.toISOString(),
  };
}
