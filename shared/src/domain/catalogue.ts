import { isFreePrice } from './training';

/** Catalogue, recommendations and reviews (part 2 §2.4, §2.5, §3, §4, §5, §8, §9). */

/** A skill scoring under this (score = proficiency × 10) is weak (part 2 §4, §9). */
export const WEAK_SKILL_THRESHOLD = 60;
/** Score colours: at least 80 green, at least 60 yellow, else red (part 2 §4, §9). */
export const SCORE_GREEN_FROM = 80;
export const SCORE_YELLOW_FROM = 60;
/** Trainings per catalogue page: "not shown" in the spec; ours (two rows of three cards). */
export const TRAININGS_PER_PAGE = 6;
/** Review rules (part 2 §5, §9). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 500;
/** Reviews are fetched again this long after a submission (part 2 §4, §9). */
export const REVIEW_REFETCH_MS = 1000;

export const CATALOGUE_MESSAGES = {
  heading: 'Skill Enhancement Training',
  loading: 'Loading trainings...',
  noResults: 'No trainings found',
  noResultsHint: 'Try adjusting your search or filters',
  noneAvailable: 'No training programs are currently available.',
  noDescription: 'No description available',
  recommendedBanner: 'Recommended for you',
  skillsFailed: 'Failed to load skills assessment data',
  fetchFailed: 'Failed to fetch trainings',
  loadFailed: 'Failed to load trainings',
  trainingNotFound: 'Training not found',
  trainingNotFoundTitle: 'Training Not Found',
  detailsFailed: 'Failed to load training details',
  trainerFallback: 'Trainer profile is being updated. Basic information is available above.',
  secureRegistration: 'Secure registration with OTP verification',
  fullyBooked: 'Fully Booked',
  /** Ours: the side card of a training the person has already paid for, instead of Register Now. */
  alreadyRegistered: 'You are registered for this training',
  viewRegistrations: 'View My Registrations',
  noReviews: 'No Reviews Yet',
} as const;

export const REVIEW_MESSAGES = {
  ratingInvalid: 'Please select a rating between 1 and 5 stars',
  commentRequired: 'Please provide a comment for your review',
  commentTooLong: 'Your comment can be at most 500 characters', // ours (the spec shows only a counter)
  missingIds: 'Missing trainer or training information',
  alreadyReviewed: 'You have already reviewed this training',
  notRegistered: 'You need a confirmed registration for this training to leave a review', // ours
  signInToReview: 'Please log in to leave a review', // ours
  ownTraining: 'Trainers cannot review their own training', // ours
  trainerMismatch: 'This training is not given by this trainer', // ours
  canReview: 'You can review this training', // ours
  submitted: 'Review submitted successfully', // ours
  submitFailed: 'Failed to submit review',
  submitFailedReason: (reason: string) => `Failed to submit review: ${reason}`,
  networkError: 'Network error. Please check your connection and try again.',
  serverError: 'Server error. Please try again later.',
  eligibilityUnavailable: 'Unable to check review eligibility',
  eligibilityError: 'Error checking review eligibility',
  defaultHint:
    'You need to be registered for this training to leave a review, or you may have already reviewed this training.',
  anonymous: 'Anonymous',
} as const;

/** Skill category to kind: soft skills, communication, leadership are soft; anything else technical (§3). */
export function skillKind(category: string | null | undefined): 'technical' | 'soft' {
  const key = (category ?? '').trim().toLowerCase();
  return key === 'soft skills' || key === 'communication' || key === 'leadership' ? 'soft' : 'technical';
}

/** A skill's shown score: proficiency (0-10) × 10 (part 2 §3, §9). */
export function skillScore(proficiencyLevel: number): number {
  return Math.round((Number.isFinite(proficiencyLevel) ? proficiencyLevel : 0) * 10);
}

/** Green at 80 and up, yellow at 60 and up, else red (part 2 §4). */
export function scoreColour(score: number): 'green' | 'yellow' | 'red' {
  if (score >= SCORE_GREEN_FROM) return 'green';
  if (score >= SCORE_YELLOW_FROM) return 'yellow';
  return 'red';
}

export interface SkillRating {
  name: string;
  category: string;
  proficiencyLevel: number;
}

/** The weak skills of an assessment: score below 60, with their scores. */
export function weakSkills(skills: readonly SkillRating[]): (SkillRating & { score: number })[] {
  return skills
    .map((skill) => ({ ...skill, score: skillScore(skill.proficiencyLevel) }))
    .filter((skill) => skill.name.trim() !== '' && skill.score < WEAK_SKILL_THRESHOLD);
}

/**
 * Whether a training is recommended for these weak skills (part 2 §4): its title or category contains a
 * weak skill name, or a weak skill name contains the first word of the title. Case-insensitive.
 */
export function isRecommended(
  training: { title: string; trainingCategory?: string | null },
  weak: readonly { name: string }[],
): boolean {
  const title = training.title.trim().toLowerCase();
  const category = (training.trainingCategory ?? '').trim().toLowerCase();
  const firstWord = title.split(/\s+/)[0] ?? '';
  return weak.some(({ name }) => {
    const skill = name.trim().toLowerCase();
    if (!skill) return false;
    return (
      title.includes(skill) || category.includes(skill) || (firstWord !== '' && skill.includes(firstWord))
    );
  });
}

/** Splits trainings into recommended and the rest, keeping order (the rest excludes the recommended). */
export function splitRecommended<T extends { title: string; trainingCategory?: string | null }>(
  trainings: readonly T[],
  weak: readonly { name: string }[],
): { recommended: T[]; others: T[] } {
  const recommended: T[] = [];
  const others: T[] = [];
  for (const training of trainings) (isRecommended(training, weak) ? recommended : others).push(training);
  return { recommended, others };
}

/** The price as a card shows it: "Free" when free (empty, "0", containing "free"), else "LKR {price}". */
export function priceLabel(price: string | null | undefined): string {
  if (isFreePrice(price)) return 'Free';
  const text = (price ?? '').trim();
  return `LKR ${text.replace(/^(lkr|rs\.?)\s*/i, '')}`;
}
