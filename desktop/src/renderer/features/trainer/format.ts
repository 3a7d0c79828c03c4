import type { TTraining } from '@launchpad/shared';

/** An ISO time stamp as a date, e.g. '12 January 2027'. */
export function formatJoinDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** 'Free' for a free training, else the price with the LKR currency label (part 2 §9). */
export function formatPrice(training: Pick<TTraining, 'isFree' | 'price'>): string {
  if (training.isFree) return 'Free';
  const price = training.price.trim();
  return /^(lkr|rs\.?)\b/i.test(price) ? price : `LKR ${price}`;
}

/** A rating out of 5 with one decimal, e.g. '4.5 / 5'. */
export function formatRating(average: number): string {
  return `${(Number.isFinite(average) ? average : 0).toFixed(1)} / 5`;
}

export function formatReviewCount(totalRatings: number): string {
  if (totalRatings <= 0) return 'No reviews yet';
  return totalRatings === 1 ? '1 review' : `${totalRatings} reviews`;
}

/** Hours with at most one decimal, e.g. '12' or '7.5'. */
export function formatHours(hours: number): string {
  return hours.toLocaleString(undefined, { maximumFractionDigits: 1 });
}
