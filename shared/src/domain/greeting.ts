/** The greeting changes at 12:00 and 17:00 (part 1 §9). */
/** 'Good morning' before 12:00, 'Good afternoon' before 17:00, else 'Good evening'. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
