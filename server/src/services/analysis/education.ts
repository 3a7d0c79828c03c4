/** Reading degree levels and fields of study, the same way for CVs and job descriptions. */

export type DegreeLevel = 'high-school' | 'diploma' | 'bachelor' | 'master' | 'phd';

export const DEGREE_RANK: Record<DegreeLevel, number> = {
  'high-school': 1,
  diploma: 2,
  bachelor: 3,
  master: 4,
  phd: 5,
};

export const DEGREE_LABEL: Record<DegreeLevel, string> = {
  'high-school': 'a school-leaving qualification',
  diploma: 'a diploma',
  bachelor: "a Bachelor's degree",
  master: "a Master's degree",
  phd: 'a PhD',
};

/** Groups of fields: a degree in the same group counts as "a related field". */
export type FieldGroup =
  | 'computing'
  | 'engineering'
  | 'quantitative'
  | 'science'
  | 'business'
  | 'health'
  | 'education'
  | 'arts'
  | 'law';

export interface FieldOfStudy {
  name: string;
  group: FieldGroup;
}

// Checked in order; more specific names first so "Computer Engineering" is not read as "Engineering".
const FIELDS: readonly [RegExp, FieldOfStudy][] = [
  // (Its name in the languages of Europe's universities: "B.Sc. Informatik", "Licence Informatique".)
  [
    /\bcomputer science\b|\bcomputing\b|\bcomp\.? ?sci\b|\binformati(?:k|que|ca|ka)\b|\binformática\b|\binformatyka\b/i,
    { name: 'Computer Science', group: 'computing' },
  ],
  [/\bsoftware engineering\b/i, { name: 'Software Engineering', group: 'computing' }],
  [/\bcomputer systems\b/i, { name: 'Computer Systems', group: 'computing' }],
  [/\binformation technology\b|\bICT\b/i, { name: 'Information Technology', group: 'computing' }],
  [/\bIT\b(?!\s+(?:support|department|team))/, { name: 'Information Technology', group: 'computing' }],
  [
    /\binformation systems?\b|\bMIS\b|\bwirtschaftsinformatik\b/i,
    { name: 'Information Systems', group: 'computing' },
  ],
  [/\bcomputer engineering\b/i, { name: 'Computer Engineering', group: 'computing' }],
  [/\bdata science\b|\bdata analytics\b/i, { name: 'Data Science', group: 'computing' }],
  [/\bartificial intelligence\b/i, { name: 'Artificial Intelligence', group: 'computing' }],
  [/\bcyber ?security\b/i, { name: 'Cyber Security', group: 'computing' }],
  [
    /\belectrical\b|\belectronics?\b/i,
    { name: 'Electrical and Electronic Engineering', group: 'engineering' },
  ],
  [/\bmechanical engineering\b/i, { name: 'Mechanical Engineering', group: 'engineering' }],
  [/\bcivil engineering\b/i, { name: 'Civil Engineering', group: 'engineering' }],
  [/\bchemical engineering\b/i, { name: 'Chemical Engineering', group: 'engineering' }],
  [/\bengineering\b/i, { name: 'Engineering', group: 'engineering' }],
  [/\b(?:applied )?math(?:ematic)?s?\b|\bmathematics\b/i, { name: 'Mathematics', group: 'quantitative' }],
  [/\bstatistics\b/i, { name: 'Statistics', group: 'quantitative' }],
  [/\bphysics\b/i, { name: 'Physics', group: 'quantitative' }],
  [/\beconomics\b/i, { name: 'Economics', group: 'business' }],
  [/\baccount(?:ing|ancy)\b/i, { name: 'Accounting', group: 'business' }],
  [/\bfinance\b|\bbanking\b/i, { name: 'Finance', group: 'business' }],
  [/\bmarketing\b/i, { name: 'Marketing', group: 'business' }],
  [/\bhuman resources?\b|\bHRM\b/i, { name: 'Human Resources', group: 'business' }],
  [
    /\bbusiness(?: administration| management| studies)?\b|\bcommerce\b|(?<!\b(?:animal|wildlife|zoo|aquarium|countryside) )\bmanagement\b|\bMBA\b|\bBBA\b/i,
    { name: 'Business', group: 'business' },
  ],
  [/\bnursing\b/i, { name: 'Nursing', group: 'health' }],
  [
    /\bhealth and (?:social care|wellbeing)\b|\bsocial (?:care|work)\b/i,
    { name: 'Health and Social Care', group: 'health' },
  ],
  [
    /\bmedicine\b|\bpharmacy\b|\bpublic health\b|\bhealth sciences?\b/i,
    { name: 'Health Sciences', group: 'health' },
  ],
  [/\beducation\b|\bteaching\b|\bB\.?Ed\b|\bPGCE\b/i, { name: 'Education', group: 'education' }],
  [/\bgraphic design\b|\bfine arts?\b|\bmultimedia\b|\bdesign\b/i, { name: 'Design', group: 'arts' }],
  [
    /\bcommunications?\b|\bjournalism\b|\benglish\b|\bpsychology\b|\bsociology\b|\bmedia studies\b/i,
    { name: 'Humanities', group: 'arts' },
  ],
  [
    /\bbiology\b|\bbiolog[ií]a\b|\bchemistry\b|\bbiotechnology\b|\bzoology\b|\becology\b|\banimal (?:management|science)\b/i,
    { name: 'Natural Sciences', group: 'science' },
  ],
  [/\blaw\b|\bLLB\b/i, { name: 'Law', group: 'law' }],
];

/** Fields named in the text, in the table's order, without duplicates. */
export function findFields(text: string): FieldOfStudy[] {
  const found: FieldOfStudy[] = [];
  for (const [re, field] of FIELDS) {
    if (re.test(text) && !found.some((f) => f.name === field.name)) found.push(field);
  }
  // "Computer Engineering" also says "Engineering"; keep only the specific one.
  return found.filter(
    (f) => !(f.name === 'Engineering' && found.some((g) => g !== f && g.name.endsWith('Engineering'))),
  );
}

/** "STEM", "technical field", "quantitative field": accept any of these groups. */
export function genericFieldGroups(text: string): FieldGroup[] {
  if (/\bSTEM\b|\btechnical (?:field|discipline|subject)|\bscientific field/.test(text)) {
    return ['computing', 'engineering', 'quantitative', 'science'];
  }
  if (/\bquantitative (?:field|discipline|subject)/i.test(text))
    return ['quantitative', 'computing', 'engineering'];
  return [];
}

/**
 * A degree's letters right before its field, as "BS Computer Science", "B.E. Electronics & Communication
 * Engineering" and "MS Data Science" are written in the Philippines, India and the US (BS and MS also in lower
 * case): the letters alone are too many other things ("MS Office", "BS 7671", Microsoft's "MS Business
 * Central"), and "be"/"ma" are words, so those count only in capitals.
 */
const LETTERS_BEFORE_FIELD_RE =
  /\b([bm])\.?([sea])\.? +(?!business central|information protection)(?=(?:computer|computing|information|software|data|electrical|electronics|mechanical|civil|chemical|industrial|mathematics|applied|statistics|physics|economics|accountancy|accounting|business|nursing|psychology|biology|chemistry|architecture|engineering|education|hospitality|tourism|marketing|finance|management|english|history|it)\b)/gi;
function lettersBeforeField(text: string): DegreeLevel[] {
  const levels: DegreeLevel[] = [];
  for (const m of text.matchAll(LETTERS_BEFORE_FIELD_RE)) {
    const [, level, kind] = m as unknown as [string, string, string];
    if (kind.toLowerCase() !== 's' && (level !== level.toUpperCase() || kind !== kind.toUpperCase()))
      continue;
    levels.push(level.toLowerCase() === 'b' ? 'bachelor' : 'master');
  }
  return levels;
}

/**
 * Degree patterns, highest level first. `any` is matched ignoring case; `exact` holds the abbreviations that
 * are also ordinary words or other things in lower case ("MS Office", "BA" the airline), so it keeps case
 * and asks for "in"/"of" after them.
 */
const LEVEL_PATTERNS: readonly { level: DegreeLevel; any: RegExp; exact?: RegExp }[] = [
  { level: 'phd', any: /\bph\.? ?d\b|\bdoctorate\b|\bdoctoral\b|\bdoctor of philosophy\b|\bd\.?phil\b/i },
  {
    level: 'master',
    // (Not "Scrum Master", "Master Data Management", nor the grade of a trade: "Court of Master Sommeliers",
    // "Master Electrician", "Master Wheelwright", "Master Stonemason".)
    any: /(?<!scrum\s)\bmaster['’]?s?\b(?!\s+(?:(?!computer\b)\p{L}+(?:i?er|or|ian|ist|wright|smith|mason|man|chef)s?|data(?!\s+(?:scien|analy|engineer)))\b)|\bmáster\b|\bmestrado\b|\bmaestr[ií]a\b|\blaurea magistrale\b|\bm\. ?sc\b|\bmsc\b|\bm\.? ?eng\b|\bmeng\b|\bmba\b|\bm\.? ?tech\b|\bmca\b|\bpostgraduate degree\b/iu,
    exact: /\bM\.A\.|\bM\.?S\.?(?=\s+(?:in|of)\b)|\bMA(?=\s+(?:in|of)\b)/,
  },
  {
    level: 'bachelor',
    any: /\bbachelor['’]?s?\b|\bb\. ?sc\b|\bbsc\b|\bb\.? ?eng\b|\bbeng\b|\bb\.? ?tech\b|\bbtech\b|\bbca\b|\bbba\b|\bb\. ?com\b|\bbcom\b|\bundergraduate degree\b|\bhonou?rs degree\b|\bLLB\b|\bgrado en\b|\blicenciatura\b|\bbacharelado\b|\blaurea\b|\blicence (?:en|de|professionnelle)\b/i,
    exact:
      /\bB\.A\.|\bB\.?S\.?(?=\s+(?:in|of)\b)|\bBA(?=\s*(?:\(Hons\)|in\b|of\b|,|$))|\bB\.?E\.?(?=\s+(?:in|of)\b)|\bB\.?Ed\b/,
  },
  {
    level: 'diploma',
    any: /\bdiploma\b|\bassociate['’]?s? degree\b|\bassociate of\b|\bhigher national\b|\bfoundation degree\b/i,
    exact: /\bHND\b|\bHNC\b/,
  },
  {
    level: 'high-school',
    any: /\bhigh school\b|\bsecondary school\b|\bmatriculation\b|\bbachillerato\b|\bbaccalaur[ée]at\b|\babitur\b|\bensino m[ée]dio\b/i,
    exact:
      /\bA[/ -]?[Ll]evels?\b(?!\s*\d)|\bA\/L\b|\bO\/L\b|\bG\.?C\.?E\b|\bO[/ -]?[Ll]evels?\b|\bHSC\b|\bSSC\b|\bGED\b/,
  },
];

/** Highest degree level named in the text, or null. A bare "degree" counts as a Bachelor's. */
export function findDegreeLevel(text: string): DegreeLevel | null {
  const levels = findDegreeLevels(text);
  return levels[levels.length - 1] ?? null;
}

/** Every degree level named in the text, lowest first. A bare "degree" counts as a Bachelor's. */
export function findDegreeLevels(text: string): DegreeLevel[] {
  const lettered = lettersBeforeField(text);
  const found = LEVEL_PATTERNS.filter(
    ({ level, any, exact }) => any.test(text) || exact?.test(text) || lettered.includes(level),
  ).map((p) => p.level);
  const bare = /\bdegree\b/i.test(
    text.replace(
      /\b(?:associate['’]?s?|bachelor['’]?s?|master['’]?s?|postgraduate|undergraduate|honou?rs) degree\b/gi,
      '',
    ),
  );
  if (bare && !found.includes('bachelor')) found.push('bachelor');
  return found.sort((a, b) => DEGREE_RANK[a] - DEGREE_RANK[b]);
}

/**
 * How well a CV field meets the fields a job names (1 = named field, 0.85 same group, 0.75 a technical
 * degree for a technical field, else 0.5). No field asked for: 1.
 */
export function fieldFit(
  cvFields: readonly FieldOfStudy[],
  wanted: readonly FieldOfStudy[],
  wantedGroups: readonly FieldGroup[],
): number {
  if (wanted.length === 0 && wantedGroups.length === 0) return 1;
  if (cvFields.length === 0) return 0.6;
  let best = 0.5;
  const technical: FieldGroup[] = ['computing', 'engineering', 'quantitative'];
  for (const cv of cvFields) {
    if (wanted.some((w) => w.name === cv.name)) return 1;
    if (wantedGroups.includes(cv.group)) best = Math.max(best, 0.9);
    if (wanted.some((w) => w.group === cv.group)) best = Math.max(best, 0.85);
    if (technical.includes(cv.group) && wanted.some((w) => technical.includes(w.group)))
      best = Math.max(best, 0.75);
  }
  return best;
}
