import { formatTrainingDate } from '../../lib/format';

/** A training's start date as cards show it; blank (soft-skills trainings) is 'Flexible'. */
export function formatStartDate(value: string): string {
  return value ? formatTrainingDate(value) : 'Flexible';
}

/** "3 of 20 slots available". */
export function spotsText(availableSpots: number, availableSlots: number): string {
  return `${availableSpots} of ${availableSlots} slot${availableSlots === 1 ? '' : 's'} available`;
}
