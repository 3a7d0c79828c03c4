/** An ISO time stamp as a date, e.g. '12 January 2027'. */
export function formatJoinDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
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
