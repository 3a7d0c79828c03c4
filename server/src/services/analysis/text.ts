/** Small text helpers shared by the CV and job-description readers. */
import { indexText, type Token } from './matcher';
import { stem } from './stem';

export { stem };

/** Bullet markers seen in text pulled out of PDFs and typed by hand. */
export const BULLET_RE =
  /^\s*(?:[•●○◦▪▫■□‣⁃∙·*>➢➤►✓✔\u2022\uf0b7\uf0a7\uf076\uf0d8]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/;

export function isBullet(line: string): boolean {
  return BULLET_RE.test(line) && line.replace(BULLET_RE, '').trim().length > 0;
}

/** `text` as a regular expression matching it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a whole word or name: no letter or digit joined to either end ("Kentico", not "Kenticoing"). */
export const wholeWordRe = (text: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, flags);

/** A plural of an acronym ("VPCs", "LUNs", "APIs"): things, not a product's name. */
/**
 * A slash between two items ("HTML/CSS", "Kotlin/Java", "C/C++"), not one inside a name: after a lower-case
 * letter alone and before a capital ("z/OS", "z/VM"), between capitals and a capital alone ("SMP/E", "TSO/E",
 * "PL/I"; "A/B" is no name), or between a short upper-case name and its model number ("AS/400", "OS/2").
 */
export const ITEM_SLASH = String.raw`(?<=\S)\/(?=\S)(?!(?<=(?:^|[^\p{L}\p{N}])\p{Ll}\/)\p{Lu})(?!(?<=(?:^|[^\p{L}\p{N}])\p{Lu}{2,}\/)\p{Lu}(?![\p{L}\p{N}+#]))(?!(?<=(?:^|[^\p{L}\p{N}])\p{Lu}{2,4}\/)\d{1,3}(?!\p{N}))`;
export const ITEM_SLASH_RE = new RegExp(ITEM_SLASH, 'u');

export const isPluralAcronym = (name: string) => /^\p{Lu}+s$/u.test(name);

/** Small words an abbreviation skips ("Picture Archiving and Communication System", "Certificate of Completion"). */
export const ABBREVIATION_JOINERS: ReadonlySet<string> = new Set([
  'of',
  'and',
  'for',
  'the',
  '&',
  'in',
  'to',
  'on',
]);

/**
 * A name's abbreviation by its words' capital initials, when it has three or more ("Adobe Experience Manager"
 * → "AEM", "SQL Server Reporting Services" → "SSRS", "Form Design Aid" → "FDA"); small joining words
 * (`ABBREVIATION_JOINERS`) are skipped. Null when a word is not capitalised or the initials are fewer than three.
 */
export function initialsOf(name: string): string | null {
  const words = name.split(/[\s-]+/).filter((w) => w !== '' && !ABBREVIATION_JOINERS.has(w));
  if (words.length < 3 || !words.every((w) => /^\p{Lu}/u.test(w))) return null;
  return words.map((w) => w[0]).join('');
}

/** The index of the first line after line `i` that is not blank, or -1. */
export function nextNonBlankIndex(lines: readonly string[], i: number): number {
  for (let k = i + 1; k < lines.length; k++) if (lines[k]!.trim() !== '') return k;
  return -1;
}
/** The first line after line `i` that is not blank. */
export const nextNonBlank = (lines: readonly string[], i: number) => lines[nextNonBlankIndex(lines, i)];

/** The line without its bullet marker and surrounding space. */
export function stripBullet(line: string): string {
  return line.replace(BULLET_RE, '').trim();
}

/** A line as it can be quoted back to the user: one line, at most `max` characters, cut at a word. */
export function quote(text: string, max = 110): string {
  // Inner double quotes become single ones: the result is itself shown inside double quotes.
  const clean = stripBullet(text).replace(/\s+/g, ' ').replace(/["“”]/g, "'").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * At most `max` characters of a line around [start, end), cut at words, with "…" where text was left out,
 * so the part that matters is always visible in a quote.
 */
export function excerptAround(text: string, start: number, end: number, max = 110): string {
  const clean = text.replace(/\s+/g, ' ');
  if (clean.length <= max) return clean.trim();
  const room = Math.max(0, max - (end - start));
  let from = Math.max(0, start - Math.floor(room / 2));
  let to = Math.min(clean.length, from + max);
  from = Math.max(0, to - max);
  if (from > 0) from = clean.indexOf(' ', from) + 1 || from;
  if (to < clean.length) to = clean.lastIndexOf(' ', to) > end ? clean.lastIndexOf(' ', to) : to;
  return `${from > 0 ? '…' : ''}${clean.slice(from, to).trim()}${to < clean.length ? '…' : ''}`;
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "1 bullet", "3 bullets". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Years as people say them: 2, 2.5, "less than a year". */
export function formatYears(years: number): string {
  if (years <= 0) return 'no';
  if (years < 1) return 'less than a year of';
  const rounded = Math.round(years * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${rounded === 1 ? 'year' : 'years'} of`;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
export const NUMBER_PATTERN = `(?:\\d{1,2}(?:\\.\\d)?|${Object.keys(NUMBER_WORDS).join('|')})`;

/** "3" -> 3, "three" -> 3. */
export function parseNumberWord(s: string): number {
  const n = NUMBER_WORDS[s.toLowerCase()];
  return n ?? Number.parseFloat(s);
}

/** Ordinary English and job-ad filler, left out of keyword overlap. */
export const STOPWORDS = new Set(
  (
    'a about above across after again against all almost also am among an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each either else ensure etc ever every few for ' +
    'from further get gets getting give given go going good great had has have having he her here hers him his how i if ' +
    'in into is it its itself just keep least less let like made make makes making many may me might more most much must ' +
    'my need needed needs new no nor not now of off often on once one only or other others our ours out over own per ' +
    'plus quite rather really same see seen several shall she should since so some such than that the their theirs them ' +
    'then there these they this those through throughout thus to too toward towards under until up upon us use used uses ' +
    'using very via was we well were what when where whether which while who whom whose why will with within without ' +
    'would yet you your yours yourself ' +
    // job-ad filler
    'ability able applicant applicants apply benefits candidate candidates company competitive day days degree ' +
    'description equal employer environment excellent experience experienced field full role roles hire hiring ideal ' +
    'including job join knowledge level looking member members opportunity opportunities position preferred plus ' +
    'qualification qualifications related required requirement requirements responsibilities responsibility salary ' +
    'skill skills strong team teams time understanding work working works year years based bonus nice similar ' +
    'familiarity familiar proven solid minimum least years demonstrated relevant equivalent candidate ideally want ' +
    'help helping across support best world class exciting passionate passion love fast paced growing growth ' +
    'successful success closely part collaborate stronger title location remote hybrid onsite office full-time ' +
    'part-time contract permanent apply today etc senior junior lead principal intern internship mid-level ' +
    'build building built write writing maintain achieve take turn follow keep answer run runs running handle ' +
    'prepare ensure provide providing deliver create develop developing work own owning drive manage join ' +
    'looking seeking hiring love enjoy asking ' +
    // time and counts ("a six-month internship, three days a week") and how to apply
    'hour hours week weeks weekly month months monthly daily three four five seven eight nine twelve ' +
    'first second last send contact'
  ).split(/\s+/),
);

/**
 * Whether two lower-case words are forms of one word ("scientist" and "science", "nurse" and "nursing",
 * "analyst" and "analytics"): equal, or sharing a beginning of at least four letters and most of the shorter
 * word. Words under five letters must be equal ("java" is not "javascript").
 */
export function sameWordFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5) return false;
  let shared = 0;
  while (shared < shorter && a[shared] === b[shared]) shared++;
  return shared >= 4 && shared >= 0.7 * shorter;
}

/** The words of a text in lower case, "+" and "#" kept ("c++", "c#"), for comparing names word by word. */
export function lowerCaseWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? [];
}

/** Content words of a text with their stems, in order of appearance (duplicates kept). */
export function contentStems(text: string): { stem: string; word: string }[] {
  return contentStemsOfTokens(text, indexText(text).tokens);
}

/**
 * The same from tokens already cut (letters and digits only: "walk-in" is "walk" and "in"), which spares a
 * second pass over long texts.
 */
export function contentStemsOfTokens(
  text: string,
  tokens: readonly Token[],
): { stem: string; word: string }[] {
  const out: { stem: string; word: string }[] = [];
  for (const t of tokens) {
    const w = t.key;
    if (w.length < 4 || STOPWORDS.has(w) || !isWord(w)) continue;
    out.push({ stem: stem(w), word: text.slice(t.start, t.end) });
  }
  return out;
}

/** Letters only (ASCII checked by code, other scripts by regex). */
function isWord(w: string): boolean {
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c >= 97 && c <= 122) continue;
    if (c < 128) return false;
    return /^\p{L}+$/u.test(w);
  }
  return true;
}

/**
 * Nouns of who works with a technology, after its name in a title ("Liferay Developer", "Kafka Engineer"); the
 * first of the role nouns a job title ends on (jobDescription.ts).
 */
export const WORKS_WITH_NOUNS =
  'developer|engineer|programmer|architect|analyst|specialist|consultant|administrator';
/**
 * One word of who works with a technology ("Liferay Developer", "Kafka Admin"). matcher.ts reads it only inside a
 * function: text.ts and matcher.ts import each other, so a module-level use there would run before this line.
 */
export const WORKS_WITH_WORD_RE = new RegExp(`^(?:${WORKS_WITH_NOUNS}|admin)s?$`, 'i');

/** Words of a certificate's title after a product's name: "Azure Data Fundamentals", "Splunk Core Certified". */
export const CERTIFICATE_WORDS =
  'Certified|Certification|Certificate|Fundamentals|Associate|Practitioner|Professional|Specialty|Expert';
/**
 * A certificate's title after a product's name: "Azure Data Fundamentals", "Azure Administrator Associate". Here,
 * not in matcher.ts, which reads it only inside a function (the two modules import each other).
 */
export const CERTIFICATE_AFTER_RE = new RegExp(
  String.raw`^(?: \p{Lu}[\p{L}-]*){0,3} (?:${CERTIFICATE_WORDS})\b`,
  'u',
);

/** Legal forms that end a registered organisation's name, in many countries. */
export const LEGAL_FORMS = String.raw`Inc|Ltda?|Lda|LLC|LLP|PLC|Pte|Pvt|GmbH|AG|OÜ|Oy|AB|ApS|SAS|SARL|SpA|S\.r\.l|SRL|S\.A\.C?|SAC|S\.L\.U?|JSC|B\.?V|N\.?V|Kft|Sdn\.? Bhd|Bhd|[Ss][Pp]\. [Zz] [Oo]\.[Oo]|d\.o\.o|\(Pty\)|Pty|Corp|Limited`;
/** A name that ends in a legal form, its closing dot included ("ZEFIR ELEKTRONIKA SP. Z O.O."). */
export const LEGAL_FORM_END_RE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${LEGAL_FORMS})\.?$`, 'iu');

/**
 * Words only an organisation's name ends in; `ORGANISATION_END_WORDS` adds those a product's can end in too
 * ("Trimble Business Center", "Visual Studio App Center"): an employer is read by either, but a name ending in
 * one of the others is not taken from a skills reading.
 */
const FIRM_ONLY_END_WORDS = String.raw`Corporation|Technologies|Solutions|Group|Holdings|Bank|Hospitals?|Consulting|Partners|Associates|Trust|College|Academy|Foundation|Authority|Agency|Recruitment|Ministry|Cooperative`;
/** Words an organisation's name often ends in. */
export const ORGANISATION_END_WORDS = String.raw`${FIRM_ONLY_END_WORDS}|Labs|Systems|Software|Studios|Clinics?|Pharmacy|Resort|School|Centre|Center`;
/** A capitalised word of a name in any alphabet ("Põhjatäht", "Kiirpilv", "OÜ"), or "&". */
export const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}\p{M}\p{N}&'’-]{0,40}|&)`;
/** One to five words of a name before one or two of `ends` ("Tavua Coastal & Civil Consultants Pte Ltd"). */
export const nameEndingIn = (ends: string) =>
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])((?:${NAME_WORD}[ \t]+){1,5}(?:${ends})(?:\.?[ \t]+(?:${ends}))?(?![\p{L}\p{N}])\.?)`,
    'u',
  );

/** Names of organisations: the employer's and the address's as read, and names ending like a firm's. */
const ORGANISATION_NAMES_RE = new RegExp(
  nameEndingIn(`${FIRM_ONLY_END_WORDS}|Consultants|Recruitment|Staffing|Society|${LEGAL_FORMS}`).source,
  'gu',
);
export function organisationSpans(
  text: string,
  names: readonly (string | null)[] = [],
): { start: number; end: number }[] {
  const spans = [...text.matchAll(ORGANISATION_NAMES_RE)].map((m) => ({
    start: m.index + m[0].indexOf(m[1]!),
    end: m.index + m[0].indexOf(m[1]!) + m[1]!.length,
  }));
  const lower = text.toLowerCase();
  for (const name of names) {
    if (!name || name.length < 3) continue;
    for (let at = lower.indexOf(name.toLowerCase()); at >= 0; at = lower.indexOf(name.toLowerCase(), at + 1))
      spans.push({ start: at, end: at + name.length });
  }
  return spans;
}

/** Platforms people build or practise on and show their work, by the host name of a profile link, and the name. */
export const PROFILE_PLATFORM: Readonly<Record<string, string>> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  kaggle: 'Kaggle',
  tryhackme: 'TryHackMe',
  hackthebox: 'Hack The Box',
  behance: 'Behance',
  dribbble: 'Dribbble',
};
