/**
 * Date ranges in CVs ("Jan 2020 – Mar 2022", "2019 - Present", "06/2021-08/2023", "Jan – May 2024", "since August
 * 2024", "2022 (6 months)") and the time they cover.
 *
 * Months are counted as whole numbers (year * 12 + month index) and a range is half-open [start, end):
 * "Jan 2020 – Mar 2022" covers 27 months. A year alone starts in January and ends in January of the end
 * year ("2019 – 2021" = 24 months), because "2019 – 2021" on a CV rarely means 36 months; a range inside one
 * year ("2021 – 2021") counts 6 months. "Present" ends at the reference month, inclusive.
 */

export interface DateRange {
  /** The text as written. */
  text: string;
  /** Offset of the range in the text it was found in. */
  index: number;
  /** First month covered, as year * 12 + month (0-11). */
  start: number;
  /** First month no longer covered. */
  end: number;
  /** Whether the range runs to "Present". */
  current: boolean;
}

const MONTHS = [
  'jan(?:uary)?',
  'feb(?:ruary)?',
  'mar(?:ch)?',
  'apr(?:il)?',
  'may',
  'june?',
  'july?',
  'aug(?:ust)?',
  'sep(?:t(?:ember)?)?',
  'oct(?:ober)?',
  'nov(?:ember)?',
  'dec(?:ember)?',
];
const MONTH_RE = MONTHS.map((m) => new RegExp(`^${m}$`, 'i'));
const MONTH = `(?:${MONTHS.join('|')})\\.?`;
const MONTH_NAME_RE = new RegExp(`^${MONTH}$`, 'i');
/** Whether a word is a month's name or its abbreviation ("Sep", "August", "Jan."). */
export const isMonthName = (word: string) => MONTH_NAME_RE.test(word);
// (A year then a month set apart by a space, "2024 04", as some countries write it: the month 01-12 in two digits.)
const DATE = `(?:${MONTH}\\s*,?\\s*(?:\\d{4}|['’]\\d{2})|\\d{1,2}[/.]\\d{4}|\\d{4}[/.-]\\d{1,2}(?!\\d)|\\d{4} (?:0[1-9]|1[0-2])(?!\\d)|\\d{4})`;
const PRESENT = `(?:present|current(?:ly)?|now|today|ongoing|to date|till date|date)`;
const RANGE_RE = new RegExp(
  `(?<![\\d/.])(${DATE})\\s*(?:-|–|—|−|to|until|till|→|~)\\s*(${DATE}|${PRESENT})(?![\\d])`,
  'gi',
);

/** Seasons before a range of years ("summers 2020 – 2022", "winter seasons 2019-2021"): work in each of them. */
const SEASONS_BEFORE_RE = /\b(?:summers?|winters?|seasons?)\s*(?:of\s+)?$/i;
/** A season's work, counted from June for three months (what it is, not which months, is what counts). */
const SEASON_START = 5;
const SEASON_MONTHS = 3;

/** Two months of one year ("Jan – May 2024", "June to August, 2023"): an internship's or a season's dates. */
const MONTHS_OF_A_YEAR_RE = new RegExp(
  `(?<![\\p{L}])(${MONTH})\\s*(?:-|–|—|−|to|until|till)\\s*(${MONTH})\\s*,?\\s*(\\d{4}|['’]\\d{2})(?![\\d])`,
  'giu',
);

/**
 * "Since August 2024", "since 03/2023": a month and its year, to the present (a bare year is left alone: "trading
 * since 1962" is an employer's age, not the candidate's time).
 */
const SINCE_RE = new RegExp(
  `(?<![\\p{L}])since\\s+(${MONTH}\\s*,?\\s*\\d{4}|\\d{1,2}[/.]\\d{4})(?![\\d])`,
  'giu',
);

/** A date and how long from it ("2022 (6 months)", "Jun 2023, 3 months"): a placement's dates. */
const DATE_FOR_MONTHS_RE = new RegExp(
  `(?<![\\d/.])(${DATE})\\s*(?:\\(|,|–|—|-)?\\s*(\\d{1,2})\\s*(?:months?|mos?)\\b\\)?`,
  'gi',
);

/** Month number (year * 12 + month) of a date as written, and whether only the year was given. */
function parseDate(raw: string): { month: number; yearOnly: boolean } | null {
  const s = raw.trim().replace(/\s+/g, ' ');
  let m = /^([a-z]+)\.?\s*,?\s*(\d{4}|['’]\d{2})$/i.exec(s);
  if (m) {
    const month = MONTH_RE.findIndex((re) => re.test(m![1]!));
    const y = m[2]!;
    const year = y.length === 4 ? Number(y) : 2000 + Number(y.slice(1));
    return month === -1 || !plausibleYear(year) ? null : { month: year * 12 + month, yearOnly: false };
  }
  m = /^(\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return monthOf(Number(m[2]), Number(m[1]));
  m = /^(\d{4})(?:[/.-]| (?=\d{2}$))(\d{1,2})$/.exec(s);
  if (m) return monthOf(Number(m[1]), Number(m[2]));
  m = /^(\d{4})$/.exec(s);
  if (m) return plausibleYear(Number(m[1])) ? { month: Number(m[1]) * 12, yearOnly: true } : null;
  return null;
}

function monthOf(year: number, month: number): { month: number; yearOnly: boolean } | null {
  if (!plausibleYear(year) || month < 1 || month > 12) return null;
  return { month: year * 12 + month - 1, yearOnly: false };
}

function plausibleYear(year: number): boolean {
  return year >= 1950 && year <= 2100;
}

/** The month number of a date (UTC), for "Present". */
export function monthNumber(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Every date range in the text. Ranges that run backwards or start after `asOf` are ignored. */
export function findDateRanges(text: string, asOf: Date): DateRange[] {
  const now = monthNumber(asOf);
  const out: DateRange[] = [];
  for (const m of text.matchAll(RANGE_RE)) {
    const from = parseDate(m[1]!);
    if (!from) continue;
    const isPresent = new RegExp(`^${PRESENT}$`, 'i').test(m[2]!.trim());
    const to = isPresent ? { month: now, yearOnly: false } : parseDate(m[2]!);
    if (!to) continue;
    // "Summers 2020 – 2022": a season (three months) in each of those years, not the years between.
    if (
      from.yearOnly &&
      to.yearOnly &&
      SEASONS_BEFORE_RE.test(text.slice(Math.max(0, m.index - 16), m.index))
    ) {
      for (let year = from.month; year <= to.month && year + SEASON_START <= now; year += 12) {
        const end = Math.min(year + SEASON_START + SEASON_MONTHS, now + 1);
        out.push({ text: m[0], index: m.index, start: year + SEASON_START, end, current: false });
      }
      continue;
    }
    let end = to.yearOnly ? to.month : to.month + 1;
    if (to.yearOnly && from.yearOnly && to.month === from.month) end = from.month + 6;
    end = Math.min(end, now + 1);
    if (from.month >= end) continue;
    out.push({ text: m[0], index: m.index, start: from.month, end, current: isPresent });
  }
  for (const m of text.matchAll(MONTHS_OF_A_YEAR_RE)) {
    const from = parseDate(`${m[1]} ${m[3]}`);
    const to = parseDate(`${m[2]} ${m[3]}`);
    if (!from || !to || from.month > to.month || from.month > now) continue;
    const end = Math.min(to.month + 1, now + 1);
    out.push({ text: m[0], index: m.index, start: from.month, end, current: false });
  }
  for (const m of text.matchAll(SINCE_RE)) {
    const from = parseDate(m[1]!);
    if (!from || from.month > now) continue;
    out.push({ text: m[0], index: m.index, start: from.month, end: now + 1, current: true });
  }
  for (const m of text.matchAll(DATE_FOR_MONTHS_RE)) {
    const from = parseDate(m[1]!);
    const months = Number(m[2]);
    if (!from || months < 1 || months > 12 || from.month > now) continue;
    // (Not the end of a range already read: "Jan – Jun 2022 (6 months)".)
    if (out.some((r) => m.index >= r.index && m.index < r.index + r.text.length)) continue;
    out.push({
      text: m[0],
      index: m.index,
      start: from.month,
      end: Math.min(from.month + months, now + 1),
      current: false,
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Whether the text holds a date range at all (whatever its dates). */
export function containsDateRange(text: string): boolean {
  if (!/\d/.test(text)) return false;
  // (The patterns are global, for matchAll: a test starts and leaves them at the text's start.)
  const holds = (re: RegExp) => {
    re.lastIndex = 0;
    const found = re.test(text);
    re.lastIndex = 0;
    return found;
  };
  return holds(RANGE_RE) || holds(MONTHS_OF_A_YEAR_RE) || holds(DATE_FOR_MONTHS_RE);
}

/**
 * A line with dates on it ("Feb – May 2025", "2021 – 2023", "Jun 2021"): a role's or a course's line, whose
 * other names are the employer's, the school's and the town's.
 */
export const isDatedLine = (line: string) =>
  containsDateRange(line) || (/\b(?:19|20)\d{2}\b/.test(line) && line.split(/[^\p{L}]+/u).some(isMonthName));

/** Months covered by the ranges, counting overlaps once. */
export function coveredMonths(ranges: readonly Pick<DateRange, 'start' | 'end'>[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const r of sorted) {
    if (r.start > curEnd) {
      total += curEnd - curStart;
      curStart = r.start;
      curEnd = r.end;
    } else {
      curEnd = Math.max(curEnd, r.end);
    }
  }
  return total + (curEnd - curStart);
}
