/**
 * Reads a job description: title and company, the skills it asks for (required or preferred, with the line
 * that says so), years of experience, education, seniority, and whether the role is technical at all.
 *
 * Required vs preferred is decided per clause, most specific first:
 * 1. wording in the clause ("... is a plus", "familiarity with" -> preferred; "must", "strong" -> required);
 *    a clause without wording takes it from the clause before it in the same sentence, so
 *    "Strong HTML, CSS, and JavaScript" keeps "strong" for JavaScript;
 * 2. the section it sits in (Requirements / Responsibilities -> required; Nice to have / Bonus -> preferred;
 *    About us -> preferred; Benefits -> ignored);
 * 3. the opening lines before any heading, and the title line, count as required.
 * "React, Vue or Angular" and "e.g. Jest, Cypress" become one requirement that any of them satisfies, and
 * technologies in brackets ("AWS (EC2, EKS, RDS)") are examples: any one of them satisfies them.
 */
import {
  DEGREE_RANK,
  findDegreeLevels,
  findFields,
  genericFieldGroups,
  type DegreeLevel,
  type FieldGroup,
  type FieldOfStudy,
} from './education';
import {
  findTechnologies,
  firstStartingAt,
  inAddress,
  indexText,
  lineStarts,
  withoutOrganisationNames,
  lookupTechnology,
  type TechMatch,
  type TextIndex,
  type Token,
} from './matcher';
import { keyOf, type TaxonomyEntry } from './taxonomy';
import {
  isEnglishWord,
  isMaker,
  isOrdinaryName,
  isPlaceOrLanguage,
  ownNameAfterMaker,
  wordRarity,
} from './english';
import { withListItems } from './listItems';
import {
  PROFILE_PLATFORM,
  contentStems,
  contentStemsOfTokens,
  escapeRegExp,
  wholeWordRe,
  LEGAL_FORM_END_RE,
  LEGAL_FORMS,
  lowerCaseWords,
  NAME_WORD,
  nameEndingIn,
  nextNonBlank,
  nextNonBlankIndex,
  NUMBER_PATTERN,
  ORGANISATION_END_WORDS,
  parseNumberWord,
  stripBullet,
  WORKS_WITH_NOUNS,
} from './text';

export type Importance = 'required' | 'preferred';
export type Seniority = 'intern' | 'junior' | 'mid' | 'senior' | 'lead';

export const DEFAULT_JOB_TITLE = 'Software Engineering Position';
export const DEFAULT_COMPANY = 'Company';

/** One thing the job asks for. Several options mean "any one of these". */
export interface JobRequirement {
  options: TaxonomyEntry[];
  importance: Importance;
  /** The job-description line that asks for it. */
  line: string;
  /** Named in the role's title ("Backend Developer (Node.js)"): the core of the role. */
  inTitle?: boolean;
  /**
   * Named only among the duties ("What you'll do") of a description that also lists its requirements: work
   * the new hire will do and can learn, weighed between required and preferred.
   */
  dutiesOnly?: boolean;
  /**
   * Named only where the ad says the workplace uses it ("We use Hubtiger for workshop bookings", "Arbor, our MIS")
   * or as work the hire will do ("You'll do ... diagnostics on Shimano STEPS"), never as something to bring.
   */
  workplaceOnly?: boolean;
}

export interface EducationRequirement {
  level: DegreeLevel;
  fields: FieldOfStudy[];
  /** Groups accepted as a whole: "a related field" adds the groups of the named fields. */
  fieldGroups: FieldGroup[];
  /** "or equivalent experience". */
  equivalentAccepted: boolean;
  importance: Importance;
  line: string;
}

export interface ParsedJob {
  title: string;
  company: string;
  titleFound: boolean;
  companyFound: boolean;
  requirements: JobRequirement[];
  /** Every technology the description names, requirement or not ("our stack is..."), first mention first. */
  technologies: TaxonomyEntry[];
  /** Least years asked for as a requirement (the largest such figure), or null. */
  requiredYears: number | null;
  /** Years mentioned only as a preference, or null. */
  preferredYears: number | null;
  yearsLine: string | null;
  education: EducationRequirement | null;
  seniority: Seniority;
  isNonTechRole: boolean;
  /** Why the role was judged technical or not (for messages and tests). */
  roleSignals: { technical: string[]; nonTechnical: string[] };
  /** Words of the title that name the role, lower case ("data", "analyst"); empty when no title was found. */
  roleWords: string[];
  /** Significant words of the description, most frequent first; technologies excluded. */
  keywords: JobKeyword[];
  /** Every word of the description once (see findContentWords). */
  contentWords: ContentWord[];
}

export interface ContentWord {
  stem: string;
  /** How rare the word is in everyday English (english.ts `wordRarity`). */
  rarity: number;
  /** The key of the technology whose name the word is only ever part of ("kubernetes"), or null. */
  technology: string | null;
}

export interface JobKeyword {
  /** Crude stem used for matching ("dashboard" for "dashboards"). */
  stem: string;
  /** The word as first written in the job description. */
  word: string;
  count: number;
}

type SectionClass = 'intro' | 'required' | 'preferred' | 'other' | 'benefits';

const PREFERRED_HEADING_RE =
  /\b(?:nice[- ]to[- ]haves?|preferred|bonus|pluses|plus|desirable|desired|good[- ]to[- ]haves?|would be (?:great|nice)|extra credit|advantage(?:ous)?|assets|optional|not required)\b(?! (?:candidate )?profile)/i;
const BENEFITS_HEADING_RE =
  /\b(?:benefits|perks|what we offer|we offer|compensation|salary|why (?:join|work)|how to apply|equal opportunit|eeo|package|what'?s in it for you|our offer)\b/i;
const OTHER_HEADING_RE =
  /^(?:about\b(?!\s+(?:the\s+)?(?:role|job|position|you|this role|opportunity|the opportunity))|who we are|our (?:company|story|mission|values|team|culture)|company (?:overview|description|profile)|the company|location|culture)/i;
/** Headings of a list of duties, which is a section of requirements too ("Responsibilities", "Your tasks"). */
const DUTIES_WORDS = String.raw`responsibilities|duties|your role|in this role|day[- ]to[- ]day|tasks|your mission|what you(?:'ll|’ll| will) be doing|what you(?:'ll|’ll| will)? work on`;
const REQUIRED_HEADING_RE = new RegExp(
  String.raw`\b(?:requirements?|required|qualifications?|must[- ]haves?|must|what you(?:'ll| will)? (?:need|bring|have)|what we(?:'re| are) looking for|what we (?:need|ask|expect|require)|you need|you should have|what we ask for|looking for|you have|you bring|skills|experience|who you are|about you|your profile|(?:desired )?candidate profile|desired profile|ideal candidate|what you(?:'ll| will) do|the role|about the role|role overview|job description|the job|tech(?:nology)? stack|our stack|technologies|tools|essential|competencies|expectations|key skills|selection criteria|person specification|${DUTIES_WORDS})\b`,
  'i',
);

const PREFERRED_CUE_RE =
  /\b(?:nice[- ]to[- ]haves?|preferred|preferably|preference|a plus|an? (?:big|strong|real|genuine|great|huge|definite|distinct) (?:plus|asset)|plus:|bonus|desirable|desired|advantage(?:ous)?|an asset|ideally|good[- ]to[- ]have|would be (?:great|nice|a plus|helpful|beneficial|an advantage|an asset)|is helpful|not (?:required|mandatory|essential)|optional|familiarity|familiar with|exposure to|basic (?:knowledge|understanding)|interest in|willing(?:ness)? to learn|eager to learn|awareness of)\b/i;
const REQUIRED_CUE_RE =
  /\b(?:required|requirement|must|mandatory|essential|need to|strong|solid|proficien(?:t|cy)|expert(?:ise)?|extensive|deep|in-depth|thorough|advanced|hands-on|proven|demonstrable|excellent|comfortable|expected)\b/i;
/** Cue words that usually follow what they qualify ("X preferred", "X is a plus", "X required"). */
const TRAILING_CUE_RE =
  /^(?:preferred|preference|required|requirement|mandatory|essential|desirable|desired|a plus|plus:|advantage|advantageous|an asset|is an asset|optional|expected|is helpful|would be|not )/i;
/** Words before a list that make it a list of examples or alternatives. */
const ALTERNATIVES_LEAD_RE =
  /\b(?:such as|e\.g\.?|eg\.?|for example|like|one of|any of|one or more of|similar to)\s*[:(]?\s*$/i;
/** What may separate items of one list of alternatives. */
const ALTERNATIVE_GAP_RE = /^[\s,]*(?:or|and\/or|\/)?[\s,]*$/i;
const OR_RE = /\bor\b|\band\/or\b/i;

const YEARS_RE = new RegExp(
  String.raw`(?:(at least|minimum(?: of)?|min\.?|over|more than)\s+)?(${NUMBER_PATTERN})\s*(\+|plus)?\s*(?:(?:-|–|to)\s*(${NUMBER_PATTERN})\s*\+?\s*)?(?:years?|yrs?)\b([^.;\n]{0,70})`,
  'gi',
);
const YEARS_CONTEXT_RE =
  /\b(?:experience|exp\b|professional|industry|working|commercial|hands-on|development|developing|programming|building|in (?:a |an )?(?:similar|related|relevant)|in (?:a |an |the )?(?:devops|sre|sales|retail|hr|marketing|accounting|software|data|backend|frontend|mobile|web|it\b)|\b(?:role|position|job)\b)/i;
/** Years "with", "of" or "using" a name ("2+ years with React and TypeScript"). */
const YEARS_WITH_NAME_RE = /^\s+(?:with|of|using)\s+(?:\p{Lu}|[a-z]+[A-Z.])/u;
const YEARS_EXCLUDE_RE = /\b(?:old|ago|of age|warranty|contract|history|in business|founded)\b/i;

/** The nouns a job title ends on ("Developer", "Nurse"), singular. */
const ROLE_NOUNS = `${WORKS_WITH_NOUNS}|scientist|designer|manager|lead|intern|internship|trainee|assistant|associate|executive|officer|coordinator|representative|technician|tester|writer|editor|recruiter|accountant|nurse|teacher|tutor|lecturer|instructor|agent|advisor|adviser|clerk|cashier|receptionist|director|head|supervisor|strategist|marketer|copywriter|planner|buyer|operator|sre|owner|bookkeeper|auditor|pharmacist|therapist|chef|cook|driver|salesperson|partner|generalist|paralegal|midwife|paramedic|mechanic|barista|attendant|concierge|pilot`;
const ROLE_NOUN = `(?:${ROLE_NOUNS})s?`;
const ROLE_NOUN_RE = new RegExp(`\\b${ROLE_NOUN}\\b`, 'i');
/** A noun that names who does a job ("developer", "analyst", "nurse"), as against what the job is about. */
export const isRoleNoun = (word: string) => ROLE_NOUN_RE.test(word);
/**
 * A capitalised noun shaped like a person's trade ("Physiotherapist", "Electrician", "Surveyor", "Welder"),
 * for titles no list of role nouns holds.
 */
const isAgentNoun = (word: string) =>
  /^\p{Lu}\p{L}{3,}$/u.test(word) && /(?:ist|ian|or|er|hand|smith|wright)$/i.test(word);
/** The same in an ad typed in lower case ("junior electrician wanted"). */
const isLowerCaseAgentNoun = (word: string) => isAgentNoun(word.charAt(0).toUpperCase() + word.slice(1));
/** A name that ends like a title ("Data Analyst"), not like a firm ("Kigali Talent Partners"). */
const TITLE_LIKE_RE = new RegExp(`\\b(?:${ROLE_NOUNS})$`, 'i');
/** A title that ends on a plural role noun ("Teaching Interns"). */
const PLURAL_ROLE_END_RE = new RegExp(`\\b(${ROLE_NOUNS})s$`, 'i');

const TECH_TITLE_RE =
  /\b(?:software|developer|programmer|devops|sre|site reliability|data (?:scientist|engineer|analyst)|machine learning|ml|ai|qa|quality assurance|tester|test automation|full[- ]?stack|front[- ]?end|back[- ]?end|web|mobile|ios|android|cloud|cyber ?security|security engineer|database|dba|sysadmin|systems? (?:administrator|engineer)|network engineer|platform|infrastructure|embedded|firmware|game|blockchain|ux|ui|product designer|technical support|it support|solutions architect|bi developer|analytics engineer|erp|crm|hris|information systems|dynamics 365|sap|salesforce|servicenow|workday|netsuite|odoo)\b|\bIT\b|\bengineer(?:ing)?\b/i;
/** Engineers who do not build software. */
const NON_SOFTWARE_ENGINEER_RE =
  /\b(?:civil|mechanical|electrical|chemical|structural|site|field service|biomedical|mining|petroleum|manufacturing|process|quality|maintenance|hvac|environmental)\s+(?:(?:design|project|production|plant|field)\s+)?engineer/i;
/**
 * Trades and service work, after the ISCO-08 groups of craft, service, agricultural, plant and elementary
 * occupations (a plumber's ad that names its job-management app is still no software job).
 */
const TRADES = [
  'plumb(?:er|ing)',
  'electrician',
  'carpent(?:er|ry)',
  'joiner',
  'bricklayer',
  'mason',
  'plasterer',
  'roofer',
  'tiler',
  'glazier',
  'welder',
  'fitter',
  'mechanic',
  'painter',
  'decorator',
  'locksmith',
  'upholsterer',
  'tailor',
  'butcher',
  'baker',
  'pastry',
  'bartender',
  'waitress',
  'housekeep(?:er|ing)',
  'cleaner',
  'caretaker',
  'janitor',
  'hairdresser',
  'barber',
  'beautician',
  'nanny',
  'childcare',
  'lifeguard',
  'security (?:guard|officer)',
  'firefighter',
  'gardener',
  'landscap(?:er|ing)',
  'groundskeeper',
  'farm(?:er| hand| worker)',
  'zookeeper',
  'keeper',
  'courier',
  'postal',
  'postman',
  'postwoman',
  'delivery (?:driver|worker|rider)',
  'porter',
  'labourer',
  'laborer',
  'packer',
  'picker',
  'forklift',
  'machine operator',
  // Mobile plant operators (ISCO-08 834).
  'crane',
  'plant operator',
  'excavator',
  'storekeeper',
].join('|');
/** A trade's title: its ad is no software job however many apps and tools it names (a bike shop's six). */
const TRADE_TITLE_RE = new RegExp(String.raw`\b(?:${TRADES})\b`, 'i');
/** Titles of roles in hiring, which ask for the hiring skills every ad names about its own hiring. */
const HIRING_TITLES = String.raw`hr\b|human resources?|recruit(?:er|ment|ing)|talent acquisition|people (?:partner|operations)`;
const HIRING_TITLE_RE = new RegExp(
  String.raw`\b(?:${HIRING_TITLES}|talent|people|personnel|onboarding)\b`,
  'i',
);
const NON_TECH_TITLE_RE = new RegExp(
  String.raw`\b(?:sales|account (?:executive|manager)|business development|marketing|brand|social media|content (?:writer|creator)|copywriter|${HIRING_TITLES}|payroll|accountant|accounting|bookkeep|finance|financial|auditor|audit|tax\b|bank|teller|customer (?:service|support|success|care)|call cent(?:er|re)|receptionist|administrative|office (?:manager|assistant|administrator)|admin assistant|secretary|nurse|nursing|midwife|caregiver|care assistant|(?:social|care|support|youth|community) work(?:er)?|caseworker|counsell?or|dietitian|nutritionist|dispatcher|physician|doctor|pharmac|therapist|teacher|teaching|tutor|lecturer|retail|store|cashier|barista|waiter|chef|cook|hospitality|hotel|driver|warehouse|logistics|supply chain|procurement|buyer|merchandis|legal|lawyer|paralegal|real estate|insurance|operations (?:manager|assistant|executive|coordinator)|event|public relations|journalist|editor|translator|interpreter|photographer|fashion|fitness|${TRADES})\b`,
  'i',
);
/** Non-technical work described in the body. Each counts once. */
const NON_TECH_SIGNALS: readonly [string, RegExp][] = [
  ['sales targets', /\bsales targets?\b|\bquotas?\b|\bcommission\b/i],
  ['closing deals', /\bclos(?:e|ing) deals\b|\bquotations?\b/i],
  ['customers in person', /\bwalk-in\b|\bshowroom\b|\bin-store\b|\bstore\b/i],
  ['leads', /\bleads\b|\bprospects\b/i],
  ['patients', /\bpatients?\b|\bward\b|\bclinical\b/i],
  ['students', /\bclassroom\b|\bpupils\b|\bcurriculum\b|\blessons?\b/i],
  [
    'recruitment',
    /\brecruitment\b|\bvacancies\b|\bscreen (?:cvs|resumes|candidates)\b|\bschedule interviews\b/i,
  ],
  ['payroll', /\bpayroll\b|\battendance\b|\bleave\b/i],
  [
    'onboarding staff',
    /\bonboarding\b.*\bemployees?\b|\bpersonnel files?\b|\bemployee (?:questions|relations)\b/i,
  ],
  ['bookkeeping', /\bledgers?\b|\binvoices?\b|\baccounts payable\b|\breconciliations?\b|\btax\b/i],
  ['retail', /\bretail\b|\bmerchandising\b|\bcash handling\b/i],
  ['hospitality', /\bguests?\b|\bhospitality\b|\breservations\b/i],
  ['campaigns', /\bcampaigns?\b|\bbrand awareness\b|\bcontent calendar\b/i],
  ['driving', /\bdriv(?:ing|er'?s?) licen[cs]e\b|\bown vehicle\b|\bfuel allowance\b/i],
  ['after-sales service', /\bafter-sales\b|\bcustomer complaints\b/i],
];

const TITLE_LABEL_RE =
  /^\s*(?:job\s+title|position(?:\s+title)?|post(?:\s+title)?|role|title|job|vacancy(?:\s+notice)?|opening|designation)\s*(?:[:\-–—|]|\t)\s*([^|\t\n]+)/i;
const SPACED_TITLE_LABEL_RE = /^\s*(?:[Pp]osition|[Vv]acancy|[Jj]ob [Tt]itle)\s+([A-Z][^|\t\n]+)/;
/**
 * A row that is only a title label, its value on the next line ("Job Title", "VACANCY", "PUBLIC NOTICE OF
 * VACANCY", "JOB VACANCY NOTICE").
 */
const TITLE_LABEL_ONLY_RE =
  /^\s*(?:job\s+title|position(?:\s+title|\s+vacant)?|(?:situations?|positions)\s+vacant|vacant\s+position|role\s+title|(?:public\s+)?(?:notice\s+of\s+)?vacancy|(?:job\s+)?vacancy\s+(?:notice|announcement))\s*:?\s*$/i;
/** A row with a label of its own: "Position title:  Assistant Report Developer", "Grade\tAO5". */
const LABELLED_ROW_RE = /^\s*[\p{L} ]{1,30}(?::\s|\t)/u;
/**
 * A reference number, not a title: "Ref: FM/0425", "Ref. WRTA/2025/017", "Reference number: KDW-2025-017",
 * "Reference RP-2025-014" (a code with a digit, alone after the word).
 */
const REFERENCE_RE =
  /^\s*(?:(?:ref(?:erence)?(?:\s+(?:number|no))?|no|number|id|code)\b\.?\s*[:#]|ref\.\s|ref(?:erence)?(?:\s+(?:number|no))?\.?\s+(?=\S*\d)[a-z\d][\w/.-]*\s*$)/i;
/**
 * A sentence about the workplace's own tools or the work to be done, not about what to bring: "We use Hubtiger
 * for bookings", "record data in Arbor, our MIS", "You'll do ... diagnostics on Shimano STEPS" (not "You'll need
 * ...", "You will have ...").
 */
const WORKPLACE_SENTENCE_RE =
  /^(?:you(?:'ll|’ll| will)\s+(?!(?:need|have|bring|already|ideally|know|be (?:expected|able|comfortable|confident|familiar|proficient|skilled|experienced))\b)|we(?:'re| are)?\s+(?:use|using|work (?:with|in|on)|run|record|book|track|keep)\b)|\bour\s+(?:[\w-]+\s+){0,2}(?:system|software|app|platform|MIS|till|POS|tools?)s?\b/i;
/** A post's number in a line ("Position No. PC-0427", "Vacancy ref: HR/114", "Job ID 5521"). */
const POSTING_NUMBER_RE = /\b(?:no\.|number|ref\.?|reference|id)\s*[:#]?\s*[A-Z]{0,4}[-/]?\d/i;
const COMPANY_LABEL_RE =
  /^\s*(?:company(?:\s+name)?|employer|organi[sz]ation|client|hiring company)(?:\s*[:\-–—|]|\t| {2,})\s*([^|\t\n]+)/im;
/**
 * A proper name: up to six capitalised words on one line ("Pixel Labs", "Bank of Ceylon"). Bounded, so a line
 * of capitalised words cannot make the search quadratic.
 */
const NAME = String.raw`\p{Lu}[\p{L}\p{M}\p{N}_&'’-]{0,40}(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}\p{N}_&'’-]{0,40}|&|of|and)(?=[ \t]+[\p{Lu}&]|$|[^\p{L}\p{M}\p{N}_])){0,5}`;
/** "join the team at Kiviaed Labs", "the hiring team at Chama Bora Technologies Ltd". */
const TEAM_AT_RE = new RegExp(String.raw`\b(?:team|us|company)\s+at\s+(${NAME})`, 'u');
const NOT_A_COMPANY = new Set([
  'we',
  'our',
  'the',
  'you',
  'this',
  'it',
  'who',
  'job',
  'role',
  'team',
  'us',
  'they',
  // "ref. PT-2291": the ad's reference; "posted 3 days ago": the board's note.
  'ref',
  'posted',
  // "Grade 3, £23,114 – £24,404 per annum" under a title: the post's pay, not its employer.
  'grade',
  'salary',
  'pay',
]);

interface Heading {
  kind: SectionClass;
  inline: boolean;
  /** A list of duties ("Responsibilities", "What you'll do") rather than of requirements. */
  duties: boolean;
}

const DUTIES_HEADING_RE = new RegExp(
  String.raw`\b(?:${DUTIES_WORDS}|what you(?:'ll|’ll| will)? do|you(?:'ll|’ll| will)$|what the job involves)\b`,
  'i',
);

/** Classifies a job-description heading line ("Requirements", "Nice to have:"), or null. */
export function jobHeading(line: string): Heading | null {
  const trimmed = stripBullet(line).trim();
  if (!trimmed || /^[-•*]/.test(line.trim())) return null;
  const inline = /^([^:]{2,50}):\s*(\S.*)$/.exec(trimmed);
  const label = (inline ? inline[1]! : trimmed).replace(/[:\s]+$/, '');
  if (!label || label.split(/\s+/).length > 8 || (!inline && /[.!?]$/.test(label))) return null;
  // A heading reads like a label, not a sentence: no "we are hiring..." lines (one in capitals is a heading: "IT IS
  // AN ADVANTAGE IF YOU HAVE").
  if (
    !inline &&
    !trimmed.endsWith(':') &&
    label !== label.toUpperCase() &&
    /\b(?:is|are|we|will|you'll)\b/i.test(label) &&
    label.split(/\s+/).length > 4
  ) {
    return null;
  }
  let kind: SectionClass | null = null;
  if (PREFERRED_HEADING_RE.test(label)) kind = 'preferred';
  else if (BENEFITS_HEADING_RE.test(label)) kind = 'benefits';
  else if (OTHER_HEADING_RE.test(label)) kind = 'other';
  else if (REQUIRED_HEADING_RE.test(label)) kind = 'required';
  return kind
    ? { kind, inline: Boolean(inline), duties: kind === 'required' && DUTIES_HEADING_RE.test(label) }
    : null;
}

interface Segment {
  start: number;
  end: number;
  /** Wording that applies to this comma-separated part, after the rules in `clausesOf`. */
  effective: Importance | null;
}

interface Clause {
  start: number;
  end: number;
  /** Inside brackets: examples of what comes before. */
  bracketed: boolean;
  /** Comma-separated parts (a bracketed clause is one part). */
  segments: Segment[];
}

interface Cue {
  importance: Importance;
  /** "Familiarity with X, Y" (applies to what follows) rather than "X is a plus" (applies to what precedes). */
  leading: boolean;
}

/** Wording in a piece of text: preferred wins over required ("strong X is a plus" is still optional). */
function cueOf(text: string): Cue | null {
  const pref = PREFERRED_CUE_RE.exec(text);
  const req = pref ? null : REQUIRED_CUE_RE.exec(text);
  const m = pref ?? req;
  if (!m) return null;
  // Leading when at most one word comes before it (bullets and a "Label:" prefix aside).
  const before = text
    .slice(0, m.index)
    .replace(/^[^:]{0,40}:/, '')
    .replace(/[^\p{L}\s]/gu, ' ')
    .trim();
  const wordsBefore = before === '' ? 0 : before.split(/\s+/).length;
  // "PGCE preferred", "Docker is a plus": words like these qualify what comes before them, unless they open
  // the segment or introduce a list ("Preferred: ...").
  const trailingWord = TRAILING_CUE_RE.test(m[0]);
  // ("It's a bonus if you also know Sage 300, SSRS or VB.NET": a cue with its condition speaks for what follows.)
  const introduces = /^\s*(?::|if\b)/.test(text.slice(m.index + m[0].length));
  const leading = trailingWord ? wordsBefore === 0 || introduces : wordsBefore <= 1 || introduces;
  return { importance: pref ? 'preferred' : 'required', leading };
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/**
 * Cuts a line into clauses (sentences, then ", and" / ", but" / "while" parts; bracketed text apart) and each
 * clause into comma-separated segments, and works out which wording applies to each segment:
 * - a leading cue ("Familiarity with", "Strong", "Nice to have:") applies to its segment and the following
 *   segments of the clause;
 * - a trailing cue ("... is a plus", "... preferred", "... required") applies to its segment and to the bare
 *   items just before it ("React, Vue or Angular is a plus");
 * - a segment still without wording takes it from the clause before it in the same sentence, so
 *   "Strong HTML, CSS, and JavaScript" keeps "strong" for JavaScript;
 * - bracketed text takes the wording of the segment it sits in unless it has its own.
 */
function clausesOf(line: string): Clause[] {
  // Mask bracketed text so its words neither split nor colour the outer clause (one level is enough here).
  const brackets: { start: number; end: number }[] = [];
  const masked = line.replace(/\([^()]*(?:\)|$)/g, (m: string, at: number) => {
    brackets.push({ start: at, end: at + m.length });
    return ' '.repeat(m.length);
  });

  const outer: Clause[] = [];
  const splitRe = /[;!?]|\.(?=\s|$)|,\s*(?:and|but|while|whereas)\s+|\s+(?:but|whereas|while)\s+/gi;
  let from = 0;
  const cut = (start: number, end: number) =>
    outer.push({ start, end, bracketed: false, segments: segmentsOf(masked, start, end) });
  for (const m of masked.matchAll(splitRe)) {
    cut(from, m.index);
    from = m.index + m[0].length;
  }
  cut(from, line.length);

  let previous: Importance | null = null;
  let sentenceStart = true;
  for (const c of outer) {
    const inherited: Importance | null = sentenceStart ? null : previous;
    for (const seg of c.segments) seg.effective ??= inherited;
    previous = [...c.segments].reverse().find((seg) => seg.effective)?.effective ?? inherited;
    // A new sentence starts after . ; ! ? : wording does not cross sentences.
    sentenceStart = /[.;!?]\s*$/.test(masked.slice(c.start, c.end + 1));
  }
  const inner = brackets.map((b): Clause => {
    const own = cueOf(line.slice(b.start, b.end));
    const host = segmentAt(outer, b.start);
    return {
      start: b.start,
      end: b.end,
      bracketed: true,
      segments: [{ start: b.start, end: b.end, effective: own?.importance ?? host?.effective ?? null }],
    };
  });
  return [...outer, ...inner];
}

function segmentsOf(masked: string, start: number, end: number): Segment[] {
  const parts: { start: number; end: number; cue: Cue | null; bare: boolean }[] = [];
  let at = start;
  for (const piece of masked.slice(start, end).split(',')) {
    const text = piece;
    parts.push({ start: at, end: at + piece.length, cue: cueOf(text), bare: wordCount(text) <= 3 });
    at += piece.length + 1;
  }
  const segments: Segment[] = parts.map((p) => ({ start: p.start, end: p.end, effective: null }));
  let carry: Importance | null = null;
  parts.forEach((p, i) => {
    if (p.cue) {
      segments[i]!.effective = p.cue.importance;
      // "If you can draw a job up in SketchUp, that's a bonus": a cue that points back speaks for the clause.
      const pointsBack = /^\s*(?:that|this|which|it)\b/i.test(masked.slice(p.start, p.end));
      if (p.cue.leading) carry = p.cue.importance;
      else
        for (let j = i - 1; j >= 0 && !parts[j]!.cue && (parts[j]!.bare || pointsBack); j--)
          segments[j]!.effective = p.cue.importance;
    } else {
      segments[i]!.effective ??= carry;
    }
  });
  return segments;
}

function segmentAt(clauses: readonly Clause[], offset: number): Segment | undefined {
  const clause = clauseAt(clauses, offset);
  if (!clause) return undefined;
  // Segments are in order and touch: the last one starting at or before the offset, by a binary search, so a
  // line with thousands of commas stays linear.
  const segs = clause.segments;
  return segs[Math.max(0, firstStartingAt(segs, offset + 1) - 1)];
}

function clauseAt(clauses: readonly Clause[], offset: number): Clause | undefined {
  return (
    clauses.find((c) => c.bracketed && c.start <= offset && offset < c.end) ??
    clauses.find((c) => !c.bracketed && c.start <= offset && offset <= c.end)
  );
}

interface LineInfo {
  section: SectionClass;
  /** In a list of duties (see `Heading.duties`). */
  duties: boolean;
  /** Importance from the section when the clause has no wording (null: ignore, e.g. benefits). */
  sectionImportance: Importance | null;
  /** The line's clauses, cut on first use (most lines name no skill and never need them). */
  readonly clauses: Clause[];
}

function classifyLines(doc: TextIndex, titleLine: number): LineInfo[] {
  let running: SectionClass = 'intro';
  let runningDuties = false;
  return doc.lines.map((line, i) => {
    const heading = jobHeading(line);
    let section = running;
    let duties = runningDuties;
    if (heading) {
      section = heading.kind;
      duties = heading.duties;
      if (!heading.inline) {
        running = heading.kind;
        runningDuties = heading.duties;
      }
    }
    const sectionImportance: Importance | null =
      i === titleLine
        ? 'required'
        : section === 'benefits'
          ? null
          : section === 'preferred' || section === 'other'
            ? 'preferred'
            : 'required';
    let clauses: Clause[] | undefined;
    return {
      section,
      duties,
      sectionImportance,
      get clauses() {
        return (clauses ??= clausesOf(line));
      },
    };
  });
}

function importanceOf(info: LineInfo, lineOffset: number): Importance | null {
  if (info.sectionImportance === null) return null;
  const segment = segmentAt(info.clauses, lineOffset);
  if (segment?.effective) {
    // A preferred section stays preferred even when a clause says "strong": it is still optional; so does what
    // the employer says of itself ("Who we are: ... we design mostly in GlobalFoundries 22FDX").
    return info.section === 'preferred' || info.section === 'other' ? 'preferred' : segment.effective;
  }
  return info.sectionImportance;
}

/** The sentence of a line that holds the offset, without its bullet: what is quoted back to the user. */
function sentenceAround(line: string, offset: number): string {
  const boundary = /[.!?;](?=\s)/g;
  let start = 0;
  let end = line.length;
  for (const m of line.matchAll(boundary)) {
    if (m.index < offset) start = m.index + 1;
    else {
      end = m.index + 1;
      break;
    }
  }
  return stripBullet(line.slice(start, end));
}

/**
 * A people skill the ad names but does not ask of the hire: one given to them ("you will receive mentoring from
 * senior developers", "get coaching", "we offer mentoring"; not "communication by phone", which is asked), or the
 * team lead as a person ("your team lead, Jasper", "train new team leads"; "experience as a team lead" is asked).
 */
const GIVEN_BEFORE_RE =
  /\b(?:receive|receives|receiving|get|gets|getting|benefit from|enjoy|access to|we (?:offer|provide)|we(?:'ll| will) (?:offer|provide|give you))\s+(?:[\p{L}-]+\s+){0,2}$/iu;
function softSkillNotAsked(line: string, start: number, end: number): boolean {
  const before = line.slice(Math.max(0, start - 40), start);
  if (GIVEN_BEFORE_RE.test(before) || /^\s+from\b/i.test(line.slice(end, end + 8))) return true;
  return /^team leads?$/i.test(line.slice(start, end)) && !/\b(?:as an?|be an?|experience)\s+$/i.test(before);
}

/** People a skill names after it ("its operations and customer service staff"), unless the hire is to be one. */
const PEOPLE_AFTER_RE = /^\s+(?:staff|agents?|representatives?|reps|colleagues|workers)\b/i;
const ONE_OF_THEM_BEFORE_RE = /\b(?:as an?|be an?|worked as|experience as)\s+$/i;
/**
 * Whether a skill's name names people here: "rebuilding how its customer service staff see their systems" asks
 * no customer service of the applicant ("experience as a customer service agent" does).
 */
function namesPeople(line: string, start: number, end: number): boolean {
  return (
    PEOPLE_AFTER_RE.test(line.slice(end, end + 20)) &&
    !ONE_OF_THEM_BEFORE_RE.test(line.slice(Math.max(0, start - 30), start))
  );
}

/**
 * A sentence on how to apply ("To apply, send a WhatsApp message or email...", "Apply via LinkedIn"): the
 * channel the employer takes applications on, not a skill asked for.
 */
const HOW_TO_APPLY_RE =
  /^(?:to apply\b|(?:please )?apply (?:by|via|through|on|online|now|today|with)\b|(?:please )?send (?:us )?(?:your|a) (?:cv|resume|résumé|application)\b|applications? (?:by|via|through|to)\b)/i;

/** Where candidates show their work: a link to a profile there is part of an application, not a tool used. */
const PROFILE_PLATFORMS: ReadonlySet<string> = new Set(Object.values(PROFILE_PLATFORM));
/**
 * A profile platform named in a sentence on applying ("Send your CV and, if you have one, a link to your GitHub
 * profile", "A link to your GitHub, a CodePen or something you built is very welcome"): where candidates show
 * their work, not a technology the job uses.
 */
function isApplicationLink(doc: TextIndex, m: TechMatch, starts: readonly number[]): boolean {
  if (!PROFILE_PLATFORMS.has(m.entry.name)) return false;
  const sentence = sentenceAround(doc.lines[m.line]!, m.start - starts[m.line]!);
  return (
    HOW_TO_APPLY_RE.test(sentence) ||
    (/\b(?:links?|profiles?)\b/i.test(sentence) &&
      /\b(?:cv|resume|résumé|apply|application|welcome|include|send)\b/i.test(sentence))
  );
}

/**
 * Brackets that list the people of the hire's team after a team's word ("the Payouts squad (four engineers, a
 * product owner and a part-time SRE)", "a squad of 8 (BA, QA, Scrum Master)"): colleagues' roles, not skills
 * asked for. (A bracket of the team's tools, "our backend team (Haskell, PostgreSQL)", names no one.)
 */
const TEAM_LISTING_RE =
  /\b(?:team|squad|chapter|tribe|crew|pod)(?:\s+of\s+[\p{L}\p{N}]+)?\s*\(([^()\n]*)(?:\)|$)/gimu;
/** The people a team's bracket may list beside role nouns: "devs", "admins", "one QA", "a BA". */
const TEAM_MEMBER_RE = /\b(?:devs|masters?|admins?|QA|BA|PO|PM)\b/;
/** A unit of the employer named in quotes: 'our department "Collaboration and Specialist Applications"'. */
const QUOTED_UNIT_NAME_RE =
  /\b(?:team|department|division|unit|section|group)\s+["“„][^"“”„\n]{2,80}["”“]/giu;
function teamListings(text: string): { start: number; end: number }[] {
  return [
    ...[...text.matchAll(TEAM_LISTING_RE)]
      .filter((m) => ROLE_NOUN_RE.test(m[1]!) || TEAM_MEMBER_RE.test(m[1]!))
      .map((m) => ({ start: m.index + m[0].indexOf('('), end: m.index + m[0].length })),
    // ...and a team's or department's name in quotes: 'For our team "Collaboration Services"' asks for nothing.
    ...[...text.matchAll(QUOTED_UNIT_NAME_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
  ];
}

/** Turns the technologies found into requirements: importance, alternatives, de-duplication. */
function collectRequirements(
  doc: TextIndex,
  matches: readonly TechMatch[],
  infos: readonly LineInfo[],
  titles: readonly (string | null)[],
): JobRequirement[] {
  // What the title names, read alone, and what the ad names as it is written in the title ("Temporal" in
  // "Junior Backend Engineer (Temporal Workflows)" is a product only beside the ad's other technology).
  const titleWords = new Set(titles.flatMap((t) => (t ? t.split(/[^\p{L}\p{N}+#.]+/u) : [])));
  const writtenInTitle = (written: string) =>
    titleWords.has(written) || (/\s/.test(written) && titles.some((t) => t && wholeWordRe(written).test(t)));
  // ...with its maker's name or without ("SAP Crystal Reports" for a "Junior Crystal Reports Developer").
  const inTitle = (written: string) => {
    const own = ownNameAfterMaker(written);
    return writtenInTitle(written) || (own !== null && writtenInTitle(own));
  };
  // (Not a soft skill: a title's "Creative Developer" or "Messaging and Collaboration" names the work, not a
  // trait it asks for above the rest.)
  const titleSkills = new Set(
    [
      ...titles.flatMap((t) => (t ? findTechnologies(t).map((m) => m.entry) : [])),
      ...matches.filter((m) => inTitle(doc.text.slice(m.start, m.end))).map((m) => m.entry),
    ].filter((e) => e.category !== 'Soft Skills'),
  );
  // ...or a product named after the title's ("Xperience by Kentico" for a "Kentico Developer").
  const titleProducts = [...titleSkills]
    .filter((t) => t.technical && !isOrdinaryName(t.name))
    .map((t) => wholeWordRe(t.name));
  const namedInTitle = (o: TaxonomyEntry) =>
    titleSkills.has(o) || titleProducts.some((re) => re.test(o.name));
  const starts = lineStarts(doc);
  const flags = new Map<JobRequirement, { duties: boolean }>();
  const raw: JobRequirement[] = [];
  // Walk line by line, clause by clause, building runs of alternatives.
  const byLine = new Map<number, TechMatch[]>();
  // "AWS Step Functions" is read as AWS and Step Functions (so a CV's AWS counts), but asks for the service:
  // the platform written only as the head of its part's name is no alternative of its own.
  const startingAt = new Map<number, TechMatch[]>();
  for (const m of matches) startingAt.set(m.start, [...(startingAt.get(m.start) ?? []), m]);
  const heads = new Map<TechMatch, TechMatch>();
  for (const m of matches) {
    const part = startingAt
      .get(m.end + 1)
      ?.find((n) => n.entry !== m.entry && lookupTechnology(doc.text.slice(m.start, n.end)) === n.entry);
    if (part) heads.set(m, part);
  }
  const wholeParts = new Map([...heads].map(([head, part]) => [part, { ...part, start: head.start }]));
  const team = teamListings(doc.text);
  for (const found of matches) {
    // (Nor does a maker's name that a product is named after ask for the maker's, "SAP" in "SAP Zentro Reports",
    // unless the title names the maker: "SAP Consultant".)
    if (
      heads.has(found) ||
      (found.creditOnly && isMaker(found.entry.name) && !titleSkills.has(found.entry)) ||
      team.some((t) => found.start >= t.start && found.start < t.end)
    )
      continue;
    const m = wholeParts.get(found) ?? found;
    const list = byLine.get(m.line);
    if (list) list.push(m);
    else byLine.set(m.line, [m]);
  }
  for (const [lineNo, lineMatches] of byLine) {
    const info = infos[lineNo]!;
    const lineText = doc.lines[lineNo]!;
    const base = starts[lineNo]!;
    // (A people skill on the title's own line names the role, not a trait it asks: "ICT Systems Officer -
    // Messaging and Collaboration", "Junior Creative Developer".)
    const titleLine = titles.some((t) => t !== null && t.trim() === lineText.trim());
    const groups = new Map<Clause, TechMatch[]>();
    for (const m of lineMatches) {
      const clause = clauseAt(info.clauses, m.start - base);
      if (!clause) continue;
      if (
        m.entry.category === 'Soft Skills' &&
        (titleLine || softSkillNotAsked(lineText, m.start - base, m.end - base))
      )
        continue;
      if (!m.entry.technical && namesPeople(lineText, m.start - base, m.end - base)) continue;
      const list = groups.get(clause);
      if (list) list.push(m);
      else groups.set(clause, [m]);
    }
    for (const [clause, clauseMatches] of groups) {
      const importance = importanceOf(info, clauseMatches[0]!.start - base);
      if (!importance) continue;
      const quoteLine = sentenceAround(lineText, clauseMatches[0]!.start - base);
      if (HOW_TO_APPLY_RE.test(quoteLine)) continue;
      if (clause.bracketed) {
        const r = { options: unique(clauseMatches.map((m) => m.entry)), importance, line: quoteLine };
        raw.push(r);
        flags.set(r, { duties: info.duties });
        continue;
      }
      for (const run of alternativeRuns(lineText, base, clauseMatches)) {
        // A cue after the run's last alternative speaks for the run ("Apache Kafka, Docker or K8ssandra on
        // Kubernetes is a plus") when its first has none of its own.
        const cueAt = (m: TechMatch) => segmentAt(info.clauses, m.start - base)?.effective ?? null;
        let runImportance = importanceOf(info, run[0]!.start - base) ?? importance;
        if (runImportance === 'required' && !cueAt(run[0]!) && run.some((m) => cueAt(m) === 'preferred'))
          runImportance = 'preferred';
        const r = { options: unique(run.map((m) => m.entry)), importance: runImportance, line: quoteLine };
        raw.push(r);
        flags.set(r, { duties: info.duties });
      }
    }
  }
  const out = dedupe(raw, (r) => flags.get(r)?.duties === true);
  // A description that lists requirements apart from its duties: what only the duties name is learnable.
  const hasRequirementsList = infos.some((i) => i.section === 'required' && !i.duties);
  for (const r of out) {
    const mentions = raw.filter((x) => x.options.some((o) => r.options.includes(o)));
    // Only what the title itself names: a first line may go on into the whole description.
    if (r.options.some(namedInTitle)) r.inTitle = true;
    if (
      hasRequirementsList &&
      r.importance === 'required' &&
      mentions.every((x) => flags.get(x)?.duties || x.importance === 'preferred')
    )
      r.dutiesOnly = true;
    if (r.importance === 'required' && mentions.every((x) => WORKPLACE_SENTENCE_RE.test(x.line)))
      r.workplaceOnly = true;
  }
  return out;
}

/**
 * Splits the technologies of one clause into runs: consecutive items joined by commas/"or"/"/" form one
 * "any of" run when an "or" joins them or words like "such as" lead them; otherwise each stands alone.
 */
function alternativeRuns(lineText: string, base: number, matches: readonly TechMatch[]): TechMatch[][] {
  const runs: TechMatch[][] = [];
  let current: TechMatch[] = [];
  const gapBefore = (m: TechMatch, prev: TechMatch) => lineText.slice(prev.end - base, m.start - base);
  const leadOf = (first: TechMatch) =>
    lineText.slice(Math.max(0, first.start - base - 30), first.start - base);
  const flush = () => {
    if (current.length === 0) return;
    const listed = ALTERNATIVES_LEAD_RE.test(leadOf(current[0]!));
    // "DevOps, SRE or platform engineering": the list goes on with an "or" after its last technology.
    const tailStart = current[current.length - 1]!.end - base;
    const tail = lineText.slice(tailStart, tailStart + 12);
    const tailOr = current.length > 1 && /^\s*,?\s*(?:or|and\/or)\b/i.test(tail);
    const orGap = current.slice(1).map((m, i) => OR_RE.test(gapBefore(m, current[i]!)));
    const hasOr = orGap.some(Boolean);
    if (current.length > 1 && (hasOr || tailOr || listed)) {
      // "NGINX, Bash or Python, Git": an "or" inside a list joins only its neighbours, when the list goes on
      // after it or has two ("Java or Kotlin, Swift or Objective-C"); "Java, Python or Go" is one choice.
      const inside = !orGap.at(-1) || orGap.filter((g, i) => g && !orGap[i - 1]).length > 1;
      if (hasOr && !tailOr && !listed && inside) {
        let part: TechMatch[] = [current[0]!];
        current.slice(1).forEach((m, i) => {
          if (orGap[i]) part.push(m);
          else {
            runs.push(part);
            part = [m];
          }
        });
        runs.push(part);
      } else runs.push(current);
    } else for (const m of current) runs.push([m]);
    current = [];
  };
  for (const m of matches) {
    const prev = current[current.length - 1];
    if (prev) {
      const gap = gapBefore(m, prev);
      const continues =
        ALTERNATIVE_GAP_RE.test(gap) ||
        (ALTERNATIVES_LEAD_RE.test(leadOf(current[0]!)) && /^[\s,]*(?:and)?[\s,]*$/i.test(gap));
      if (continues) {
        current.push(m);
        continue;
      }
      flush();
    }
    current.push(m);
  }
  flush();
  return runs;
}

function unique(entries: readonly TaxonomyEntry[]): TaxonomyEntry[] {
  return [...new Set(entries)];
}

/** One requirement per technology (the most important mention wins); alternatives already covered go. */
function dedupe(raw: readonly JobRequirement[], inDuties: (r: JobRequirement) => boolean): JobRequirement[] {
  const rank = (i: Importance) => (i === 'required' ? 2 : 1);
  const singles = new Map<TaxonomyEntry, JobRequirement>();
  // Options asked for on their own outside the duties: a duty in DeltaV does not make "any DCS - DeltaV,
  // Experion PKS or ABB 800xA" a requirement of DeltaV.
  const askedAlone = new Set(
    raw.filter((r) => r.options.length === 1 && !inDuties(r)).map((r) => r.options[0]!),
  );
  for (const r of raw) {
    if (r.options.length !== 1) continue;
    const entry = r.options[0]!;
    const seen = singles.get(entry);
    if (!seen || rank(r.importance) > rank(seen.importance)) singles.set(entry, r);
  }
  const out: JobRequirement[] = [];
  const emitted = new Set<JobRequirement>();
  // Keep the order of first mention.
  for (const r of raw) {
    if (r.options.length === 1) {
      const kept = singles.get(r.options[0]!)!;
      if (!emitted.has(kept)) {
        emitted.add(kept);
        out.push(kept);
      }
      continue;
    }
    // A group is redundant when one of its options is asked for on its own at least as strongly; a group of
    // pluses keeps its other options ("a bonus if you know Sage 300, SSRS or VB.NET" where Sage is required).
    const alone = (o: TaxonomyEntry) => {
      const single = singles.get(o);
      return single !== undefined && askedAlone.has(o) && rank(single.importance) >= rank(r.importance);
    };
    const kept = !r.options.some(alone)
      ? r.options
      : r.importance === 'preferred'
        ? r.options.filter((o) => !alone(o))
        : [];
    const duplicate = out.some(
      (o) => o.options.length === kept.length && o.options.every((x) => kept.includes(x)),
    );
    if (kept.length > 0 && !duplicate) out.push(kept === r.options ? r : { ...r, options: kept });
  }
  // ...and the group is then the requirement those options meet, not the duty on its own.
  const inGroups = new Set(out.filter((r) => r.options.length > 1).flatMap((r) => r.options));
  return out.filter(
    (r) => r.options.length > 1 || askedAlone.has(r.options[0]!) || !inGroups.has(r.options[0]!),
  );
}

function findYears(
  doc: TextIndex,
  infos: readonly LineInfo[],
): { required: number | null; preferred: number | null; line: string | null } {
  let required: number | null = null;
  let preferred: number | null = null;
  let line: string | null = null;
  doc.lines.forEach((text, i) => {
    const info = infos[i]!;
    if (info.section === 'benefits' || info.section === 'other') return;
    if (!/\by(?:ea)?rs?\b/i.test(text)) return; // most lines never mention years
    for (const m of text.matchAll(YEARS_RE)) {
      const after = m[5] ?? '';
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (
        YEARS_EXCLUDE_RE.test(after) ||
        /\b(?:founded|for the (?:last|past)|over the (?:last|past))\s*$/i.test(before)
      )
        continue;
      // ("2+ years with React", "3 years of Python": years of a named technology are years of the work.)
      if (!YEARS_CONTEXT_RE.test(after) && !YEARS_CONTEXT_RE.test(before) && !YEARS_WITH_NAME_RE.test(after))
        continue;
      const low = parseNumberWord(m[2]!);
      if (!Number.isFinite(low) || low > 20) continue;
      const importance = importanceOf(info, m.index) ?? 'required';
      if (importance === 'required') {
        if (required === null || low > required) {
          required = low;
          line = sentenceAround(text, m.index);
        }
      } else if (preferred === null || low > preferred) {
        preferred = low;
        line ??= sentenceAround(text, m.index);
      }
    }
  });
  return { required, preferred, line };
}

const EDUCATION_LINE_RE =
  /\b(?:degree|diploma|bachelor'?s?|master'?s?|ph\.? ?d|b\.? ?sc|m\.? ?sc|bsc|msc|beng|btech|mba|graduate|a\/l|a-levels?|high school|hnd)\b/i;

/** A qualification the employer offers, not asks for ("In return we offer ... a funded Level 3 Diploma"). */
const EDUCATION_OFFERED_RE =
  /\b(?:in return|we offer|offers|funded|fully paid|sponsored|will (?:pay for|fund)|work towards|we (?:will|'ll) (?:pay|fund|support you))\b/i;

function findEducationRequirement(doc: TextIndex, infos: readonly LineInfo[]): EducationRequirement | null {
  const found: EducationRequirement[] = [];
  doc.lines.forEach((lineText, i) => {
    const info = infos[i]!;
    if (info.section === 'benefits' || info.section === 'other') return;
    // Sentence by sentence: an ad written as one paragraph asks for one qualification in one sentence and
    // offers another in the next ("a funded Level 3 Diploma").
    const sentences = new Map<string, number>();
    for (const m of lineText.matchAll(new RegExp(EDUCATION_LINE_RE.source, 'gi')))
      sentences.set(sentenceAround(lineText, m.index), m.index);
    for (const [text, degreeAt] of sentences) {
      if (/\bdegree of\b/i.test(text) || EDUCATION_OFFERED_RE.test(text)) continue;
      // "Diploma or BSc in Nursing": the lowest level named is the bar.
      const level = findDegreeLevels(text)[0] ?? null;
      if (!level) continue;
      const fields = findFields(text);
      const related = /\brelated (?:field|discipline|subject|area)|\bor similar\b|\bor related\b/i.test(text);
      const groups = new Set<FieldGroup>(genericFieldGroups(text));
      if (related) for (const f of fields) groups.add(f.group);
      found.push({
        level,
        fields,
        fieldGroups: [...groups],
        equivalentAccepted:
          /\bequivalent (?:practical |work |professional )?experience\b|\bor equivalent\b/i.test(text),
        // "... would be a bonus" said of the sentence's qualification.
        importance:
          PREFERRED_CUE_RE.test(text) && !REQUIRED_CUE_RE.test(text)
            ? 'preferred'
            : (importanceOf(info, degreeAt) ?? 'required'),
        line: text,
      });
    }
  });
  // The required one (the lowest bar among required lines) matters most; else the first preferred.
  const required = found.filter((e) => e.importance === 'required');
  if (required.length > 0) {
    return required.reduce((a, b) => (DEGREE_RANK[b.level] < DEGREE_RANK[a.level] ? b : a));
  }
  return found[0] ?? null;
}

function cleanTitle(raw: string): string {
  return (
    raw
      .replace(/\s*[-–—|]\s*(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|contract)\b.*$/i, '')
      // "Lock Keeper (Entry Level) - 2 posts": how many are open is no part of the title.
      .replace(/\s*(?:[-–—|]\s*|\()\d+\s+(?:posts?|positions?|vacanc(?:y|ies)|openings?)\)?$/i, '')
      // "(junior, 0-2 yrs)", "(remote)": level, years or place in brackets are not part of the title ("(Neo4j)" is).
      .replace(
        /\s*\((?=[^)]*(?:\b\d|\byrs?\b|\byears?\b|\bjunior\b|\bsenior\b|\bremote\b|\bhybrid\b))[^)]*\)\s*$/i,
        '',
      )
      .replace(/^[\s"'“]+|[\s"'”.:,;!]+$/g, '')
      .replace(/\s+/g, ' ')
      // "two Teaching Interns": one position's title is singular.
      .replace(PLURAL_ROLE_END_RE, '$1')
      .slice(0, 100)
  );
}

/** How or where the work is done ("hybrid", "Full-time"): a detail of the post, not who offers it. */
const WORK_MODE_RE = /^(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|contract|anywhere)\b/i;

function cleanCompany(raw: string): string | null {
  // "Salford Quays / Hybrid", "Melbourne CBD (hybrid)": a place with how the work is done.
  if (/(?:[(/|]|\s[–—-])\s*(?:remote|hybrid|on-?site)\b/i.test(raw)) return null;
  const name = raw
    // Cut at a dash between words, not inside one ("Radio Co-operative"), and at a bracket, not "(Pty) Ltd".
    .replace(/\s+-(?:\s.*)?$|\s*(?:[–—|]|\((?!Pty\))).*$|,\s.*$/, '')
    .replace(/^[\s"'“]+|[\s"'”.:,;!]+$/g, (end: string, at: number, whole: string) =>
      // "S.A.C.", "sp. z o.o.", "Pvt. Ltd.": the last dot of a form written with dots is the name's own.
      at > 0 && end.startsWith('.') && /(?:\.\p{L}{1,3}|\.\s\p{L}{1,3})$/u.test(whole.slice(0, at))
        ? '.'
        : '',
    )
    // "About Kiviaed Labs OÜ": the heading of the paragraph about the employer.
    .replace(/^(?:About|Posted by|[Vv]ia)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // ("The Liffey Playhouse": an article opening a name of capitalised words is the name's own.)
  const own = /^The (?=\p{Lu}\S* \p{Lu})/u.test(name) ? name.slice(4) : name;
  if (!name || name.length > 60 || NOT_A_COMPANY.has(own.toLowerCase().split(' ')[0]!)) return null;
  // "50,000–55,000 CZK/month" after a title: a salary, with its thousands or its range.
  if (/\d[,.]\d{3}\b|\d\s*[–—-]\s*\d/.test(name)) return null;
  // "Transition to Practice Program 2026", "Summer 2025": a programme or an intake, not an employer.
  if (/\b(?:19|20)\d{2}\b/.test(name)) return null;
  // "Medical Ward", "Quality Engineering": a department of the employer, not its name.
  if (DEPARTMENT_RE.test(name)) return null;
  if (WORK_MODE_RE.test(name)) return null;
  // "Nairobi", "WROCŁAW / REMOTE WITHIN POLAND": where the job is, not who offers it.
  if (isPlaceOrLanguage(name.split(/\s*\/\s*/)[0]!)) return null;
  // "What you'll be doing": a heading spoken to the reader, not a name.
  if (/\b(?:you|your|you'll|you’ll|we|we're|we’re|our)\b/i.test(name)) return null;
  return name;
}

/** A word an organisation's name ends in, in any case ("coral coast veterinary" + "clinic"). */
const ORGANISATION_END_RE = new RegExp(String.raw`^(?:${ORGANISATION_END_WORDS})$`, 'i');
/** A word of a name in any case ("vanua", "it", "&"), for ads typed in lower case. */
const ANY_CASE_NAME_WORD = String.raw`[\p{L}\p{N}&][\p{L}\p{M}\p{N}&'’-]*`;
/**
 * How an agency's sentence opens: the agency's name (captured), then "is/are (delighted to be)" and how it works
 * for the employer ("working with", "recruiting for", "hiring on behalf of", "partnering with").
 */
const agencyOpening = (word: string) =>
  String.raw`(?:^|[.!?]\s+)(${word}(?:[ \t]+${word}){0,4})[ \t]+(?:is|are)[ \t]+(?:(?:delighted|pleased|proud|excited|thrilled|happy)[ \t]+to[ \t]+be[ \t]+)?(?:working[ \t]+(?:with|on[ \t]+behalf[ \t]+of)|recruiting[ \t]+(?:for|on[ \t]+behalf[ \t]+of)|hiring[ \t]+(?:for|on[ \t]+behalf[ \t]+of)|partnering[ \t]+with)[ \t]+`;
/**
 * "<agency> is working with / recruiting for / hiring on behalf of our client" or "of a well-established defence
 * company": the agency's own sentence, its client unnamed.
 */
const agencySentence = (word: string) =>
  new RegExp(String.raw`${agencyOpening(word)}(?:(?:our|a)[ \t]+client\b|an?[ \t]+(?!client\b)\p{Ll})`, 'mu');
/**
 * "Pennine Talent Partners are delighted to be working with Harbourline Logistics, a family-owned ...": an
 * agency's sentence that names its client (the second group), the employer.
 */
const NAMED_CLIENT_RE = new RegExp(
  String.raw`${agencyOpening(NAME_WORD)}((?:${NAME_WORD}[ \t]+){0,5}${NAME_WORD})(?=[,.;(]|[ \t]+(?:to|on|in|who|which|as)\b)`,
  'mu',
);
/** "— lagilagi community health trust is an equal opportunity employer": the employer names itself. */
const equalOpportunitySentence = (word: string) =>
  new RegExp(
    String.raw`(?:^|[.!?—–-][ \t]+)(${word}(?:[ \t]+(?:${word}|of|and)){0,6})[ \t]+is[ \t]+an[ \t]+equal[ \t-]+opportunit(?:y|ies)[ \t]+employer`,
    'mu',
  );
const EQUAL_OPPORTUNITY_RE = equalOpportunitySentence(NAME_WORD);
const EQUAL_OPPORTUNITY_ANY_CASE_RE = equalOpportunitySentence(ANY_CASE_NAME_WORD);
const AGENCY_RE = agencySentence(NAME_WORD);
const AGENCY_ANY_CASE_RE = agencySentence(ANY_CASE_NAME_WORD);
/** A name ending in a word organisations' names end in ("Mkopo Bora Microfinance Bank", "Nana Ampofo Memorial School"). */
const ORGANISATION_NAME_RE = nameEndingIn(ORGANISATION_END_WORDS);

const DEPARTMENT_RE =
  /\b(?:ward|team|department|dept|division|section|unit|engineering|operations|programme|program|squad)$/i;
/**
 * Words of a title that say its level or the kind of post, not the role ("Junior", "Intern", "Position"): a
 * title of these alone says too little, and they are no part of the role's name.
 */
const LEVEL_WORDS = new Set(
  'junior graduate grad intern internship trainee associate entry level senior mid lead principal apprentice apprenticeship placement student summer programme program position role vacancy fresher new i ii iii and of the for in'.split(
    ' ',
  ),
);
/** Labels of a row that names another person or thing, not the role ("Reports to: HR Manager"). */
const OTHER_LABEL_RE =
  /^\s*(?:reports?\s+to|reporting\s+to|line\s+manager|supervisor|department|contact|hiring\s+manager|client|employer|company)\b/i;
/** Words that say how many are hired ("two Teaching Interns"): a plural title after them is one post's. */
const COUNTS = String.raw`two|three|four|five|several|\d+`;
const COUNT_RE = new RegExp(`^(?:${COUNTS})$`, 'i');
/**
 * What announces a title in running text: "is hiring a", "for the post of", "taking on two", "the recruitment of one
 * (1)", and past an agency's
 * client ("is recruiting, on behalf of Umurage Microfinance Bank Plc, a Junior Business Analyst").
 */
const TITLE_CUE_RE = new RegExp(
  String.raw`\b(?:((?:hiring|recruiting),\s+on\s+behalf\s+of\s+[^,;\n]{2,80},|hiring|recruit(?:ing|ment\s+of)?|looking\s+for|seeking|searching\s+for|to\s+find|taking\s+on|take\s+on|(?:position|post|role|vacancy|opening)\s+(?:of|for))|(for|as|join\s+us\s+as))\s*[:\-–—]?\s+(?:(an?|the|our(?:\s+next)?|one|${COUNTS})\s+(?:\(\d+\)\s+)?)?`,
  'gi',
);
/** A cue and its article closing a line: "... for a", "we are hiring an", "is looking for the". */
const CUE_AT_LINE_END_RE = /\b(?:for|as|hiring|recruiting|seeking)\s+(?:an?|the|one)\s*:?\s*$/i;
/** A word of a title as written in running text: capitalised, an acronym, "iOS", "UX/UI", ".NET", "&". */
const TITLE_WORD_RE = /^(?:[A-Z0-9.][\w+#./&'’-]*|i[A-Z][\w]*|&|and|of)$/;

interface TitleCandidate {
  title: string;
  /** A labelled row, a short line of its own, or a phrase in running text. */
  source: 'label' | 'line' | 'text';
  line: number;
  score: number;
  /** Where it was found, for ties: earlier wins. */
  at: number;
}

/**
 * The role named at the start of `words`, ending on its last role noun among the first `within` words, with a
 * bracketed note that follows it ("Junior Staff Nurse (Registered Nurse)"), or null.
 */
function rolePhrase(
  words: readonly string[],
  within = 8,
  roleNoun: (word: string) => boolean = (w) => ROLE_NOUN_RE.test(w),
): string | null {
  // A role noun inside a bracket is a note's, not the title's end: "Intern (12-week summer internship)".
  const bracket = words.findIndex((w) => w.startsWith('('));
  // Only words count towards `within`: "identity & access management analyst" is five.
  let reach = 0;
  for (let counted = 0; reach < words.length && counted < within; reach++)
    if (/\p{L}/u.test(words[reach]!)) counted++;
  const limit = Math.min(reach, bracket === -1 ? Infinity : bracket);
  let end = -1;
  for (let i = 0; i < limit; i++) if (roleNoun(words[i]!)) end = i;
  if (end < 0) return null;
  // "Trainee Locksmith", "Intern Welder": a learner's noun before the trade's (no list holds every trade), in
  // the learner's capitals ("TRAINEE MUSHROOM GROWER").
  if (/^(?:trainee|intern|apprentice)$/i.test(words[end]!)) {
    const trade = /^\p{Lu}+$/u.test(words[end]!) ? /^\p{Lu}{2,}$/u : /^\p{Lu}\p{Ll}+$/u;
    while (end + 1 < limit && trade.test(words[end + 1]!)) end++;
  }
  // "Assistant Sommelier", "Assistant Editor": an assistant to a trade no list holds.
  else if (
    /^assistant$/i.test(words[end]!) &&
    end + 1 < limit &&
    isAgentNoun(words[end + 1]!) &&
    !isPlaceOrLanguage(words[end + 1]!)
  )
    end++;
  // "Epic Application Analyst I", "Support Engineer II", "Research Analyst II (Quantitative)": a grade in roman
  // numerals ends the title, or comes before its note.
  if (
    /^(?:I{1,3}|IV)$/.test(words[end + 1] ?? '') &&
    (end + 2 === words.length || /^[(–—-]/.test(words[end + 2]!))
  )
    end++;
  // "Chef de Partie", "Chef de Projet": a French-style title goes on past its noun.
  if (/^(?:de|du|des)$/i.test(words[end + 1] ?? '') && /^\p{L}+$/u.test(words[end + 2] ?? '')) end += 2;
  if (words[end + 1]?.startsWith('(')) {
    const close = words.findIndex((w, i) => i > end && i <= end + 5 && w.endsWith(')'));
    if (close > end) end = close;
  }
  return words.slice(0, end + 1).join(' ');
}

/**
 * Two titles of one post joined by a spaced slash ("Glassblowing Assistant / Junior Glassblower"): each side, a few
 * capitalised words, ends on a role's or a person's noun.
 */
function isTitlePair(part: string): boolean {
  const sides = part.split(/\s+\/\s+/);
  return (
    sides.length === 2 &&
    sides.every((side) => {
      const words = side.split(/\s+/);
      const ends = (w: string) => ROLE_NOUN_RE.test(w) || isAgentNoun(w);
      return (
        words.length <= 5 &&
        words.every((w) => TITLE_WORD_RE.test(w)) &&
        rolePhrase(words, words.length, ends) === side
      );
    })
  );
}

/**
 * "Cabin Crew (Flight Attendant)": a title no list names, a few capitalised words, with the role's usual name in
 * brackets after it.
 */
function isTitleWithAlias(part: string): boolean {
  const m = /^((?:\S+\s+){0,3}\S+)\s+\(([^()]+)\)$/.exec(part);
  if (!m) return false;
  const inner = m[2]!.split(/\s+/);
  return (
    m[1]!.split(/\s+/).every((w) => TITLE_WORD_RE.test(w)) &&
    inner.length <= 4 &&
    inner.every((w) => TITLE_WORD_RE.test(w)) &&
    rolePhrase(inner, inner.length) === m[2]
  );
}

/**
 * "Junior Developer Process Automation (Camunda)": a role with its field named after it, every word in the title's
 * capitals (the caller has found the role's noun among them).
 */
function isCapitalisedTitle(words: readonly string[]): boolean {
  // ("Junior Firmware Engineer, Bluetooth Low Energy": a comma may set the field apart once.)
  return (
    words.length <= 7 &&
    words.filter((w) => w.endsWith(',')).length <= 1 &&
    words.every((w) => TITLE_WORD_RE.test(w.replace(/,$/, '')) || /^\(\p{Lu}[^()]*\)$/u.test(w))
  );
}

/** A part whose last comma sets a place apart: "engineering recruitment, tangier", "Data Analyst, Nairobi". */
const endsWithPlace = (part: string) => part.includes(',') && isWhere(part.split(/,\s*/).at(-1)!);

/** A title candidate's score from its phrase: a level alone or a plural with no count says little. */
function phraseScore(phrase: string, plural: 'allowed' | 'not'): number {
  const bare = phrase.replace(/\(.*?\)/g, ' ').trim();
  // "6-month internship", "2025/26 Summer Internship": figures say when, not what.
  const words = lowerCaseWords(bare.replace(/\S*\d\S*/g, ' '));
  if (words.every((w) => LEVEL_WORDS.has(w))) return -50;
  // "TALENT PARTNERS" on a line of its own names an agency; "hiring Data Science Interns" a role.
  if (PLURAL_ROLE_END_RE.test(bare) && plural === 'not') return -100;
  return 0;
}

/** The workload a Swiss ad gives after its title: ", 80–100 %", "(60-80%)", "100%". */
const WORKLOAD_RE = /,?\s*\(?\d{2,3}\s*(?:[–-]\s*\d{2,3}\s*)?%\)?\s*$/;
/** The note of genders closing a German-style title: "(m/w/d)", "(w/m/d)", "(m/f/x)", "(all genders)". */
const GENDER_NOTE_RE = /\s*\((?:[mwfdx]\s*\/\s*){2}[mwfdx]\*?\)\s*$|\s*\(all genders\)\s*$/i;
/** A word of a product's name after a role: capitalised or a figure ("Infor", "LN", "FEA/CFD"), or a "/" between. */
const PRODUCT_TITLE_WORD_RE = /^(?:[\p{Lu}\p{N}][\p{L}\p{N}.+#/-]*|[/&])$/u;

/**
 * "Junior ERP Developer Infor LN (m/w/d)": a title written the German way names its product after the role and
 * ends at the note of genders. The title with its product, or null when the line is not such a title.
 */
function productAfterRole(part: string, phrase: string): string | null {
  if (!GENDER_NOTE_RE.test(part)) return null;
  const named = part.replace(GENDER_NOTE_RE, '');
  const after = named.slice(phrase.length).trim().split(/\s+/);
  const product =
    named.startsWith(phrase) && after.length <= 4 && after.every((w) => PRODUCT_TITLE_WORD_RE.test(w));
  return product ? named : null;
}

/**
 * The role's title, from the best of its candidates: a labelled row ("Job title: ..."), a short line near the
 * top ("GRADUATE DATA ANALYST – NAKURU"), or a phrase announced in running text ("is hiring a Junior iOS
 * Developer", "for the post of Staff Nurse"). Capitalised phrases in text beat lower-case ones.
 */
function findTitle(doc: TextIndex, lowerCaseText: boolean): TitleCandidate | null {
  const { lines } = doc;
  const candidates: TitleCandidate[] = [];
  const add = (
    source: TitleCandidate['source'],
    raw: string,
    line: number,
    score: number,
    at: number,
    plural: 'allowed' | 'not' = 'not',
  ) => {
    const title = cleanTitle(raw);
    if (title && title.split(/\s+/).length <= 10)
      candidates.push({ source, title, line, score: score + phraseScore(raw, plural), at });
  };
  // Labelled rows, the value on the row or on the next line ("Job Title" above "Digital Marketing Intern").
  lines.forEach((line, i) => {
    const row = TITLE_LABEL_RE.exec(line);
    // ("Vacancy notice – Reference RP-2025-014": a label whose value is the ad's reference stands alone.)
    const labelled = row && !REFERENCE_RE.test(row[1]!) ? row : null;
    // "Position Associate - Supply Chain Coordinator Department ...": a table row flattened with spaces.
    const spaced = row ? null : SPACED_TITLE_LABEL_RE.exec(line);
    // (A label alone on its line, "VACANCY", has its value on the next short line, past a reference number: the
    // title's line is that one.)
    const labelOnly = row ? !labelled : !spaced && TITLE_LABEL_ONLY_RE.test(line);
    let valueLine = labelOnly ? nextNonBlankIndex(lines, i) : i;
    if (valueLine > i && REFERENCE_RE.test(lines[valueLine]!))
      valueLine = nextNonBlankIndex(lines, valueLine);
    // (Not a row with a label of its own, "Position title:  Assistant Report Developer": that row is read as one.)
    const below = valueLine > i && isShortLine(lines[valueLine]!) && !LABELLED_ROW_RE.test(lines[valueLine]!);
    const value = labelled?.[1] ?? spaced?.[1] ?? (below ? lines[valueLine] : undefined);
    // ("VACANCY NOTICE – Ref: FM/0425", "Ref. WRTA/2025/017": a reference, not the title.)
    if (!value || REFERENCE_RE.test(value)) return;
    const words = value.trim().split(/\s+/);
    // ("Vacancy Notice – Digital Services Group" above "Position: Junior Platform Administrator": a labelled value
    // that names no role, a department's name, gives way to one that does.)
    if (labelled && words.length <= 8)
      add('label', value, valueLine, rolePhrase(words) || rolePhrase(words, 8, isAgentNoun) ? 100 : 90, i);
    else {
      // (Under a label, a capitalised title may end on a trade no list names: "Park Ranger (Entry Level)".)
      const note = words.findIndex((w) => w.startsWith('('));
      const phrase =
        rolePhrase(words) ??
        (below && isCapitalisedTitle(note < 0 ? words : words.slice(0, note))
          ? rolePhrase(words, words.length, isAgentNoun)
          : null);
      if (phrase) add('label', isCapitalisedTitle(words) ? words.join(' ') : phrase, valueLine, 100, i);
    }
  });
  /**
   * The title a short line gives, each part of "Title – Place | Company" on its own, scored from `score` down;
   * `first` for the ad's first line, where a role no list names may stand alone.
   */
  const addTitleLine = (i: number, score: number, first: boolean) => {
    const line = stripBullet(lines[i]!);
    if (OTHER_LABEL_RE.test(line)) return;
    // (Nor is a paragraph's next line, wrapped: "... at the suva" / "head office: hourly shift workers, ...".)
    const previous = lines[i - 1]?.trim() ?? '';
    if (previous.length >= 50 && /[\p{L},]$/u.test(previous) && /^\p{Ll}/u.test(line)) return;
    // "Industrial Placement: iOS Developer": either side of a colon may be the title.
    for (const written of headLine(line).parts.flatMap((p) => p.split(/:\s+/))) {
      // ("Junior Magnolia CMS Developer (m/w/d), 80–100 %": the workload a Swiss ad gives after the title.)
      const part = written.replace(WORKLOAD_RE, '');
      // "Junior Electrician wanted": the title, and a word that says it is open.
      const open = /\s+(wanted|needed|required)$/i.exec(part);
      const words = (open ? part.slice(0, open.index) : part).split(/\s+/);
      // (A bracketed note makes no heading: "Junior AEM Developer (Java / Adobe Experience Manager)".)
      if (
        words.length > 10 ||
        /\b(?:is|are|we|you|our)\b/i.test(part) ||
        jobHeading(part.replace(/\([^)]*\)/g, ' '))
      )
        continue;
      // ...which says so of any trade in capitals ("Junior Blacksmith wanted").
      if (
        open &&
        !/required/i.test(open[1]!) &&
        words.length <= 5 &&
        words.every((w) => TITLE_WORD_RE.test(w))
      ) {
        add('line', words.join(' '), i, score, i);
        continue;
      }
      // "Glassblowing Assistant / Junior Glassblower": one post under two titles, each a role of its own.
      if (isTitlePair(part) || isTitleWithAlias(part)) {
        add('line', part, i, score, i);
        continue;
      }
      const phrase = rolePhrase(words);
      // The part is the title, give or take a word or two ("Junior Data Engineer", not "Analyst (SOC) for its").
      const named = phrase && productAfterRole(part, phrase);
      if (named) add('line', named, i, score, i);
      else if (phrase && phrase.split(/\s+/).length >= words.length - 2) add('line', phrase, i, score, i);
      else if (phrase && isCapitalisedTitle(words) && !endsWithPlace(part))
        add('line', part, i, score - 10, i);
      // A role no list names ("Graduate Quantity Surveyor", "Junior Physiotherapist"): the whole part, on the
      // first line or after a level, ending on a person's noun; a title announced in the text beats it
      // ("Riverside Water" above "We are hiring a Junior Data Analyst").
      else if (!phrase && (first || LEVEL_WORDS.has(words[0]!.toLowerCase()))) {
        const agent = rolePhrase(words, words.length, lowerCaseText ? isLowerCaseAgentNoun : isAgentNoun);
        if (agent === words.join(' ') && !endsWithPlace(part)) add('line', agent, i, score - 35, i);
      }
    }
  };
  // Short lines near the top.
  let seen = 0;
  for (let i = 0; i < lines.length && seen < 6; i++) {
    if (!stripBullet(lines[i]!)) continue;
    seen++;
    addTitleLine(i, 80 - seen, seen === 1);
  }
  // Announced in running text (a title never runs over a line end).
  const starts = lineStarts(doc);
  lines.forEach((text, line) => {
    // "... we are looking, at the earliest possible date, for a" / "Junior Developer HCL Notes/Domino (m/f/d)":
    // a cue that ends its line announces the short line below, set apart as a title is.
    const below = CUE_AT_LINE_END_RE.test(text) ? nextNonBlankIndex(lines, line) : -1;
    if (below > line && isShortLine(lines[below]!)) addTitleLine(below, 80, false);
    for (const cue of text.matchAll(TITLE_CUE_RE)) {
      const after = text.slice(cue.index + cue[0].length).split(/[,;!?]|[.:](?=\s|$)/)[0]!;
      const words = after.split(/\s+/).filter(Boolean);
      const strong = cue[1] !== undefined;
      const plural = strong || (cue[3] !== undefined && COUNT_RE.test(cue[3])) ? 'allowed' : 'not';
      const at = starts[line]! + cue.index;
      // "a motivated Sales Executive": leading lower-case words are dropped when a capitalised title follows.
      const firstCapital = words.findIndex((w) => TITLE_WORD_RE.test(w) && w !== 'and' && w !== 'of');
      const from = firstCapital >= 0 && firstCapital <= 5 ? words.slice(firstCapital) : [];
      const run = from.findIndex((w) => !TITLE_WORD_RE.test(w));
      // "is hiring a Graduate Social Worker to join": a role no list names, ending on a person's noun.
      const within = run === -1 ? from.length : run;
      const capitalised = rolePhrase(from, within) ?? (strong ? rolePhrase(from, within, isAgentNoun) : null);
      if (capitalised) add('text', capitalised, line, strong ? 60 : 50, at, plural);
      // "We're hiring a graduate Rust engineer": a title in lower case but for a name.
      else if (strong || lowerCaseText || firstCapital > 0) {
        const phrase = rolePhrase(words, 5) ?? (strong ? rolePhrase(words, 4, isLowerCaseAgentNoun) : null);
        if (phrase) add('text', titleCase(phrase), line, strong ? 30 : 20, at, plural);
      }
    }
  });
  const best = candidates.reduce<TitleCandidate | null>(
    (a, c) => (a === null || c.score > a.score || (c.score === a.score && c.at < a.at) ? c : a),
    null,
  );
  return best && best.score >= 0 ? best : null;
}

/**
 * A line near the top cut into its parts: "Acme – Junior QA Engineer", "ACME is hiring: QA Engineer", "Data
 * Analyst at Acme" (its first sentence only: "Junior Full Stack Developer. Requirements: ...").
 */
function headLine(line: string): { sentence: string; parts: string[] } {
  const sentence = /^([^.!?]{3,80}?)[.!?](?:\s+\S|$)/.exec(line)?.[1] ?? line;
  const parts = sentence
    .split(
      /\s+[|–—›»>-]\s+|\s*[|·\t]\s*|\s+(?:is|are)\s+(?:hiring|recruiting)\b\s*:?\s*(?:an?\s+)?|\s+(?:at|@)\s+(?=[A-Z0-9])/,
    )
    .map((p) => p.trim())
    .filter(Boolean);
  return { sentence, parts };
}

/** Words that name a kind of land or an area after a place's name ("Kathmandu Valley", "Volta Region"). */
const GEOGRAPHIC_WORD_RE =
  /^(?:valley|region|province|district|county|state|coast|hills|highlands|islands?|area|metro|city|delta|peninsula)$/i;

/** The last word of a street's name ("Kinsale Road", "Baggot Street"). */
const STREET_WORD_RE = /^(?:road|street|avenue|lane|boulevard|rd\.?|st\.|ave\.?)$/i;
/** A town's postal district after its name ("Dublin 2", "London EC2", "Manchester M1"). */
const POSTAL_DISTRICT_RE = /\s+(?:\d{1,2}|[A-Z]{1,2}\d[A-Z\d]?)$/;

/**
 * A place, or a town given with its country or region ("sigatoka, fiji", "Lima, Perú"); not a name given
 * with its place ("Pūriri Park Hospital, Whangārei").
 */
function isWhere(part: string): boolean {
  // "Lima, Peru (Barranco studio)": a note in brackets says more about the place.
  const plain = part.replace(/\s*\([^)]*\)\s*$/, '');
  const [first, ...rest] = plain.split(/,\s+/);
  const words = first!.trim().split(/\s+/);
  return (
    isPlaceOrLanguage(plain) ||
    (POSTAL_DISTRICT_RE.test(plain) && isPlaceOrLanguage(plain.replace(POSTAL_DISTRICT_RE, ''))) ||
    // "Kathmandu Valley", "Greater Accra Region": a place and the kind of land it is.
    (words.length <= 3 &&
      GEOGRAPHIC_WORD_RE.test(words.at(-1)!) &&
      words.slice(0, -1).some(isPlaceOrLanguage)) ||
    // "Galway City", "Kerry County": a name no dictionary holds and the kind of place it is.
    (words.length === 2 &&
      /^(?:city|county|district|province|region)$/i.test(words[1]!) &&
      /^\p{Lu}\p{Ll}+$/u.test(words[0]!) &&
      !isEnglishWord(words[0]!)) ||
    (words.length <= 2 &&
      !ORGANISATION_END_RE.test(words.at(-1)!) &&
      rest.some((p) => isPlaceOrLanguage(p.trim()))) ||
    // "Kinsale Road, Cork": a street, with its town or without.
    (words.length <= 3 && STREET_WORD_RE.test(words.at(-1)!) && words.every((w) => /^\p{Lu}/u.test(w)))
  );
}

/** Longest line read as a title's own line (with its employer or place), not a sentence about it. */
const SHORT_LINE_WORDS = 12;
/** A line short enough to be a title's own (its words, not separators or figures). */
const isShortLine = (line: string) => wordCount(line) <= SHORT_LINE_WORDS;

/**
 * A level or the terms of a post after a title's dash ("Android Developer – Junior", "– Permanent"); CDI and CDD
 * are the French contracts ("CDI - full time" under a title).
 */
const TERMS_RE =
  /^(?:junior|senior|graduate|entry[- ]level|mid[- ]level|intern(?:ship)?|trainee|permanent|full[- ]time|part[- ]time|contract|temporary|fixed[- ]term|remote|hybrid|on[- ]site|CDI|CDD)$/i;
/** Words of a first line that announce the ad rather than name who posts it ("VACANCY NOTICE", "Careers"). */
const LETTERHEAD_NOT_A_NAME_RE =
  /\b(?:vacanc(?:y|ies)|notice|announcement|careers?|jobs?|opportunit(?:y|ies)|openings?|advert(?:isement)?|internships?|hiring|description|details|position)\b/i;

/** A standard by its number: "ISO 14229", "IEC 61131-3", "EN ISO 13849". */
const STANDARD_RE = /^(?:(?:ISO|IEC|EN|DIN|IEEE|BS|ANSI|SAE)\s*)+\d/;

/** A public body's name, its kind first: "Institute for ...", "Ministry of ...", "Department of ...". */
const PUBLIC_BODY_RE =
  /^(?:the\s+)?(?:institute|ministry|department|office|bureau|council|commission|authority|agency|board|centre|center)\s+(?:of|for)\s/i;

/** A state's formal name: "REPUBLIC OF KENYA", "Government of Fiji", "United Republic of Tanzania". */
function isState(line: string): boolean {
  const m =
    /^\s*(?:the\s+)?(?:(?:united|federal|democratic|islamic)\s+)?(?:republic|government|kingdom|state|commonwealth)\s+of\s+(?:the\s+)?(.+?)\s*$/i.exec(
      line,
    );
  return m !== null && isPlaceOrLanguage(m[1]!);
}

/** The employer's name when a line gives it alone, before a place or other detail ("Brightwave Digital - Colombo"). */
function nameOnLine(line: string | undefined, nameStart: RegExp): string | null {
  const trimmed = line?.trim() ?? '';
  const segment = trimmed.split(/\s+[-–—|·•]\s+|\s*[|·•]\s*/)[0]!.trim();
  // "Lima, Perú · Hybrid": a town with its country says where, even when the town's name is also a word.
  if (isWhere(segment)) return null;
  // "Heritage, Parks & Harbours Section": a department of the employer, not its name.
  if (DEPARTMENT_RE.test(segment)) return null;
  const name = segment.split(/\s*,\s+/)[0]!.trim();
  // (An acronym in brackets after the name is not one of its words: "... Benefits Agency (PSPBA)".)
  const words = name.replace(/\s*\([\p{Lu}\d]+\)$/u, '').split(/\s+/);
  if (
    !nameStart.test(name) ||
    // "32–40 hours per week": a number opens no name ("3M" and "7-Eleven" have letters in their first word).
    !/\p{L}/u.test(words[0]!) ||
    // (A public body's name runs longer: "Institute for Social and Economic Policy Research".)
    words.length > (PUBLIC_BODY_RE.test(name) ? 9 : 6) ||
    (/[:.!?]$|:\s/.test(name) && !LEGAL_FORM_END_RE.test(name)) ||
    // "Position No. PC-0427 | Band 3": the post's number, not who posts it.
    POSTING_NUMBER_RE.test(name) ||
    // "UDS / ISO 14229 – Heilbronn area": what the role works with, not who posts it.
    name.split(/\s*\/\s*/).every((p) => lookupTechnology(p) || STANDARD_RE.test(p)) ||
    TITLE_LIKE_RE.test(name) ||
    TERMS_RE.test(name) ||
    OTHER_LABEL_RE.test(trimmed) ||
    // (A heading's word in a name that ends as an organisation's does is the name's: "Pensions and Benefits Agency".)
    (jobHeading(trimmed) && !ORGANISATION_END_RE.test(words.at(-1)!))
  )
    return null;
  return cleanCompany(name);
}

/** The words naming the role in a title, lower case: "data", "scientist" in "Associate Data Scientist, Risk". */
export function roleWordsOf(title: string): string[] {
  const words = title
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const phrase = rolePhrase(words, words.length) ?? title;
  // ("Assistant Sommelier": before the trade, "assistant" says the level; "Teaching Assistant" is the role.)
  return lowerCaseWords(phrase).filter(
    (w, i, all) => !LEVEL_WORDS.has(w) && !(w === 'assistant' && i < all.length - 1),
  );
}

/** A text typed in lower case throughout ("tindahan pay — cebu city"): names are not capitalised in it. */
function isLowerCase(text: string): boolean {
  const starts = text.match(/^[^\p{L}\n]*\p{L}/gmu) ?? [];
  return starts.filter((l) => /\p{Ll}$/u.test(l)).length >= Math.max(1, starts.length / 2);
}

/** Upper-cases the words of a title typed in lower case ("android developer" -> "Android Developer"). */
function titleCase(s: string): string {
  return s.replace(/\b([a-z])([a-z]*)/g, (_, a: string, b: string) => a.toUpperCase() + b);
}

/** The title and the employer; `addressName` is the employer's name as the ad's address spells it. */
function findTitleAndCompany(
  doc: TextIndex,
  addressName: string | null,
): {
  title: string | null;
  company: string | null;
  titleLine: number;
} {
  const { text, lines } = doc;
  const lowerCaseText = isLowerCase(text);
  const found = findTitle(doc, lowerCaseText);
  const title = found?.title ?? null;
  const titleLine = found?.line ?? -1;
  let company: string | null = null;
  const firstLine = lines.findIndex((l) => l.trim() !== '');
  // In an ad typed in lower case ("tindahan pay — cebu city") names are not capitalised either.
  const nameStart = lowerCaseText ? /^[\p{L}\p{N}&(]/u : /^[A-Z0-9&(]/;
  // Words, not separators: "graduate cloud / devops engineer — nairobi (hybrid) — via msitu talent partners".
  const titleLineIsShort = found !== null && isShortLine(lines[titleLine]!);
  const companyLabel = COMPANY_LABEL_RE.exec(text);
  if (companyLabel) company = cleanCompany(companyLabel[1]!);
  // "Our client, Hanami Travel, is hiring", "Our client is Umoja Mutual Assurance.", "The client: Souss
  // Agrumes Group": an agency's ad names the employer as its client.
  if (!company) {
    const client = new RegExp(
      String.raw`\b(?:[Oo]ur|[Mm]y|[Tt]he)[ \t]+client(?:,|:|[ \t]+is)?[ \t]+(${NAME})`,
      'u',
    ).exec(text);
    if (client) company = cleanCompany(client[1]!);
  }
  // "Applications are handled by Adinkra Talent Partners on behalf of Akwaaba Health Network": the client.
  if (!company) {
    const behalf = new RegExp(String.raw`\bon[ \t]+behalf[ \t]+of[ \t]+(${NAME})`, 'u').exec(text);
    if (behalf) company = cleanCompany(behalf[1]!);
  }
  // "Our client, a fast-growing start-up, ... introduced to the hiring team at Chama Bora Technologies Ltd": an
  // agency's client named late, after the agency's own name at the top.
  if (!company && /\b(?:[Oo]ur|[Mm]y)[ \t]+client\b/.test(text)) {
    const late = TEAM_AT_RE.exec(text);
    if (late) company = cleanCompany(late[1]!);
  }
  if (!company) {
    const client = NAMED_CLIENT_RE.exec(text);
    if (client) company = cleanCompany(client[2]!);
  }
  // "baobab tech recruitment is working with our client, a fast-growing retailer": the agency names itself when
  // its client stays unnamed, and the agency is who the reader deals with.
  if (!company) {
    const agency = (lowerCaseText ? AGENCY_ANY_CASE_RE : AGENCY_RE).exec(text);
    if (agency && !/^(?:we|i|this|the|our)$/i.test(agency[1]!)) company = cleanCompany(agency[1]!);
  }
  // "Careers at Vatulele Bay Resort & Spa": a careers page's heading.
  if (!company) {
    const careers = new RegExp(
      String.raw`^\s*Careers?[ \t]+(?:at|with)[ \t]+(${NAME_WORD}(?:[ \t]+(?:${NAME_WORD}|of|and)){0,5})`,
      'mu',
    ).exec(text);
    if (careers) company = cleanCompany(careers[1]!);
  }
  // The first line is often "Title at Company" or "Title - Company".
  /** A name after the title's dash that nothing else confirms: the employer when no other is found. */
  let unconfirmed: string | undefined;
  if (!company && titleLine === firstLine && titleLineIsShort) {
    const { sentence, parts } = headLine(stripBullet(lines[firstLine]!));
    // The part the title was read from, whether or not a role noun ends it ("Junior Tailor").
    const titlePart = (p: string) => ROLE_NOUN_RE.test(p) || p.toLowerCase().startsWith(title!.toLowerCase());
    const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(sentence);
    if (at && /^[A-Z0-9]/.test(at[2]!) && ROLE_NOUN_RE.test(at[1]!)) company = cleanCompany(at[2]!);
    else {
      // (An address spells a name with its article left out: "The Liffey Playhouse", production@liffeyplayhouse.ie;
      // or with a word of its kind before it: "Studio Kanaalkant", werk@kanaalkant.nl.)
      const spelledByAddress = (name: string) =>
        addressName !== null &&
        new RegExp(String.raw`^(?:\S+\s+)?${escapeRegExp(addressName)}$`, 'i').test(
          name.replace(/^the\s+/i, ''),
        );
      // "graduate cloud / devops engineer — nairobi (hybrid) — via msitu talent partners": a place is passed.
      const other =
        parts.find((p) => /^via\s/i.test(p)) ??
        // ("Junior PLC Engineer – Beckhoff TwinCAT 3 | Eindhoven region | TechTalent Brabant B.V.": the part with a
        // legal form names the employer, not the product named first.)
        parts.find((p) => !titlePart(p) && LEGAL_FORM_END_RE.test(p) && nameStart.test(p)) ??
        parts.find((p) => {
          const bare = p.replace(/\s*\(.*$/, '');
          // Not a place, nor the system the role works in ("associate hris analyst – workday").
          return (
            !titlePart(p) &&
            !TERMS_RE.test(bare) &&
            nameStart.test(p) &&
            // (Where the ad's address spells it, a name before a town is the name: "Studio Kanaalkant, Utrecht".)
            (!isWhere(bare) || spelledByAddress(bare.replace(/,.*$/, ''))) &&
            !lookupTechnology(bare)
          );
        });
      // The line below names the employer when it gives a name the ad names again or with its legal form
      // ("Assistant Site Supervisor – Commercial Build" / "Bula Build Contractors Pte Limited").
      const below = nameOnLine(nextNonBlank(lines, firstLine), nameStart);
      // (By its first word when that is no English word: "Harbourline Business Services (Pvt) Ltd" is
      // "Harbourline" in the text.)
      const namedAgain = (name: string) => {
        const first = name.split(/\s+/)[0]!;
        return text.split(first.length >= 4 && !isEnglishWord(first) ? first : name).length > 2;
      };
      if (below && (LEGAL_FORM_END_RE.test(below) || namedAgain(below))) company = below;
      // A part after the title's dash is the employer when it says "via", the ad names it again or with its
      // legal form, or its address spells it; not a team or a speciality ("– BRANCH BANKING", "– Lending &
      // Onboarding Workflows").
      else if (
        other &&
        parts.some(titlePart) &&
        (/^via\s/i.test(other) ||
          namedAgain(other) ||
          spelledByAddress(other.replace(/,.*$/, '')) ||
          LEGAL_FORM_END_RE.test(other))
      )
        company = cleanCompany(other);
      else if (other && parts.some(titlePart)) unconfirmed = other;
    }
  }
  // The line under a title on a line of its own often names the employer ("Brightwave Digital - Colombo").
  if (!company && (found?.source === 'line' || titleLineIsShort))
    company = nameOnLine(nextNonBlank(lines, titleLine), nameStart);
  // A line near the top that is a name with its legal form, alone ("Põhjala Masinatehas OÜ" under a job
  // board's "CV Keskus · job listing").
  if (!company) {
    const named = lines
      .slice(firstLine, firstLine + 4)
      .map((l) => l.trim())
      .find((l) => LEGAL_FORM_END_RE.test(l) && l.split(/\s+/).length <= 6 && nameStart.test(l));
    if (named) company = cleanCompany(named);
  }
  // A sign-off closing the ad: "— lekhana labs pvt. ltd., jhamsikhel, lalitpur", "- Turon Raqamli Bank, Risk
  // Department". (The ad's last 200 characters only: a sign-off is short, and the search stays linear.)
  const signOffMatch = /^[\s\S]*(?:^|\s)[–—-][ \t]+([^,\n]{3,60}?)(?:,[^\n]*)?$/u.exec(
    text.trimEnd().slice(-200),
  );
  // (A closing dot is the sentence's, unless it ends a legal form: "Pvt. Ltd.")
  const signed = signOffMatch?.[1];
  const signOffName =
    signed && cleanCompany(LEGAL_FORM_END_RE.test(signed) ? signed : signed.replace(/\.$/, ''));
  // (A name, not an amount: "£24,000 – £27,000, 28 days holiday".)
  const signOff =
    signOffName &&
    /^\p{L}/u.test(signOffName) &&
    !TITLE_LIKE_RE.test(signOffName) &&
    !isWhere(signOffName) &&
    signOffName.split(/\s+/).length <= 6
      ? signOffName
      : null;
  // ...which, signed with its legal form ("— transportes qhapaq ñan s.a.c., callao"), beats a first line's guess.
  if (!company && signOff && LEGAL_FORM_END_RE.test(signOff)) company = signOff;
  // A letterhead: the first line is the employer's (or agency's) name alone ("TRANSILVA TALENT PARTNERS"); when
  // it is the title a sentence below repeats, the line under it is ("Dental Hygienist" / "Pōhutukawa Dental ·
  // Takapuna").
  if (!company && titleLine !== firstLine) {
    const titleFirst = title !== null && lines[firstLine]!.trim().toLowerCase() === title.toLowerCase();
    // ("REPUBLIC OF KENYA" over "INSTITUTE FOR SOCIAL AND ECONOMIC POLICY RESEARCH": the state heads a public
    // body's notice; the body is the employer.)
    const letterhead =
      titleFirst || isState(lines[firstLine]!) ? nextNonBlank(lines, firstLine) : lines[firstLine];
    const name = nameOnLine(letterhead, nameStart);
    // (Not the title or a part of it, when a sentence below names the role: "Design Verification — Early
    // Careers" over "looking for a Graduate Design Verification Engineer".)
    if (
      name &&
      name.split(/\s+/).every((w) => nameStart.test(w) || /^(?:of|and|for)$/.test(w)) &&
      !LETTERHEAD_NOT_A_NAME_RE.test(name) &&
      // (One English word in lower case names the field, not who posts: "payroll | suva, fiji | full time".)
      !(/^\p{Ll}+$/u.test(name) && isEnglishWord(name)) &&
      !title?.toLowerCase().includes(name.toLowerCase())
    )
      company = name;
  }

  if (!company) {
    // "... a Digital Marketing Executive at Spark Media": a role word, then "at" and a name.
    for (const m of text.matchAll(new RegExp(String.raw`\b([A-Za-z]+)\s+at\s+(${NAME})`, 'gu'))) {
      const name = ROLE_NOUN_RE.test(m[1]!) ? cleanCompany(m[2]!) : null;
      if (name && !ROLE_NOUN_RE.test(name)) {
        company = name;
        break;
      }
    }
  }
  if (!company) {
    const patterns = [
      // "Thagzo Collective, a social enterprise in Thimphu ..., is hiring", "The Climate Centre (PRCDC) in
      // Suva is looking for": the name opens the sentence, before a description or a place.
      new RegExp(
        String.raw`^\s*(?:The\s+)?(${NAME})(?:\s*\([A-Z]{2,8}\))?(?:,\s+(?:an?|the|our)\s[^\n]{0,300}?,|\s+in\s+[A-Z][\w-]+(?:,\s+[A-Z][\w-]+)?,?)\s+(?:is|are)\s+(?:hiring|looking|seeking|recruiting)\b`,
        'mu',
      ),
      new RegExp(
        String.raw`\b(${NAME}(?:\s+\([A-Za-z]{2,6}\)(?:\s+${NAME})?)?)\s+(?:is|are)\s+(?:hiring|looking|seeking|recruiting|growing|expanding)\b`,
        'u',
      ),
      TEAM_AT_RE,
      new RegExp(String.raw`^\s*About\s+(${NAME})\s*:?\s*$`, 'mu'),
      new RegExp(String.raw`\bjoin\s+(${NAME})(?![\p{L}\p{N}])`, 'u'),
      // A name before its legal form ("Koro Sea Freight Pte Ltd", "Põhjala Talent OÜ", "Wstęga Payments sp. z
      // o.o."), then before a word organisations' names end in ("Mkopo Bora Microfinance Bank").
      nameEndingIn(LEGAL_FORMS),
      // "Who we are: Oakmere Digital is a 60-person product studio", "The Mtkvari Hydromet Data Centre is a
      // public research institute", "Lotus Assurance Technology Centre is the Da Nang hub": a sentence that says
      // who the employer is (not "Kotlin is a plus", "Python is the main language").
      new RegExp(
        String.raw`(?:^|[.!?:][ \t]+|\b(?:[Ww]ho we are|[Aa]bout us)[ \t]+)(?:The[ \t]+)?(${NAME}(?:\.[a-z]{2,3})?)[ \t]+is[ \t]+(?:an?[ \t]+(?!(?:plus|bonus|must|nice|big|huge|strong|key|requirement)\b)|the[ \t]+(?=\S+[ \t]+\S+)(?<=\p{Lu}\S*[ \t]+\p{Lu}\S*[ \t]+is[ \t]+the[ \t]+))`,
        'mu',
      ),
      ORGANISATION_NAME_RE,
      // In lower case: a sentence that opens with a name and its legal form ("about us lipa haraka
      // technologies ltd processes payments ...").
      ...(lowerCaseText
        ? [
            new RegExp(
              String.raw`(?:^|[.!?:][ \t]+|\b(?:about us|who we are)[ \t]+)((?:${ANY_CASE_NAME_WORD}[ \t]+){1,4}(?:${LEGAL_FORMS})(?:\.?[ \t]+(?:${LEGAL_FORMS}))?\.?)(?![\p{L}\p{N}])`,
              'imu',
            ),
          ]
        : []),
    ];
    search: for (const re of patterns) {
      for (const m of text.matchAll(new RegExp(re.source, `${re.flags}g`))) {
        const name = cleanCompany(m[1]!);
        if (name && !TITLE_LIKE_RE.test(name)) {
          company = name;
          break search;
        }
      }
    }
  }
  // The employer's own equal-opportunity sentence.
  if (!company) {
    const equal = (lowerCaseText ? EQUAL_OPPORTUNITY_ANY_CASE_RE : EQUAL_OPPORTUNITY_RE).exec(text);
    if (equal && !/^(?:we|i|this|the|our|it)$/i.test(equal[1]!)) company = cleanCompany(equal[1]!);
  }
  // "careers@padmafreight.com.bd" and "Padma Freightworks builds ...": the name the address is made of.
  if (!company) company = addressName;
  if (!company) company = signOff;
  if (!company && unconfirmed) company = cleanCompany(unconfirmed);
  // A letterhead that names the employer in full beats the short name the text goes on to use ("Mersey Vale
  // Teaching Hospitals NHS Foundation Trust" above "Mersey Vale Teaching Hospitals is a large teaching trust").
  const letterhead = company && lines[firstLine]!.trim();
  if (
    letterhead?.startsWith(`${company} `) &&
    letterhead
      .slice(company!.length)
      .trim()
      .split(/\s+/)
      .every((w) => nameStart.test(w))
  )
    company = cleanCompany(letterhead) ?? company;
  return { title, company: company && withLegalForm(text, company), titleLine };
}

/**
 * The name with the legal form the text gives it elsewhere ("About Kaljuvee Systems" and "Kaljuvee Systems OÜ
 * builds ..."; "Quipu Pagos S" cut at the dots of "S.A.C.").
 */
function withLegalForm(text: string, name: string): string {
  const stem = name.replace(/\s+\p{Lu}$/u, '');
  const escaped = escapeRegExp(stem);
  const full = new RegExp(
    String.raw`(?<![\p{L}\p{N}])${escaped}[ \t]+(?:${LEGAL_FORMS})(?:\.?(?![\p{L}\p{N}]))`,
    'iu',
  ).exec(text);
  return full ? (cleanCompany(full[0]) ?? name) : name;
}

/** Parts of a domain that name a service or a mailbox, not the employer. */
const NOT_A_DOMAIN_NAME_RE =
  /^(?:www|careers?|jobs?|e?mail|hr|apply|recruit\w*|talent|hiring|gmail|googlemail|yahoo|outlook|hotmail|live|icloud|proton(?:mail)?|zoho|yandex|aol|gmx|com|org|net|co|ac|edu|gov)$/i;
/** A word as an address spells it: lower case, no accents or punctuation ("Kererū" -> "kereru"). */
const addressSpelling = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // (Letters no accent makes: "Wisła" is "wisla", "Søndergaard" "sondergaard".)
    .replace(/[łøđæœß]/g, (c) => ({ ł: 'l', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe', ß: 'ss' })[c]!)
    .replace(/[^a-z0-9]/g, '');

/**
 * Where a name that reaches `end` ends: it goes on over capitalised words ("Sahayatri Health" + "Tech", "Tuul
 * Valley" + "International School"), "of" or "&" between them, and a legal form or a word names end in, in any
 * case ("vatu marine" + "pte limited", "coral coast veterinary" + "clinic"), on its own line.
 */
function nameGoesOn(text: string, end: number): number {
  const next = new RegExp(
    String.raw`^[ \t]+(?:(?:of|&|and)[ \t]+)?((?:${LEGAL_FORMS})\.?(?![\p{L}\p{N}])|${NAME_WORD})`,
    'iu',
  );
  // "vanua bridge" + "it services pte ltd": up to three more words of any case before a legal form.
  const toLegalForm = new RegExp(
    String.raw`^(?:[ \t]+(?!(?:is|are|was|a|an|the|we|our|has|have|to|in|on|for)(?![\p{L}\p{N}]))${ANY_CASE_NAME_WORD}){1,3}(?=[ \t]+(?:${LEGAL_FORMS})\.?(?![\p{L}\p{N}]))`,
    'iu',
  );
  for (let words = 0; words < 4; words++) {
    const m = next.exec(text.slice(end, end + 60));
    if (!m || !(/^\p{Lu}/u.test(m[1]!) || LEGAL_FORM_END_RE.test(m[1]!) || ORGANISATION_END_RE.test(m[1]!))) {
      const more = toLegalForm.exec(text.slice(end, end + 60));
      if (!more) break;
      end += more[0].length;
      continue;
    }
    end += m[0].length;
  }
  return end;
}

/**
 * The employer's name spelled by the ad's e-mail or web address: consecutive words of the text that the
 * address's name starts with, or that start with it ("padmafreight" -> "Padma Freightworks", "viticonnect"
 * -> "viti connect"), at least the address's name in full. Null when no words spell it.
 */
function nameOfAddress(doc: TextIndex): string | null {
  const { text, tokens } = doc;
  let lowerCase: string | null = null;
  const addresses = text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bwww\.[\w-]+(?:\.[\w-]+)+/g) ?? [];
  const labels = new Set<string>();
  for (const address of addresses) {
    const domain = address.replace(/^.*@|^www\./, '').split('.');
    const label = domain
      .find((part) => !NOT_A_DOMAIN_NAME_RE.test(part))
      ?.toLowerCase()
      .replace(/-/g, '');
    if (label && label.length >= 4) labels.add(label);
  }
  // (An ad gives an address or two: the first three names are read, so a page of addresses stays linear.)
  for (const label of [...labels].slice(0, 3)) {
    for (let i = 0; i < tokens.length; i++) {
      if (inAddress(text, tokens[i]!)) continue;
      let spelled = '';
      let skipped = 0;
      for (let j = i; j < tokens.length && j < i + 6; j++) {
        const word = addressSpelling(tokens[j]!.key);
        // "coralcoastvets": the last word shortened and made plural ("vets" for "veterinary").
        const rest = label.slice(spelled.length);
        const shortened = j > i && /^[a-z]{3,}s$/.test(rest) && word.startsWith(rest.slice(0, -1));
        const next = shortened ? label : spelled + word;
        // "padmagenomics": a name's words the address leaves out, capitalised or "of" ("Padma Institute of
        // Genomic Surveillance"), two at most and never the first.
        if (
          j > i &&
          !label.startsWith(next) &&
          !next.startsWith(label) &&
          skipped < 2 &&
          /^(?:\p{Lu}\p{L}*|of|and|&)$/u.test(text.slice(tokens[j]!.start, tokens[j]!.end))
        ) {
          skipped++;
          continue;
        }
        spelled = next;
        if (!label.startsWith(spelled) && !spelled.startsWith(label)) break;
        if (spelled.length >= label.length) {
          const written = text.slice(tokens[i]!.start, nameGoesOn(text, tokens[j]!.end));
          // "jobs@thelanternroom.com.au": "The" is the name's own ("The Lantern Room"), not a sentence's.
          const the = /^the\s+/i.exec(written)?.[0];
          const rest = the && label.startsWith('the') ? cleanCompany(written.slice(the.length)) : null;
          const name = cleanCompany(written) ?? (rest && `${the}${rest}`);
          // (Where the ad also writes it with capitals, that is the name: "atlântica ferrovia cargo, s.a." heads
          // the ad, "Atlântica Ferrovia Cargo runs freight trains" names it.)
          if (name && /^\p{Lu}/u.test(name)) return name;
          lowerCase ??= name;
          break;
        }
      }
    }
  }
  return lowerCase;
}

/** "Level: Entry level / Associate", "Seniority: Senior". */
const LEVEL_LABEL_RE = /^\s*(?:level|seniority|experience level|career level|job level)\s*[:\-–—]\s*(.+)$/im;

function findSeniority(title: string, text: string, requiredYears: number | null): Seniority {
  const read = (s: string): Seniority | null => {
    if (/\b(?:intern|internship|trainee|apprentice)\b/i.test(s)) return 'intern';
    if (/\b(?:junior|jr\.?|entry[- ]level|graduate|fresher|new grad)\b/i.test(s)) return 'junior';
    if (
      /\b(?:lead|principal|head of|director)\b|\bstaff (?:engineer|developer|software|data|scientist)/i.test(
        s,
      )
    )
      return 'lead';
    if (/\b(?:senior|sr\.?)\b/i.test(s)) return 'senior';
    if (/\b(?:mid[- ]level|intermediate)\b/i.test(s)) return 'mid';
    return null;
  };
  const fromTitle = read(title);
  if (fromTitle) return fromTitle;
  const label = LEVEL_LABEL_RE.exec(text)?.[1];
  const fromLabel = label ? read(label.replace(/\bassociate\b/i, 'junior')) : null;
  if (fromLabel) return fromLabel;
  // "a senior engineer", "this junior role": a level word before a role, not "a senior buddy".
  const phrase = new RegExp(
    String.raw`\b(?:an?|this|the|our)\s+(intern(?:ship)?|junior|entry[- ]level|graduate|senior|lead|principal|mid[- ]level)\s+(?:[\w./+#-]+\s+){0,3}?(?:${ROLE_NOUN}|role|position|level|opening)\b`,
    'i',
  ).exec(text);
  const fromText = phrase ? read(phrase[1]!) : null;
  if (fromText) return fromText;
  if (requiredYears !== null) {
    if (requiredYears >= 5) return 'senior';
    if (requiredYears >= 2) return 'mid';
    return 'junior';
  }
  return 'mid';
}

/** Words enough for an ad to say what it asks for (a short real ad runs to 150 or more). */
const AD_WORDS = 60;

/**
 * Whether the role is non-technical. Decided from the title first, then from what is asked for:
 * - a technical title (developer, engineer, data analyst...) that is not also a non-technical one: technical;
 * - a non-technical title (sales, HR, accountant, nurse...): non-technical unless it asks for 6+ technical skills,
 *   more than it asks for professional ones (a marketing intern's WordPress and Shopify beside SEO and ads); a
 *   trade's title always;
 * - both (e.g. "Sales Engineer"): technical only with 3+ technical skills;
 * - neither: non-technical when it asks for no technical skill (given a text long enough to ask for one), for one
 *   alone in such a text (a letterpress studio's orders in Shopify), or for at most 2 with 2+ non-technical signals
 *   in the text (sales targets, patients, payroll...).
 * Process tools every team uses (Agile, Jira, Slack...) do not count as technical skills.
 */
function decideNonTech(
  title: string,
  text: string,
  requirements: readonly JobRequirement[],
): { isNonTechRole: boolean; technical: string[]; nonTechnical: string[] } {
  const technicalSkills = unique(requirements.flatMap((r) => r.options).filter((e) => e.technical)).map(
    (e) => e.name,
  );
  const titleTech = TECH_TITLE_RE.test(title) && !NON_SOFTWARE_ENGINEER_RE.test(title);
  const titleNonTech = NON_TECH_TITLE_RE.test(title) || NON_SOFTWARE_ENGINEER_RE.test(title);
  const signals = NON_TECH_SIGNALS.filter(([, re]) => re.test(text)).map(([name]) => name);
  const businessSkills = unique(
    requirements.flatMap((r) => r.options).filter((e) => !e.technical && e.category !== 'Soft Skills'),
  );

  let isNonTechRole: boolean;
  const n = technicalSkills.length;
  if (titleTech && !titleNonTech) isNonTechRole = n === 0 && signals.length >= 3;
  else if (titleNonTech && !titleTech)
    isNonTechRole = TRADE_TITLE_RE.test(title) || n < 6 || n <= businessSkills.length;
  else if (titleTech && titleNonTech) isNonTechRole = n < 3;
  else {
    // Neither kind of title: decide on what it asks for. An ad that asks for no technology at all is not a
    // technical one ("Junior Cobbler wanted": heels, zips and key cutting); with nothing to go on (an empty or
    // one-line text) assume technical, the product's default ("Software Engineering Position").
    // (A technology only welcome as a bonus asks for none: "If you can draw a job up in SketchUp, that's a bonus".)
    const evidence = signals.length + businessSkills.length;
    const readable = lowerCaseWords(text).length >= AD_WORDS;
    const asked = requirements.some((r) => r.importance === 'required' && r.options.some((e) => e.technical));
    isNonTechRole =
      ((n === 0 || !asked) && (evidence >= 1 || readable)) ||
      (n <= 2 && evidence >= 2) ||
      (n <= 1 && readable);
  }

  const technical = [...(titleTech ? [`title "${title}"`] : []), ...technicalSkills];
  const nonTechnical = [
    ...(titleNonTech ? [`title "${title}"`] : []),
    ...signals,
    ...businessSkills.map((e) => e.name),
  ];
  return { isNonTechRole, technical, nonTechnical };
}

/** Whether a token is in lower case, outside an e-mail or web address ("careers@frostline.pl"). */
function inLowerCase(text: string, t: Token): boolean {
  return text[t.start] !== text[t.start]!.toUpperCase() && !inAddress(text, t);
}

/**
 * Words the job description repeats, to mirror in a CV: not its technologies (scored as skills), not the
 * title (advised on its own), and not names (the employer's, also as its address spells it, a place's, a
 * language's, a team's): a word it never writes in lower case is a name, a heading or an acronym.
 */
function findKeywords(
  doc: TextIndex,
  plainTokens: readonly Token[],
  company: string | null,
  title: string | null,
  addressName: string | null,
): JobKeyword[] {
  // The employer's name as its e-mail or web address spells it counts too, whoever the ad was read to be
  // from ("careers@kentebridge.org" beside "kente bridge health alliance").
  const names = [company, title, addressName];
  const skip = new Set(names.flatMap((name) => (name ? contentStems(name).map((w) => w.stem) : [])));
  const found = new Map<string, JobKeyword & { lower: boolean }>();
  plainTokens.forEach((t) => {
    const [word] = contentStemsOfTokens(doc.text, [t]);
    // Names are no words to add: the employer's, the title's (and a place's, below).
    if (!word || skip.has(word.stem)) return;
    const seen =
      found.get(word.stem) ?? found.set(word.stem, { ...word, count: 0, lower: false }).get(word.stem)!;
    seen.count++;
    seen.lower ||= inLowerCase(doc.text, t);
  });
  // Most frequent first; ties keep first appearance (Map order), so the list is deterministic.
  // A place ("casablanca" in a lower-case ad) is asked once per word kept, not once per token.
  return [...found.values()]
    .filter((k) => k.lower && !isPlaceOrLanguage(k.word))
    .map(({ stem, word, count }, order) => ({ k: { stem, word, count }, order }))
    .sort((a, b) => b.k.count - a.k.count || a.order - b.order)
    .slice(0, 25)
    .map(({ k }) => k);
}

/** The tokens of the text that are not part of a technology's name. */
function tokensOutside(doc: TextIndex, matches: readonly TechMatch[]): Token[] {
  const inMatch = new Set<number>();
  for (const m of matches) for (let k = m.token; k < m.token + m.length; k++) inMatch.add(k);
  return doc.tokens.filter((_, k) => !inMatch.has(k));
}

/**
 * Every word of the description once (its stem) with how rare it is in everyday English; a word that is only
 * ever part of a technology's name says which (a CV that only lists that technology shares it only as far as
 * its list is believed).
 */
function findContentWords(
  doc: TextIndex,
  matches: readonly TechMatch[],
  plainTokens: readonly Token[],
): ContentWord[] {
  const words = new Map<string, ContentWord>();
  for (const { stem } of contentStemsOfTokens(doc.text, plainTokens))
    if (!words.has(stem)) words.set(stem, { stem, rarity: wordRarity(stem), technology: null });
  for (const m of matches)
    for (const { stem } of contentStemsOfTokens(doc.text, doc.tokens.slice(m.token, m.token + m.length)))
      if (!words.has(stem))
        words.set(stem, { stem, rarity: wordRarity(stem), technology: keyOf(m.entry.name) });
  return [...words.values()];
}

/** Words a sentence does not end on: a line ending with one was wrapped. */
const DANGLING_END_RE =
  /(?:,|\b(?:with|and|or|of|in|to|for|a|an|the|as|on|at|by|from|using|including|our|your|such|like|is|are|be))\s*$/i;

/**
 * A prose line wrapped inside a product's name ("... deploying through Azure" / "DevOps pipelines ..."): the last
 * word and the next line's first one or two make a known name. Only after a long line, not in a list of one name
 * per line.
 */
function nameBrokenAt(prev: string, next: string): boolean {
  if (prev.trim().length < PROSE_LINE_CHARS) return false;
  const last = /\S+$/.exec(prev.trim())![0];
  const first = next.split(/\s+/).slice(0, 2);
  return [1, 2].some((k) => {
    const name = `${last} ${first.slice(0, k).join(' ')}`.replace(/[,;:.)]+$/, '');
    return first.length >= k && /^\p{Lu}/u.test(first[0]!) && lookupTechnology(name) !== undefined;
  });
}
/** A line at least this long is running prose, wrapped where the width ran out. */
const PROSE_LINE_CHARS = 50;

/**
 * Joins lines that were wrapped in the middle of a sentence (text pasted from a PDF or an e-mail), so a
 * sentence is read as one: the next line starts in lower case, or this one ends on a word like "with" or inside a
 * product's name.
 */
export function unwrapLines(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const trimmed = line.trim();
    const joins =
      prev !== undefined &&
      prev.trim() !== '' &&
      trimmed !== '' &&
      !/[.:;!?]\s*$/.test(prev) &&
      !isBulletLine(trimmed) &&
      !jobHeading(trimmed) &&
      // "Who we are" ends on a word that leaves a sentence open, but is a heading.
      !jobHeading(prev.trim()) &&
      // "company: Ceylon Agritech" is a label of its own, even in lower case.
      !/^[a-z][a-z ]{1,25}:\s/i.test(trimmed) &&
      (/^[a-z]/.test(trimmed) || DANGLING_END_RE.test(prev) || nameBrokenAt(prev, trimmed));
    if (joins) out[out.length - 1] = `${prev!.replace(/\s+$/, '')} ${trimmed}`;
    else out.push(line);
  }
  return out.join('\n');
}

function isBulletLine(line: string): boolean {
  return stripBullet(line) !== line.trim();
}

/** Skills of hiring people, which every ad names about its own hiring. */
const HIRING_SKILLS: ReadonlySet<string> = new Set([
  'Recruitment',
  'Talent Acquisition',
  'Employee Onboarding',
]);

/**
 * An ad's words about its own hiring ("our recruitment process", "Nordline Recruitment is acting as an
 * employment agency", "call our Talent Acquisition team", "your onboarding"): a hiring skill is asked for only by
 * a role in hiring.
 */
function isOwnHiring(entry: TaxonomyEntry, title: string | null): boolean {
  return HIRING_SKILLS.has(entry.name) && !HIRING_TITLE_RE.test(title ?? '');
}

/**
 * The ordinary word that heads the title and names the hire, in lower case ("blender" of a "Trainee Tea Blender",
 * "packer" of a "Warehouse Packer"): a product written as that word is the person, wherever the ad writes it
 * ("under the guidance of the Chief Blender"); "HashiCorp Packer" is still the product. Null when the title
 * ends on no English word.
 */
function hireWord(title: string | null): string | null {
  const head = title
    ?.replace(/\s*\(.*$/, '')
    .split(/\s+/)
    .at(-1);
  return head && isEnglishWord(head) ? head.toLowerCase() : null;
}

/** Reads one job description. Pure and deterministic. */
export function parseJobDescription(input: string): ParsedJob {
  const doc = indexText(unwrapLines(input));
  const addressName = nameOfAddress(doc);
  const { title, company, titleLine } = findTitleAndCompany(doc, addressName);
  const starts = lineStarts(doc);
  const infos = classifyLines(doc, titleLine);
  const hire = hireWord(title);
  const matches = withoutOrganisationNames(
    doc,
    withListItems(doc, findTechnologies(doc), { trustLabels: false }),
    [company, addressName],
  ).filter((m) => !isOwnHiring(m.entry, title) && doc.text.slice(m.start, m.end).toLowerCase() !== hire);
  // What the title names, and what its line says after a dash ("Junior Database Engineer – Apache Cassandra"),
  // each read alone.
  const titleLineText = titleLine >= 0 ? doc.lines[titleLine]! : '';
  const titleTexts = [title, isShortLine(titleLineText) ? titleLineText : null];
  const requirements = collectRequirements(doc, matches, infos, titleTexts);
  const years = findYears(doc, infos);
  const education = findEducationRequirement(doc, infos);
  const finalTitle = title ?? DEFAULT_JOB_TITLE;
  // The words outside technologies' names: the job's own wording.
  const plainTokens = tokensOutside(doc, matches);
  const role = decideNonTech(title ?? '', doc.text, requirements);
  return {
    title: finalTitle,
    company: company ?? DEFAULT_COMPANY,
    titleFound: title !== null,
    companyFound: company !== null,
    requirements,
    technologies: unique(matches.filter((m) => !isApplicationLink(doc, m, starts)).map((m) => m.entry)),
    requiredYears: years.required !== null && years.required > 0 ? years.required : null,
    preferredYears: years.preferred,
    yearsLine: years.line,
    education,
    // The whole title line: "python developer (django) - junior" says the level after the title.
    seniority: findSeniority(
      titleLine >= 0 ? doc.lines[titleLine]! : (title ?? ''),
      doc.text,
      years.required,
    ),
    isNonTechRole: role.isNonTechRole,
    roleSignals: { technical: role.technical, nonTechnical: role.nonTechnical },
    roleWords: title ? roleWordsOf(title) : [],
    keywords: findKeywords(doc, plainTokens, company, title, addressName),
    contentWords: findContentWords(doc, matches, plainTokens),
  };
}
