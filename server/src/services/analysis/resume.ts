/**
 * Reads a CV's plain text (as pulled out of a PDF): its sections, contact details, dated experience,
 * education, the statements under jobs and projects (with their verbs, numbers and weak phrases) and the
 * technologies it names, each with the line that shows it.
 */
import { containsDateRange, coveredMonths, findDateRanges, monthNumber, type DateRange } from './dates';
import { DEGREE_RANK, findDegreeLevel, findFields, type DegreeLevel, type FieldOfStudy } from './education';
import { unfoldColumns, unweaveColumns } from './layout';
import {
  findTechnologies,
  indexText,
  lineStarts,
  lookupTechnology,
  tokenAt,
  type TechMatch,
  type TextIndex,
  withoutOrganisationNames,
} from './matcher';
import { VERBS, type TaxonomyEntry } from './taxonomy';
import { ITEM_VERSION_RE, namesKindOfTechnology, withListItems } from './listItems';
import { isOrdinaryName, isPlaceOrLanguage } from './english';
import {
  ABBREVIATION_JOINERS,
  PROFILE_PLATFORM,
  contentStemsOfTokens,
  escapeRegExp,
  excerptAround,
  initialsOf,
  isBullet,
  lowerCaseWords,
  NUMBER_PATTERN,
  parseNumberWord,
  stripBullet,
  wholeWordRe,
} from './text';

/**
 * Reference date used when the caller gives none, so that the same inputs always give the same result.
 * Callers that want "Present" to mean today pass `asOf: new Date()` themselves.
 */
export const DEFAULT_AS_OF = new Date('2026-01-01T00:00:00Z');

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'achievements'
  | 'languages'
  | 'references'
  | 'volunteering'
  | 'interests'
  | 'publications';

/** Where a line sits: a section, or the header above the first heading (name and contact block). */
export type LinePlace = SectionKind | 'header';

export interface ResumeSection {
  kind: SectionKind;
  heading: string;
  /** First line of the section (the heading line). */
  startLine: number;
  /** First line after the section. */
  endLine: number;
  /** Headed in the CV's own words ("Where I work now"), its kind read from what follows. */
  own?: boolean;
}

export interface ContactDetails {
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  github: string | null;
  portfolio: string | null;
}

/** One thing the candidate says they did: a bullet (with its wrapped lines) or a sentence in a job/project. */
export interface Statement {
  text: string;
  /** First line of the statement. */
  line: number;
  /** Last line (wrapped bullets span several). */
  lastLine: number;
  section: SectionKind;
  bullet: boolean;
  quantified: boolean;
  /** The action verb it opens with, as written, or null. */
  actionVerb: string | null;
  /** The first weak phrase in it ("responsible for"), or null. */
  weakPhrase: string | null;
}

export interface ResumeTechnology {
  entry: TaxonomyEntry;
  /** Lines (0-based) that name it, in order. */
  lines: number[];
  /** Whether a job, project, certification or achievement shows it (not only a skills list or summary). */
  demonstrated: boolean;
  /** The line quoted as evidence: the strongest statement naming it, else the first line. */
  evidence: string;
  evidenceSection: LinePlace;
  /**
   * How strong the evidence is: 'used' in a job, project or other statement section, 'certified' (named only
   * under certifications or courses), 'listed' in a skills list, or 'implied' (named only in passing: the
   * summary, the header, education).
   */
  evidenceLevel: EvidenceLevel;
  /** Lines in jobs, projects and similar sections that show it. */
  usedLines: number;
  /** Whether a skills list names it (a claim of the candidate's, whatever else the CV says of it). */
  inSkillsList: boolean;
  /**
   * Named only by a profile link ("github.com/jdoe") or inside a part's name ("Firebase" in "Firebase
   * Storage"): matched against a job asking for it, not rated.
   */
  creditOnly: boolean;
}

export type EvidenceLevel = 'used' | 'certified' | 'listed' | 'implied';

export interface ResumeEducation {
  level: DegreeLevel;
  fields: FieldOfStudy[];
  line: string;
  /** "Expected 2026", "pursuing", or a range running to Present/the future. */
  inProgress: boolean;
  /** Whether a year is given with it (on its line or the next). */
  dated: boolean;
}

export interface ParsedResume {
  doc: TextIndex;
  sections: ResumeSection[];
  /** Place of each line. */
  places: LinePlace[];
  contact: ContactDetails;
  /**
   * Date ranges of the Experience section; when the CV has no headings at all, every range on a line that
   * is not about education.
   */
  experienceRanges: (DateRange & { line: number })[];
  /** Years covered by experience ranges, overlaps counted once, one decimal. */
  datedYears: number;
  /** Years the CV states ("3+ years of experience"), or null. */
  statedYears: number | null;
  /** Best estimate: dated years, else stated years, else 0. */
  experienceYears: number;
  education: ResumeEducation | null;
  statements: Statement[];
  technologies: ResumeTechnology[];
  wordCount: number;
  pageCount: number | null;
  bulletLines: number;
  /** Lines written in the first person ("I developed..."), a common style issue. */
  firstPersonLines: string[];
  /** Lower-case words of the lines where the CV states its role: the header, the summary, job titles. */
  roleWords: ReadonlySet<string>;
  /** Those lines themselves, lower case, words joined by single spaces ("wig maker student"). */
  roleLines: readonly string[];
  /** Stems of the CV's significant words (for wording overlap with a job). */
  wordStems: ReadonlySet<string>;
}

export interface ResumeOptions {
  asOf?: Date;
  pageCount?: number;
}

const HEADINGS: readonly [SectionKind, RegExp][] = [
  [
    'contact',
    /^(?:contact|contacts|contact (?:details|information|info)|personal (?:details|information|info))$/,
  ],
  [
    'summary',
    /^(?:(?:professional|career|personal|executive)\s+)?(?:summary|profile|objective|statement)$|^about(?: me)?$|^(?:career )?objective$|^summary of qualifications$/,
  ],
  [
    'experience',
    /^(?:(?:work|professional|relevant|industry|employment|internship|career|job|practical)\s+)?(?:experience|experiences|history)(?: and internships?)?$|^internships?$|^employment(?: history)?$|^work history$|^career history$|^work$|^(?:other|additional|previous|part time)\s+(?:work|experience|employment|jobs)(?: experience)?$|^co op(?: (?:experience|terms?|placements?|work terms?))?$|^part time(?: jobs?)?$|^(?:student|summer|holiday|weekend|side|seasonal|current|previous)\s+(?:jobs?|work|employment)$/,
  ],
  [
    'education',
    /^(?:education|academics?|academic (?:background|qualifications|history|profile)|educational (?:background|qualifications)|qualifications|education and (?:training|qualifications|certifications)|school(?:ing)?|study|studies)$/,
  ],
  [
    'skills',
    /^(?:(?:technical|core|key|professional|relevant|hard|it|computer|soft|transferable)\s+)?(?:skills|competencies|proficiencies|expertise|skill set|skillset)(?: and (?:tools|technologies|interests|abilities|competencies|expertise))?$|^(?:technologies|tech stack|technical stack|tools(?: and (?:technologies|software))?|software(?: and tools| tools)?|hardware|systems|platforms|frameworks|areas of expertise|technical proficiencies|programming languages|core competencies|skills summary)$/,
  ],
  [
    'projects',
    /^(?:(?:personal|academic|key|selected|notable|side|university|uni|school|student|team|group|hobby|software|relevant|technical|course|final year|capstone)\s+)?projects?$|^portfolio$|^projects and (?:publications|research)$|^home ?lab$/,
  ],
  [
    'certifications',
    /^(?:certifications?|certificates|licen[cs]es(?: and certifications)?|courses|training|trainings|professional development|certifications and (?:training|courses|licen[cs]es)|courses and certifications|online courses)$/,
  ],
  [
    'achievements',
    /^(?:achievements|awards|honou?rs|accomplishments|awards and (?:achievements|honou?rs|recognition)|honou?rs and awards|achievements and awards|key achievements|recognition)$/,
  ],
  ['languages', /^(?:languages|languages spoken|spoken languages|language skills)$/],
  ['references', /^(?:references?|referees?|references available(?: on| upon) request)$/],
  [
    'volunteering',
    /^(?:volunteer(?:ing)?(?: experience| work)?|community (?:service|involvement)|extra[- ]?curricular(?: activities)?|leadership(?: and activities| experience)?|activities|positions of responsibility)$/,
  ],
  [
    'interests',
    /^(?:interests|hobbies|hobbies and interests|personal interests|free time|spare time|leisure)$/,
  ],
  ['publications', /^(?:publications|research(?: experience)?|papers)$/],
];

/** A pastime with what the candidate reads, hears or watches in brackets: "Reading (Kafka, Lem)", "Music (...)". */
const PASTIME_LIST_RE = /^(?:reading|books|literature|music|films?|movies|cinema|theatre|podcasts)\s*\(/i;

/** Sections whose statements are "what I did" (verbs, numbers, weak phrases are judged there). */
const STATEMENT_SECTIONS: ReadonlySet<SectionKind> = new Set([
  'experience',
  'projects',
  'achievements',
  'volunteering',
  'publications',
]);
/** A line that opens with a date range and then says what was done ("04/2025 – today: Freestyle app ..."). */
const LEADING_DATE_RANGE_RE =
  /^[\s•*-]*(?:\d{1,2}[/.])?(?:19|20)\d{2}\s*[–—-]\s*(?:(?:\d{1,2}[/.])?(?:19|20)\d{2}|today|now|present)\s*:\s*\S/i;
/** Sections where naming a technology shows it in use. */
const EVIDENCE_SECTIONS: ReadonlySet<LinePlace> = new Set([
  'experience',
  'projects',
  'achievements',
  'volunteering',
  'publications',
  'certifications',
]);

const ACTION_VERBS = VERBS.actionVerbs;
const VERB_FORMS: ReadonlySet<string> = new Set(
  ACTION_VERBS.flatMap(([present, past]) => [
    present,
    past,
    /(?:s|sh|ch|x)$/.test(present)
      ? `${present}es`
      : /[^aeiou]y$/.test(present)
        ? `${present.slice(0, -1)}ies`
        : `${present}s`,
    present.endsWith('e') ? `${present}d` : `${present}ed`,
  ]),
);

/** How many action verbs the engine knows (for documentation and tests). */
export const ACTION_VERB_COUNT = ACTION_VERBS.length;

const PAST_TENSE = new Map<string, string>([...ACTION_VERBS, ...VERBS.plainVerbs]);

/** The past tense of a gerund for verbs the engine knows: "fixing" -> "fixed", "managing" -> "managed". */
export function pastTenseOfGerund(word: string): string | null {
  const w = word.toLowerCase();
  if (!w.endsWith('ing') || w.length < 5) return null;
  const stem = w.slice(0, -3);
  for (const candidate of [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')]) {
    const past = PAST_TENSE.get(candidate);
    if (past) return past;
  }
  return null;
}

/** Phrases that describe duties instead of results; the first one in a statement is reported. */
const WEAK_PHRASE_RE = new RegExp(
  [
    'responsible for',
    'responsibilities included',
    'duties included',
    'worked on',
    'worked with',
    'helped (?:with|to|in|out)',
    'assisted (?:with|in)',
    'involved in',
    'participated in',
    'tasked with',
    'in charge of',
    'was part of',
    'dealt with',
    'tried to',
    'had exposure to',
    'various tasks',
    'handled',
  ]
    .map((p) => `\\b${p}\\b`)
    .join('|'),
  'i',
);

/** A number that says how much: %, money, "3x", "10k users", "reduced ... by 40". Dates are removed first. */
const QUANTITY_RE = new RegExp(
  [
    String.raw`\d[\d,.]*\s?%`,
    String.raw`[$£€₹¥]\s?\d`,
    String.raw`\b(?:rs\.?|lkr|usd|inr|eur|gbp)\s?\d`,
    String.raw`\b\d[\d,.]*\s?(?:k|m|bn|million|billion|thousand|lakh|crore)\b`,
    String.raw`\b\d+(?:\.\d+)?\s?(?:x|times)\b`,
    // "5 new cashiers", "12 product teams": a count of something (plural noun within three words)
    String.raw`\b\d[\d,]*\+?\s+(?:[a-z][\w-]*\s+){0,2}[a-z][a-z-]*[a-rt-z]s\b`,
    String.raw`\b\d+(?:\.\d+)?\s?(?:\/\s?\d+\s)?(?:rating|stars?|score|accuracy|uptime|coverage|nps|csat)\b`,
    String.raw`\b(?:rating|score|accuracy|uptime|coverage|nps|csat)\s+(?:of\s+)?\d`,
    String.raw`\b\d[\d,]*\+?\s+(?:[a-z-]+\s+)?(?:users|customers|clients|students|people|members|downloads|installs|requests|transactions|orders|teams|engineers|developers|projects|hours|days|weeks|months|ms|milliseconds|seconds|minutes|stars|visitors|sessions|records|rows|employees|staff|stores|branches|sales|leads|accounts|patients|pages|features|apps|services|countries|cities|tickets|bugs|issues|tests|endpoints|schools|participants|attendees|calls|deals|units|products|repositories|contributors|subscribers|followers|reports|queries|applications|candidates|hires|events|courses|modules|screens|components|pipelines|servers|nodes|partners|vendors|suppliers|invoices|beds|classes)\b`,
    String.raw`\b(?:reduced|increased|improved|cut|grew|boosted|decreased|raised|saved|lowered|accelerated|shortened|sped up)\b[^.]{0,60}?\b(?:by|to|from)\s+\d`,
    String.raw`\b(?:doubled|tripled|quadrupled|halved)\b`,
    String.raw`\b(?:top|ranked|rank)\s+\d+`,
    String.raw`\b\d+\s?(?:st|nd|rd|th)\s+(?:place|prize|out of)`,
    String.raw`\b\d+\s+(?:out of|of)\s+\d+\b`,
  ].join('|'),
  'i',
);
const DATEISH_RE = new RegExp(
  String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*['’]?\d{2,4}\b|\b\d{1,2}[/.]\d{4}\b|\b(?:19|20)\d{2}\b`,
  'gi',
);

// Lengths are bounded (as e-mail and URL parts are) so a long run of letters cannot make a search quadratic.
const EMAIL_RE = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,4}\.[A-Za-z]{2,24}\b/;
const PHONE_CANDIDATE_RE = /(?:\+|\(?\b)\d[\d \t().-]{6,}\d/g;
const LINKEDIN_RE = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/[^\s,;)|]{1,200}/i;
const GITHUB_RE = /(?:https?:\/\/)?(?:www\.)?github\.com\/[^\s,;)|]{1,200}/i;
const URL_RE =
  /(?:https?:\/\/|www\.)[^\s,;)|]{1,200}|\b[a-z0-9-]{1,63}\.(?:dev|io|me|app|site|tech|xyz|github\.io|vercel\.app|netlify\.app|com|net|org)(?:\/[^\s,;)|]{0,200})?(?![\w.@])/gi;

/** A line of contact details (an address, a link, a phone number). */
const CONTACT_LINE_RE =
  /@|https?:|www\.|\.(?:com|dev|io|me|app|net|org)\b|linkedin|github\.|\+?\d(?:[\s().-]{0,2}\d){7,}/i;

/** The other cells of a skills table's heading row: how long, how well. */
const TABLE_COLUMNS_RE =
  /(?:[ ]{2,}|\t|\s*\|\s*)(?:years?|yrs\.?|level|proficiency|rating)\b(?:(?:[ ]{2,}|\t|\s*\|\s*)\S+){0,3}\s*$/i;

const STATED_YEARS_RE = new RegExp(
  String.raw`\b(${NUMBER_PATTERN})\s*\+?\s*(?:years?|yrs?)\b(?:\s+of)?(?:\s+(?:professional|industry|hands-on|commercial|practical|work|working|relevant))?\s+(?:experience|exp\b)`,
  'i',
);

/**
 * Classifies a heading line, or returns null when the line is not a heading; `content` is what follows an inline
 * heading's label ("Education: BSc Computer Systems" holds "BSc Computer Systems"), '' for a heading alone.
 */
export function headingKind(line: string): { kind: SectionKind; inline: boolean; content: string } | null {
  // "SKILLS        YEARS   LEVEL": a table's heading row names the section in its first cell.
  const trimmed = line.trim().replace(TABLE_COLUMNS_RE, '');
  if (!trimmed) return null;
  // Long lines are headings only as "Label: content"; skip the rest cheaply.
  if (trimmed.length > 48 && !/[:|–—\t]/.test(trimmed.slice(0, 44))) return null;
  // "Technical Skills: React, Node.js" starts a section and already carries content; so does a table row
  // pasted as "Skills<tab>React · Node.js".
  // ("Co-op | IT Reporting Student, ...": one hyphenated word is a label too.)
  const inline = /^([A-Za-z][A-Za-z &/]{2,40}?|[A-Za-z]+-[A-Za-z]+)(?:\s*[:|–—]|[ ]*\t)\s*\S/.exec(trimmed);
  const label = inline ? inline[1]! : trimmed;
  const core = label.replace(/^[#=*_\s•▪■-]+|[#=*_\s:•▪■|–—-]+$/g, '');
  if (!core || core.length > 45 || /\d/.test(core) || /[.!?,;]$/.test(core)) return null;
  if (core.split(/\s+/).length > 5) return null;
  // ("Internship (OJT)", "Experience (selected)": a note in brackets says more about the section.)
  const norm = core
    .replace(/\s*\([^()]*\)$/, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const content = inline ? trimmed.slice(inline[0].length - 1) : '';
  for (const [kind, re] of HEADINGS) if (re.test(norm)) return { kind, inline: Boolean(inline), content };
  // "OTHER" alone on its line heads what the candidate adds about themself: pastimes, a licence, a club ("Other:
  // Jira, Git" in a Skills list labels more skills).
  if (!inline && OTHER_HEADING_RE.test(norm)) return { kind: 'interests', inline: false, content };
  return null;
}
const OTHER_HEADING_RE = /^(?:other|other information|additional information|additional info|miscellaneous)$/;

/** What the last word of a short heading says about its section: "Clinical skills", "Teaching experience". */
const HEADING_LAST_WORD: Readonly<Record<string, SectionKind>> = {
  experience: 'experience',
  experiences: 'experience',
  skills: 'skills',
  competencies: 'skills',
  projects: 'projects',
  summary: 'summary',
  profile: 'summary',
  education: 'education',
  qualifications: 'education',
  practice: 'experience',
  practicum: 'experience',
  placement: 'experience',
  placements: 'experience',
  internship: 'experience',
  internships: 'experience',
};

/**
 * A heading the table does not know, read from its last word ("CLINICAL SKILLS", "Laboratory experience",
 * "Research & projects"): at most four words, no digits or sentence punctuation, not a bullet, and set
 * apart as headings are (all capitals, a blank line above, or a colon at the end).
 */
function looseHeadingKind(lines: readonly string[], i: number): SectionKind | null {
  const raw = lines[i]!.trim();
  if (!raw || raw.length > 40 || isBullet(raw) || /[\d,.;!?@|–—]/.test(raw)) return null;
  const label = raw.replace(/:$/, '').trim();
  const words = label.split(/\s+/);
  if (words.length > 4 || !/^[\p{L}&/' -]+$/u.test(label)) return null;
  const setApart =
    label === label.toUpperCase() || i === 0 || lines[i - 1]!.trim() === '' || raw.endsWith(':');
  if (!setApart) return null;
  // "Teaching practice", then "Skills and training": the last word names the section, else the first.
  return (
    HEADING_LAST_WORD[words[words.length - 1]!.toLowerCase()] ??
    HEADING_LAST_WORD[words[0]!.toLowerCase()] ??
    null
  );
}

/** A start date said in words ("Since September 2024 I have been ..."), beside the ranges `containsDateRange` reads. */
const SINCE_RE = /\bsince\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b/iu;

/**
 * A heading in the CV's own words ("Where I work now", "Before logistics", "What I studied") in a CV told in
 * paragraphs, read from what follows it: work when its lines give dates of a role, study when they name a
 * degree. A short line set apart (a blank line above, a line below), not a sentence, not a bullet.
 */
function ownWordsHeadingKind(lines: readonly string[], i: number): SectionKind | null {
  const raw = lines[i]!.trim().replace(/^#+\s*/, '');
  if (!raw || raw.length > 40 || isBullet(lines[i]!) || /[\d.,;!?@|]/.test(raw)) return null;
  if (raw.split(/\s+/).length > 6 || !/^\p{Lu}/u.test(raw) || (i > 0 && lines[i - 1]!.trim() !== ''))
    return null;
  const block: string[] = [];
  for (let k = i + 1; k < Math.min(lines.length, i + 120) && block.length < 30; k++) {
    const line = lines[k]!;
    if (line.trim() === '' && block.length > 0 && (lines[k + 1] ?? '').trim().length <= 40) break;
    if (line.trim() !== '') block.push(line);
  }
  if (block.length === 0 || !block.some(isParagraph)) return null;
  if (block.some((l) => findDegreeLevel(l) !== null)) return 'education';
  const text = block.join('\n');
  return containsDateRange(text) || SINCE_RE.test(text) ? 'experience' : null;
}

function findSections(lines: readonly string[]): { sections: ResumeSection[]; places: LinePlace[] } {
  const sections: ResumeSection[] = [];
  const places: LinePlace[] = new Array<LinePlace>(lines.length).fill('header');
  let current = null as ResumeSection | null;
  lines.forEach((line, i) => {
    const known = headingKind(line);
    const loose = known ? null : looseHeadingKind(lines, i);
    // (In the CV's own words only after an introduction or such a heading: not the name atop the CV, nor a
    // company's line under "Experience".)
    const own =
      !known && !loose && (current?.kind === 'summary' || current?.own === true)
        ? ownWordsHeadingKind(lines, i)
        : null;
    const kind = loose ?? own;
    const heading = known ?? (kind ? { kind, inline: false } : null);
    // "Languages: Go, Python" inside a skills section is a row of that section, not a new one; nor is
    // "Portfolio: jane.dev" a section of projects.
    const row =
      heading?.inline &&
      ((current?.kind === 'skills' && (heading.kind === 'skills' || heading.kind === 'languages')) ||
        CONTACT_LINE_RE.test(line));
    if (heading && !row) {
      if (current) current.endLine = i;
      current = {
        kind: heading.kind,
        heading: line.trim(),
        startLine: i,
        endLine: lines.length,
        ...(own ? { own: true } : {}),
      };
      sections.push(current);
    }
    if (current) places[i] = current.kind;
    // "- Hobbies: Go (baduk), chess" under "Other" is a row of interests, not a section of its own; so is "Reading
    // (Kafka, Lem), bouldering": the bracket names authors, artists or films.
    if (
      !heading &&
      ((isBullet(line) && headingKind(stripBullet(line))?.kind === 'interests') ||
        PASTIME_LIST_RE.test(stripBullet(line)))
    )
      places[i] = 'interests';
  });
  // A CV told in paragraphs, with few or no headings: above the first heading, the first paragraph after
  // the name and contact lines introduces the person (a summary) and later ones tell their work.
  const firstHeading = sections[0]?.startLine ?? lines.length;
  let paragraphs = 0;
  for (let i = 0; i < firstHeading; i++) {
    if (!isParagraph(lines[i]!)) continue;
    if (i === 0 || !isParagraph(lines[i - 1]!)) paragraphs++;
    places[i] = paragraphs === 1 ? 'summary' : 'experience';
  }
  // A "Languages" section that lists programming languages is a skills list in disguise; either way the
  // technology matcher treats it as a list, so nothing more is needed here.
  return { sections, places };
}

function findContact(doc: TextIndex, places: readonly LinePlace[]): ContactDetails {
  const { text, lines } = doc;
  const email = EMAIL_RE.exec(text)?.[0] ?? null;
  let phone: string | null = null;
  for (const m of text.matchAll(PHONE_CANDIDATE_RE)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    if (/^\s*\d{4}\s*[-–.]\s*\d{4}\s*$/.test(m[0])) continue;
    phone = m[0].trim();
    break;
  }
  // PDF text often keeps the word "LinkedIn"/"GitHub" but loses the link behind it; a label in the header
  // still shows the profile is there.
  const headerText = lines.filter((_, i) => places[i] === 'header' || places[i] === 'contact').join('\n');
  const linkedin = LINKEDIN_RE.exec(text)?.[0] ?? (/\blinked\s?in\b/i.test(headerText) ? 'LinkedIn' : null);
  const github = GITHUB_RE.exec(text)?.[0] ?? (/\bgithub\b/i.test(headerText) ? 'GitHub' : null);
  let portfolio: string | null = null;
  for (const line of headerText.split('\n')) {
    for (const m of line.matchAll(URL_RE)) {
      const url = m[0];
      if (/linkedin\.com|github\.com/i.test(url)) continue;
      if (email && email.toLowerCase().includes(url.toLowerCase().replace(/^https?:\/\/|^www\./, '')))
        continue;
      portfolio = url;
      break;
    }
    if (portfolio) break;
  }
  if (!portfolio && /\b(?:portfolio|website|behance|dribbble)\b/i.test(headerText)) portfolio = 'Portfolio';
  return { email, phone, linkedin, github, portfolio };
}

function findStatements(
  lines: readonly string[],
  places: readonly LinePlace[],
  sections: ResumeSection[],
): Statement[] {
  const headingLines = new Set(sections.map((s) => s.startLine));
  const statements: Statement[] = [];
  let open: {
    parts: string[];
    line: number;
    lastLine: number;
    section: SectionKind;
    bullet: boolean;
  } | null = null;
  const close = () => {
    if (open)
      statements.push(
        makeStatement(open.parts.join(' '), open.line, open.lastLine, open.section, open.bullet),
      );
    open = null;
  };
  lines.forEach((raw, i) => {
    const place = places[i]!;
    const line = raw.trim();
    if (place === 'header' || !STATEMENT_SECTIONS.has(place) || headingLines.has(i) || !line) {
      close();
      return;
    }
    if (isBullet(line)) {
      close();
      open = { parts: [stripBullet(line)], line: i, lastLine: i, section: place, bullet: true };
      return;
    }
    // A wrapped bullet continues in lower case (or after a bracket or comma); anything else ends it.
    if (open && /^[a-z(,&]/.test(line)) {
      open.parts.push(line);
      open.lastLine = i;
      return;
    }
    close();
    if (isProse(line)) open = { parts: [line], line: i, lastLine: i, section: place, bullet: false };
  });
  close();
  return statements;
}

/**
 * Whether an unbulleted line is a sentence about the work rather than a job title, company or project name:
 * at least 8 words, mostly not capitalised, and no dates.
 */
function isProse(line: string): boolean {
  return !containsDateRange(line) && isRunningText(line, 8, 0.6);
}

/** A line of running text (a paragraph pasted as one line): twelve words or more, mostly not capitalised. */
function isParagraph(line: string): boolean {
  return isRunningText(line, 12, 0.5);
}

/** At least `minWords` words, and under `maxCapitalised` of them capitalised (names and titles are). */
function isRunningText(line: string, minWords: number, maxCapitalised: number): boolean {
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length < minWords) return false;
  return words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length < maxCapitalised;
}

function makeStatement(
  text: string,
  line: number,
  lastLine: number,
  section: SectionKind,
  bullet: boolean,
): Statement {
  const firstWord = /^[\p{L}-]+/u.exec(text)?.[0] ?? '';
  const actionVerb = VERB_FORMS.has(firstWord.toLowerCase()) ? firstWord : null;
  const weak = WEAK_PHRASE_RE.exec(text)?.[0] ?? null;
  const withoutDates = text.replace(DATEISH_RE, ' ');
  return {
    text,
    line,
    lastLine,
    section,
    bullet,
    quantified: QUANTITY_RE.test(withoutDates),
    actionVerb,
    weakPhrase: weak,
  };
}

function findEducation(
  lines: readonly string[],
  places: readonly LinePlace[],
  asOf: Date,
): ResumeEducation | null {
  const hasSection = places.includes('education');
  let best: ResumeEducation | null = null;
  lines.forEach((line, i) => {
    if (
      hasSection
        ? places[i] !== 'education'
        : places[i] !== 'header' && !/\b(?:university|college|institute|school|degree)\b/i.test(line)
    ) {
      return;
    }
    const level = findDegreeLevel(line);
    if (!level) return;
    // The field and the dates often sit on the next line ("BSc (Hons)\nComputer Science, 2019 - 2023").
    const around = `${line}\n${lines[i + 1] ?? ''}`;
    // ("Education: BSc Computer Systems": the section's label names no field.)
    const body = headingKind(line)?.content || line;
    let fields = findFields(body);
    if (fields.length === 0) fields = findFields(lines[i + 1] ?? '');
    const inProgress = isInProgress(around, asOf);
    const candidate: ResumeEducation = {
      level,
      fields,
      line: line.trim(),
      inProgress,
      dated: /\b(?:19|20)\d{2}\b/.test(around),
    };
    if (!best || rank(candidate) > rank(best)) best = candidate;
  });
  return best;
}

function rank(e: ResumeEducation): number {
  return DEGREE_RANK[e.level] * 2 + (e.fields.length > 0 ? 1 : 0);
}

/** A degree still being studied: "expected", "pursuing", a range to Present, or an end year after `asOf`. */
function isInProgress(text: string, asOf: Date): boolean {
  if (
    /\b(?:expected|pursuing|ongoing|in progress|undergraduate|final[- ]year|reading|current(?:ly)?|present)\b/i.test(
      text,
    )
  ) {
    return true;
  }
  if (/\b(?:graduated|completed|awarded)\b/i.test(text)) return false;
  const now = monthNumber(asOf);
  if (findDateRanges(text, new Date(Date.UTC(2100, 0))).some((r) => r.end > now + 1)) return true;
  const years = [...text.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => Number(m[0]));
  return years.length > 0 && Math.max(...years) > asOf.getUTCFullYear();
}

function collectTechnologies(
  matches: readonly TechMatch[],
  doc: TextIndex,
  places: readonly LinePlace[],
  statements: readonly Statement[],
  hasSections: boolean,
  skillLines: ReadonlySet<number>,
): ResumeTechnology[] {
  const { lines } = doc;
  const statementAt = new Map<number, Statement>();
  for (const s of statements) for (let l = s.line; l <= s.lastLine; l++) statementAt.set(l, s);
  const byEntry = new Map<TaxonomyEntry, TechMatch[]>();
  for (const m of matches) {
    const list = byEntry.get(m.entry);
    if (!list) byEntry.set(m.entry, [m]);
    else if (list[list.length - 1]!.line !== m.line) list.push(m);
  }
  const isEvidence = (line: number) =>
    hasSections
      ? EVIDENCE_SECTIONS.has(places[line]!) || (places[line] === 'education' && isWorkInEducation(line))
      : !skillLines.has(line) && places[line] !== 'header';
  // Work told under Education (a dual study's practical phases, a thesis project): a line that opens with a
  // verb of doing ("Built ...") or with its dates ("04/2025 – today: Freestyle SAPUI5 app ...").
  const isWorkInEducation = (line: number) =>
    statementAt.get(line)?.actionVerb != null || LEADING_DATE_RANGE_RE.test(lines[line] ?? '');
  // Prefer a statement that shows impact (a number, then a strong verb) as the line to quote.
  const score = (m: TechMatch) => {
    const s = statementAt.get(m.line);
    return (s?.quantified ? 2 : 0) + (s?.actionVerb ? 1 : 0);
  };
  const out: ResumeTechnology[] = [];
  for (const [entry, found] of byEntry) {
    const shown = found.filter((m) => isEvidence(m.line));
    const pick =
      shown.length > 0 ? [...shown].sort((a, b) => score(b) - score(a) || a.line - b.line)[0]! : found[0]!;
    const statement = statementAt.get(pick.line);
    const raw = doc.text.slice(pick.start, pick.end);
    let evidence: string;
    if (statement) {
      evidence = focus(statement.text, raw);
    } else if (skillLines.has(pick.line) || SKILL_LIST_LINE_RE.test(lines[pick.line] ?? '')) {
      evidence = focus(stripBullet(lines[pick.line] ?? ''), raw);
    } else {
      evidence = focus(sentenceAt(doc, places, pick.start), raw);
    }
    const used = shown.filter((m) => places[m.line] !== 'certifications').length;
    const listed = found.some((m) => skillLines.has(m.line) || SKILL_LIST_LINE_RE.test(lines[m.line] ?? ''));
    out.push({
      entry,
      lines: found.map((m) => m.line),
      demonstrated: shown.length > 0,
      evidence,
      evidenceSection: places[pick.line]!,
      evidenceLevel: used > 0 ? 'used' : shown.length > 0 ? 'certified' : listed ? 'listed' : 'implied',
      usedLines: used,
      inSkillsList: listed,
      creditOnly: found.every((m) => m.creditOnly === true),
    });
  }
  return out;
}

/** A line of a skills list ("Tools: Git, Jira, ..."): several commas or a label. */
const SKILL_LIST_LINE_RE = /^[^,]{0,40}:\s*\S|(?:,[^,]*){3,}/;

/** The text cut to the part around `term` (first occurrence, ignoring case) when it is long. */
function focus(text: string, term: string): string {
  const at = text.toLowerCase().indexOf(term.toLowerCase());
  return at === -1 ? excerptAround(text, 0, 0) : excerptAround(text, at, at + term.length);
}

/**
 * The sentence around an offset, read across the wrapped lines of its paragraph (summaries are usually
 * wrapped prose), so a quote is a whole sentence rather than a fragment of a line.
 */
function sentenceAt(doc: TextIndex, places: readonly LinePlace[], offset: number): string {
  const { lines } = doc;
  let line = 0;
  let lineStart = 0;
  while (line < lines.length - 1 && lineStart + lines[line]!.length < offset) {
    lineStart += lines[line]!.length + 1;
    line++;
  }
  const inParagraph = (i: number) =>
    i >= 0 &&
    i < lines.length &&
    lines[i]!.trim() !== '' &&
    places[i] === places[line] &&
    !isBullet(lines[i]!) &&
    !headingKind(lines[i]!);
  let first = line;
  let last = line;
  // Only prose is read across lines: header, skills and certification lines are separate items.
  const prose = places[line] === 'summary' || places[line] === 'experience' || places[line] === 'projects';
  if (prose && !isBullet(lines[line]!)) {
    while (inParagraph(first - 1)) first--;
    while (inParagraph(last + 1)) last++;
  }
  const parts = lines.slice(first, last + 1).map((l) => l.trim());
  const paragraph = parts.join(' ');
  // Offset within the joined paragraph: lengths of the lines before, each followed by one space.
  let at = offset - lineStart + (lines[line]!.length - lines[line]!.trimStart().length) * -1;
  for (let i = first; i < line; i++) at += parts[i - first]!.length + 1;
  let start = 0;
  let end = paragraph.length;
  for (const m of paragraph.matchAll(/[.!?](?=\s)/g)) {
    if (m.index < at) start = m.index + 1;
    else {
      end = m.index + 1;
      break;
    }
  }
  return stripBullet(paragraph.slice(start, end));
}

/**
 * A degree, or a department, school or institute, and up to three words of its field right before a match:
 * "BSc (Hons) Computer ...", "Dept. of Statistics", "Chartered Institute of Logistics".
 */
const DEGREE_FIELD_BEFORE_RE =
  /\b(?:b\.?\s?sc|m\.?\s?sc|b\.?\s?a|m\.?\s?a|bba|mba|bdes|b\.?\s?eng|m\.?\s?eng|b\.?\s?tech|m\.?\s?tech|bcom|bachelor(?:'s)?|master(?:'s)?|diploma|degree|hnd|higher national diploma|ph\.?\s?d|doctorate)\.?(?:\s*\(hons?\.?\))?(?:\s+(?:of|in)(?:\s+(?:science|arts|engineering)\s+(?:in|of))?)?\s+(?:[\p{L}&]+\s+){0,3}$|\b(?:department|dept\.?|faculty|school|institute|centre|center|lecturer|professor)\s+(?:of|for|in)\s+(?:[\p{L}&,]+\s+){0,3}$/iu;

/** The first line of a CV when it is a person's name (two to four capitalised words, nothing else). */
function personNameLine(lines: readonly string[]): number {
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first === -1) return -1;
  return /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(lines[first]!.trim()) ? first : -1;
}

/** A section heading alone on its line ("SKILLS", "Work Experience"), not "Skills: Python, SQL". */
const isHeadingAlone = (line: string) => headingKind(line)?.inline === false;

/** The CV's text in reading order: a two-column page is read column by column (layout.ts). */
export function readingOrder(text: string): string {
  return unweaveColumns(unfoldColumns(text, isHeadingAlone), isHeadingAlone);
}

/** Longest experience line read as a job title rather than a statement ("Data Science Intern - Acme | 2023"). */
const TITLE_LINE_WORDS = 14;

/** Lower-case words of the lines where the CV states its role: the header, the summary, job titles. */
function statedRoleLines(lines: readonly string[], places: readonly LinePlace[]): string[] {
  return lines
    .filter((line, i) => {
      const place = places[i];
      return (
        place === 'header' ||
        place === 'summary' ||
        (place === 'experience' && line.split(/\s+/).length <= TITLE_LINE_WORDS)
      );
    })
    .map((line) => lowerCaseWords(line).join(' '))
    .filter(Boolean);
}

/**
 * The matches with the other places the CV writes a name only its lists found ("Crystal Reports" in the Skills
 * table, and in "Rebuilt 14 reports from Crystal Reports XI in Crystal Reports 2020"): the same spelling, a whole
 * word, when it is a name of its own (several words or no English word: not "Mask" or "Navigation"). There it
 * replaces the known names read inside it ("JFrog Xray" listed: "Configured JFrog Xray policies" names no bare
 * JFrog and no Xray).
 */
function namedAgain(doc: TextIndex, matches: readonly TechMatch[]): TechMatch[] {
  const listed = new Map<string, TaxonomyEntry>();
  for (const m of matches) {
    const written = doc.text.slice(m.start, m.end);
    const name = m.entry.name;
    // (Written with its version in the list: "JFrog Artifactory 7".)
    const asWritten = written.replace(ITEM_VERSION_RE, '') === name;
    if (!lookupTechnology(name) && asWritten && (/\s/.test(name) || !isOrdinaryName(name)))
      listed.set(name, m.entry);
  }
  if (listed.size === 0) return [...matches];
  const added: TechMatch[] = [];
  const replaced = new Set<TechMatch>();
  for (const [written, entry] of listed)
    for (const found of doc.text.matchAll(wholeWordRe(written, 'gu'))) {
      const start = found.index;
      const end = start + written.length;
      const overlapping = matches.filter((m) => m.start < end && start < m.end);
      if (overlapping.some((m) => m.start < start || m.end > end || m.entry === entry)) continue;
      for (const m of overlapping) replaced.add(m);
      const token = tokenAt(doc, start);
      added.push({ entry, start, end, line: doc.tokens[token]!.line, token, length: 1, risky: false });
    }
  return [...matches.filter((m) => !replaced.has(m)), ...added].sort((a, b) => a.start - b.start);
}

/** Sections where the candidate tells what they did, in sentences. */
const SENTENCE_PLACES: ReadonlySet<LinePlace> = new Set<LinePlace>([
  'summary',
  'experience',
  'projects',
  'achievements',
  'volunteering',
]);

/** A profile link ("github.com/jdoe", "https://tryhackme.com/p/jdoe"). */
const PROFILE_LINK_RE = new RegExp(
  String.raw`(?<![\w.])(?:https?://)?(?:www\.)?(${Object.keys(PROFILE_PLATFORM).join('|')})\.(?:com|org|eu)/[\w.-]+`,
  'gi',
);

/**
 * The platforms a CV links a profile on: the candidate works on them (a job asking for GitHub is met by a
 * GitHub profile), though a link is no skill to rate.
 */
function profileLinks(doc: TextIndex): TechMatch[] {
  const out: TechMatch[] = [];
  for (const m of doc.text.matchAll(PROFILE_LINK_RE)) {
    const entry = lookupTechnology(PROFILE_PLATFORM[m[1]!.toLowerCase()]!);
    const token = tokenAt(doc, m.index);
    if (!entry || token >= doc.tokens.length) continue;
    const { line } = doc.tokens[token]!;
    out.push({
      entry,
      start: m.index,
      end: m.index + m[0].length,
      line,
      token,
      length: 1,
      risky: false,
      creditOnly: true,
    });
  }
  return out;
}

/** Sections whose labelled lines are not lists of skills: a degree's subject, contact details, referees. */
const QUIET_PLACES: ReadonlySet<LinePlace> = new Set<LinePlace>(['education', 'contact', 'references']);

/** Reads a CV. Deterministic: dates are judged against `asOf` (default `DEFAULT_AS_OF`). */
export function parseResume(text: string, options: ResumeOptions = {}): ParsedResume {
  const asOf = options.asOf ?? DEFAULT_AS_OF;
  const doc = indexText(readingOrder(text));
  const { lines } = doc;
  const { sections, places } = findSections(lines);
  const hasSections = sections.length > 0;

  // (A heading alone on its line is no item of its list.)
  const skillLines = new Set<number>();
  places.forEach((p, i) => {
    if ((p === 'skills' || p === 'languages') && !isHeadingAlone(lines[i]!)) skillLines.add(i);
  });
  // Contact lines name GitHub or LinkedIn as places, not skills. (Each line is tested once.)
  const contactLine = new Map<number, boolean>();
  const isContactLine = (line: number) => {
    let known = contactLine.get(line);
    if (known === undefined) {
      known =
        (places[line] === 'header' || places[line] === 'contact') && CONTACT_LINE_RE.test(lines[line] ?? '');
      contactLine.set(line, known);
    }
    return known;
  };
  const nameLine = personNameLine(lines);
  const starts = lineStarts(doc);
  const known = findTechnologies(doc, { listLines: skillLines }).filter(
    (m) =>
      !isContactLine(m.line) &&
      // A person's name is not a skill (Julia, Ruby, Rust...), nor is a book they read in their free time.
      !(m.risky && (m.line === nameLine || places[m.line] === 'interests')) &&
      // "BSc Computer Networks" names a field of study; what the CV shows of it is counted elsewhere.
      // (Its last 160 characters: the degree and three words fit, and a long line stays linear.)
      !DEGREE_FIELD_BEFORE_RE.test(
        lines[m.line]!.slice(Math.max(0, m.start - starts[m.line]! - 160), m.start - starts[m.line]!),
      ),
  );

  // A profile link counts only for a platform the CV does not name otherwise (the name is the better evidence).
  known.push(...profileLinks(doc).filter((link) => !known.some((m) => m.entry === link.entry)));
  // Enumerations inside sentences are read where the candidate tells what they did.
  const sentenceLines = new Set([...lines.keys()].filter((i) => SENTENCE_PLACES.has(places[i]!)));
  const quietLines = new Set([...lines.keys()].filter((i) => QUIET_PLACES.has(places[i]!)));
  // A heading alone on its line that names a kind of technology ("TOOLS", "SOFTWARE") labels the list right
  // under it, up to its first blank line (what follows may be anything a section without headings holds).
  const techListLines = new Set<number>();
  for (const s of sections) {
    if (s.kind !== 'skills' || !namesKindOfTechnology(s.heading) || headingKind(lines[s.startLine]!)?.inline)
      continue;
    for (let i = s.startLine + 1; i < s.endLine && lines[i]!.trim() !== ''; i++) techListLines.add(i);
  }
  const matches = namedAgain(
    doc,
    withoutOrganisationNames(
      doc,
      withListItems(doc, known, { listLines: skillLines, techListLines, sentenceLines, quietLines }),
    ),
  );
  const contact = findContact(doc, places);
  const statements = findStatements(lines, places, sections);

  // Experience: ranges in experience-like sections; with no sections, any range not on an education line.
  const hasExperienceSection = places.some((p) => p === 'experience');
  const experienceRanges: (DateRange & { line: number })[] = [];
  lines.forEach((line, i) => {
    const place = places[i]!;
    const counts = hasExperienceSection
      ? place === 'experience'
      : !hasSections && !findDegreeLevel(line) && !/\b(?:university|college|school)\b/i.test(line);
    if (!counts || !/\d/.test(line)) return;
    for (const r of findDateRanges(line, asOf)) experienceRanges.push({ ...r, line: i });
  });
  const datedYears = Math.round((coveredMonths(experienceRanges) / 12) * 10) / 10;
  const statedMatch = STATED_YEARS_RE.exec(text);
  const statedYears = statedMatch ? parseNumberWord(statedMatch[1]!) : null;
  const experienceYears = datedYears > 0 ? datedYears : (statedYears ?? 0);

  const wordCount = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const bulletLines = lines.filter(isBullet).length;
  const firstPersonLines = statements
    .filter(
      (s) =>
        /^(?:I|My|We)\b/.test(s.text) ||
        /\bI (?:am|was|have|did|worked|developed|built|created|made|used)\b/.test(s.text),
    )
    .map((s) => s.text);

  const roleLines = statedRoleLines(lines, places);
  return {
    doc,
    sections,
    places,
    contact,
    experienceRanges,
    datedYears,
    statedYears,
    experienceYears,
    education: findEducation(lines, places, asOf),
    statements,
    technologies: collectTechnologies(matches, doc, places, statements, hasSections, skillLines),
    wordCount,
    pageCount: options.pageCount ?? null,
    bulletLines,
    firstPersonLines,
    roleWords: new Set(roleLines.flatMap((line) => line.split(' '))),
    roleLines,
    wordStems: new Set(contentStemsOfTokens(doc.text, doc.tokens).map((w) => w.stem)),
  };
}

/** Where a name the job asks for may be read as written: the candidate's own work, skills and summary. */
const ASKED_PLACES: ReadonlySet<LinePlace> = new Set([...EVIDENCE_SECTIONS, 'skills', 'summary']);

/**
 * Of the technologies a job asks for, those the CV writes exactly as the vocabulary spells them where its own
 * reading did not take them for want of context ("exported the glacier outlines to QGIS"): a job that asks for
 * the name is that context. Only names that are no ordinary word or place ("QGIS", "Kustomize", not "Swift" or
 * "Phoenix"), on lines of the candidate's work, skills or summary; each with its evidence as the CV's own are.
 */
export function askedNamesWritten(resume: ParsedResume, asked: readonly TaxonomyEntry[]): ResumeTechnology[] {
  const { doc, places } = resume;
  const { text } = doc;
  const lineAt = (offset: number) => doc.tokens[tokenAt(doc, offset)]!.line;
  // Standing apart, not a word of a longer name ("SQL Server 2019", "Sitecore 10 .NET Developer").
  const apart = (start: number, end: number) =>
    !/[\p{Lu}\p{N}][^\s,;:.()]* $/u.test(text.slice(Math.max(0, start - 30), start)) &&
    !/^ [\p{Lu}\p{N}]/u.test(text.slice(end, end + 2));
  const read = new Set(resume.technologies.map((t) => t.entry.name));
  const techLines = new Set(resume.technologies.flatMap((t) => t.lines));
  const matches: TechMatch[] = [];
  for (const entry of asked) {
    if (read.has(entry.name) || matches.some((m) => m.entry === entry)) continue;
    const spellings = [
      ...new Set([entry.name, ...entry.aliases, ...entry.risky.flatMap((g) => g.forms)]),
    ].filter((f) => f.length >= 2 && !isPlaceOrLanguage(f));
    const patterns = [
      // (A CV typed all in lower case writes "sd-wan" for "SD-WAN".)
      ...spellings
        .filter((form) => !isOrdinaryName(form))
        .map((form) => ({
          pattern: escapeRegExp(form),
          flags: doc.caseless ? 'giu' : 'gu',
          abbreviation: false,
          listed: false,
        })),
      // An ordinary word counts only as an item of a skills list, in any case: "docker, helm (basic), git".
      ...spellings
        .filter((form) => isOrdinaryName(form))
        .map((form) => ({ pattern: escapeRegExp(form), flags: 'giu', abbreviation: false, listed: true })),
      ...abbreviationPatterns(entry.name, doc.caseless).map((p) => ({
        ...p,
        abbreviation: true,
        listed: false,
      })),
    ];
    const written = patterns.flatMap(({ pattern, flags, abbreviation, listed }) => {
      const re = new RegExp(String.raw`(?<![\p{L}\p{N}.+#-])${pattern}(?![\p{L}\p{N}+#]|-\p{L})`, flags);
      return [...text.matchAll(re)].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
        abbreviation,
        listed,
      }));
    });
    // An abbreviation counts among skills: on a skills line or beside another technology ("FDA, RDA and NER
    // in JDE E1"), not in a sentence of its own ("orders in MAD / EUR" is no Mobile App Development).
    const amongSkills = (line: number) => places[line] === 'skills' || techLines.has(line);
    // An item of a skills line, set apart by commas, bullets or brackets ("docker, helm (basic), git").
    const isListItem = (start: number, end: number) =>
      places[lineAt(start)] === 'skills' &&
      /(?:^|[,;|•·:/(])\s*$/u.test(text.slice(text.lastIndexOf('\n', start - 1) + 1, start)) &&
      /^\s*(?:$|[,;|•·)/(\n])/u.test(text.slice(end, end + 3));
    const found = written
      .sort((a, b) => a.start - b.start)
      .find(
        (w) =>
          apart(w.start, w.end) &&
          ASKED_PLACES.has(places[lineAt(w.start)]!) &&
          (!w.abbreviation || amongSkills(lineAt(w.start))) &&
          (!w.listed || isListItem(w.start, w.end)),
      );
    if (found)
      matches.push({
        entry,
        start: found.start,
        end: found.end,
        line: lineAt(found.start),
        token: tokenAt(doc, found.start),
        length: 1,
        risky: false,
      });
  }
  if (matches.length === 0) return [];
  const skillLines = new Set([...doc.lines.keys()].filter((i) => places[i] === 'skills'));
  return collectTechnologies(matches, doc, places, resume.statements, resume.sections.length > 0, skillLines);
}

/**
 * The other way of writing a name the job asks for by its abbreviation: a name of three or more capitalised
 * words as its initials ("AEM" for "Adobe Experience Manager", "FDA" for "Form Design Aid"), an acronym as
 * capitalised words with those initials ("Picture Archiving and Communication System" for "PACS"). Read only
 * against a name the job asks for: "FDA" alone is no JD Edwards tool, but asked for "Form Design Aid", it is.
 */
function abbreviationPatterns(name: string, caseless: boolean): { pattern: string; flags: string }[] {
  const initials = initialsOf(name);
  // A CV typed all in lower case writes "fda" for "FDA".
  if (initials) return [{ pattern: initials, flags: caseless ? 'giu' : 'gu' }];
  if (!/^\p{Lu}{3,6}$/u.test(name)) return [];
  const joining = String.raw`(?:(?:${[...ABBREVIATION_JOINERS].join('|')})[ ]+)?`;
  const words = [...name].map((letter) => String.raw`${letter}[\p{Ll}\p{N}]+`);
  return [{ pattern: words.join(String.raw`[ -]+${joining}`), flags: 'gu' }];
}

/** Whether the CV has a section of this kind. */
export function hasSection(resume: ParsedResume, kind: SectionKind): boolean {
  return resume.sections.some((s) => s.kind === kind);
}
