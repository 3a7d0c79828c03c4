/** 'YYYY-MM-DD' as a local date, e.g. 'Mon, 12 Jan 2027'; blank is 'Flexible', anything else as given. */
export function formatStartDate(value: string): string {
  if (!value) return 'Flexible';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "3 of 20 slots available". */
export function spotsText(availableSpots: number, availableSlots: number): string {
  return `${availableSpots} of ${availableSlots} slot${availableSlots === 1 ? '' : 's'} available`;
}

/** 'HH:MM' in the reader's clock style, e.g. '2:30 PM'; anything else as given. */
export function formatStartTime(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  return new Date(2000, 0, 1, Number(match[1]), Number(match[2])).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
}
