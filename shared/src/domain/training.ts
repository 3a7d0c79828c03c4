/** Training rules from the spec (part 1 §3-§5, part 2 §3, §9). */

export const TRAINING_TYPES = ['technical', 'soft skills'] as const;
export type TTrainingType = (typeof TRAINING_TYPES)[number];

export const TRAINING_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type TTrainingStatus = (typeof TRAINING_STATUSES)[number];

/** How each status is shown, and its badge colour (part 1 §4). */
export const TRAINING_STATUS_DISPLAY: Record<
  TTrainingStatus,
  { label: string; colour: 'blue' | 'green' | 'gray' }
> = {
  upcoming: { label: 'Upcoming', colour: 'blue' },
  active: { label: 'Open for Registrations', colour: 'green' },
  completed: { label: 'Completed', colour: 'gray' },
};

export const TRAINING_TYPE_LABELS: Record<TTrainingType, string> = {
  technical: 'Technical',
  'soft skills': 'Soft Skills',
};

/** The six soft-skills time slots offered (part 2 §9). */
export const SOFT_SKILL_TIME_SLOTS = [
  '9-10 AM',
  '10-11 AM',
  '11 AM-12 PM',
  '2-3 PM',
  '3-4 PM',
  '4-5 PM',
] as const;

/**
 * Reads the training type however a client spells it ("Soft Skills", "soft-skills", "softskills").
 * Returns undefined for anything else.
 */
export function normaliseTrainingType(value: unknown): TTrainingType | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (key === 'technical') return 'technical';
  if (key === 'softskills' || key === 'softskill') return 'soft skills';
  return undefined;
}

/** A price is free when empty, "0" or containing "free" (part 2 §3). */
export function isFreePrice(price: string | null | undefined): boolean {
  const text = (price ?? '').trim().toLowerCase();
  return text === '' || text === '0' || Number(text) === 0 || text.includes('free');
}

/** The `timeSlot` field: the slots joined by ", " for soft skills, empty otherwise (part 1 §3). */
export function joinTimeSlots(trainingType: TTrainingType, timeSlots: readonly string[]): string {
  return trainingType === 'soft skills' ? timeSlots.join(', ') : '';
}

/** Places still open: available minus registered, never below zero. Fully booked at 0 (part 2 §9). */
export function spotsLeft(availableSlots: number, registeredParticipants: number): number {
  return Math.max(0, availableSlots - registeredParticipants);
}

/** Soft-skills trainings are individual, others group (part 2 §9). */
export function trainingFormat(trainingType: TTrainingType): 'Individual Training' | 'Group Training' {
  return trainingType === 'soft skills' ? 'Individual Training' : 'Group Training';
}

/**
 * Hours in a free-text duration such as "2 hours", "90 minutes", "1.5 hrs", "3 days" (a day counted as
 * 8 teaching hours) or "6 weeks x 2 hours". Unreadable text counts as 0.
 */
export function durationHours(duration: string | null | undefined): number {
  const text = (duration ?? '').toLowerCase();
  const number = '(\\d+(?:\\.\\d+)?)';
  const weeksTimesHours = new RegExp(`${number}\\s*weeks?\\s*(?:x|×|\\*|of)\\s*${number}\\s*h`).exec(text);
  if (weeksTimesHours) return Number(weeksTimesHours[1]) * Number(weeksTimesHours[2]);
  let hours = 0;
  for (const match of text.matchAll(
    new RegExp(`${number}\\s*(hours?|hrs?|h\\b|minutes?|mins?|m\\b|days?)`, 'g'),
  )) {
    const value = Number(match[1]);
    const unit = match[2]!;
    if (unit.startsWith('h')) hours += value;
    else if (unit.startsWith('m')) hours += value / 60;
    else hours += value * 8;
  }
  return Math.round(hours * 100) / 100;
}
