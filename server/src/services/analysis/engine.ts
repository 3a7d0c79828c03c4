/**
 * The CV analysis engine: reads a CV once and each job description once, then scores and explains the fit
 * of the CV to each job. Offline, deterministic (no clock, no randomness: dates are judged against `asOf`),
 * and every sentence it writes is built from what it found in the two texts.
 *
 * Match percentage (0-100, whole number) = weighted average of the components that apply:
 * - skills 0.48: requirement coverage. Each requirement weighs 3 when required and 1 when preferred (soft
 *   skills half that). Credit per requirement: 1 when a job/project/certification line shows it, 0.85 when
 *   only a skills list or summary names it, a related skill's credit otherwise (see relations.ts; itself
 *   x0.85 when that skill is only listed), 0 when missing. "Any of" requirements take their best option.
 *   The role itself is one more requirement, weighing 6 (a skill named in the title): its credit is the share
 *   of the words naming the job's role that the CV's headline, summary or job titles use (roleFit).
 * - experience 0.11: CV years / years asked, capped at 1. Senior roles with no figure ask for 5, lead roles 7.
 *   A preference only ("3+ years preferred") weighs half.
 * - education 0.08: 1 when the degree level is met (x field fit: 1 named field, 0.85-0.9 related, 0.75 another
 *   technical field, 0.5 unrelated; x0.9 while still studying), 0.5 one level below, 0 otherwise; "or
 *   equivalent experience" lifts the floor to 0.6. A preference only weighs half.
 * - wording 0.33: the share of the job's words the CV uses too, each word weighed by how rare it is in everyday
 *   English ("genomic" and "ceviche" say what the job is about, "report" and "team" do not), where 35% counts
 *   as full. It is what tells a cloud CV from a bioinformatics job that asks for the same Linux, Bash and
 *   Python. When wording is the only component (no skill, experience or education recognised), the match is
 *   capped at 75: a good match at most, never a strong one (80).
 * Years, a degree and shared wording count only as far as the skills are relevant (in full from half the
 * skills; with no skill read, as far as the wording is shared), and a CV sharing none of the job's wording
 * keeps 70% of its score (`UNSHARED_WORDING_KEEPS`): a list of generic tools does not make a fit for a role
 * whose subject the CV never mentions. A CV that shows none of the products or technical fields the title names
 * (Neo4j for "Graph Developer (Neo4j)", machine learning for "ML Engineer") scores 30 at most
 * (`TITLE_PRODUCT_MISSING_CAP`): not a match.
 * A component the job says nothing about is left out and the others are re-weighted; when no skill is
 * recognised the message says what the score rests on. A requirement counts as met (a strength) from a credit
 * of 0.6 and as missing below 0.3; in between it is reported as "only related".
 */
import { DEFAULT_CONFIDENCE, type TAnalysisResult, type TTechnology } from '@launchpad/shared';
import {
  categoryRank,
  isSoftware,
  keyOf,
  PROFESSIONAL_CATEGORIES,
  type TaxonomyEntry,
  type TCategory,
} from './taxonomy';
import { DEGREE_LABEL, DEGREE_RANK, fieldFit } from './education';
import {
  DEFAULT_COMPANY,
  isRoleNoun,
  parseJobDescription,
  type JobRequirement,
  type ParsedJob,
} from './jobDescription';
import { relatedCredits, type RelatedCredit } from './relations';
import {
  askedNamesWritten,
  hasSection,
  parseResume,
  pastTenseOfGerund,
  type ParsedResume,
  type ResumeTechnology,
  type Statement,
} from './resume';
import { contentStems, count, escapeRegExp, formatYears, joinList, quote, sameWordFamily } from './text';
import { isEnglishWord, isMaker, isOrdinaryName, ownNameAfterMaker } from './english';
import { lookupTechnology } from './matcher';

/** One job's analysis (part 1 §3), the shared API type. */
export type AnalysisResult = TAnalysisResult;

/** A technology found in the CV, as the skills assessment rates it (part 1 §3). */
export type ExtractedTechnology = TTechnology;

export interface AnalyzeInput {
  resumeText: string;
  jobDescriptions: string[];
  /** Reference date for "Present" and in-progress degrees. Default: `DEFAULT_AS_OF` (fixed, see resume.ts). */
  asOf?: Date;
  /** Pages of the CV's PDF, when known (judges length better than words alone). */
  pageCount?: number;
}

export interface AnalyzeOutput {
  results: AnalysisResult[];
  extractedTechnologies: ExtractedTechnology[];
}

/** Component weights of the match percentage (re-weighted over the components that apply). */
export const MATCH_WEIGHTS = {
  skills: 0.48,
  experience: 0.11,
  education: 0.08,
  wording: 0.33,
} as const;
/** Weight of a requirement by importance; soft skills count `SOFT_SKILL_FACTOR` of that. */
export const IMPORTANCE_WEIGHT = { required: 3, preferred: 1 } as const;
export const SOFT_SKILL_FACTOR = 0.5;
/**
 * Credit for a skill only named in a skills list or the summary, not shown in use: `LISTED_ONLY_CREDIT` when
 * the CV shows at least half of its skills in use somewhere, falling linearly to `STUFFED_LIST_CREDIT` when it
 * shows none (a list of everything earns little: stuffing does not pay).
 */
export const LISTED_ONLY_CREDIT = 0.85;
export const STUFFED_LIST_CREDIT = 0.05;
/** Skills a CV may list without showing them before its listed skills start to lose credit. */
export const FREELY_LISTED = 4;
/** Share of a CV's skills shown in use from which listed skills earn full listed credit. */
export const CREDIBLE_SHOWN_SHARE = 0.5;
/** Weight of a required skill named only among the duties of a description that lists requirements too. */
export const DUTIES_WEIGHT = 2;
/** Factor on the weight of a skill named in the role's title ("Backend Developer (Node.js)"). */
export const TITLE_SKILL_FACTOR = 2;
/** Weight of the job's role itself as a requirement (see roleFit): as much as a skill named in the title. */
export const ROLE_WEIGHT = IMPORTANCE_WEIGHT.required * TITLE_SKILL_FACTOR;
/**
 * Factor on `ROLE_WEIGHT` when the CV states a non-technical role's very name (`statesTheRole`): a trade's skills
 * are often words no vocabulary holds ("hand-laid rope fenders"), and the trade named is the surest sign of them.
 */
export const STATED_TRADE_FACTOR = 2;
/**
 * Credit toward a platform's part asked for ("Zendesk Explore", "Firebase Storage") from the platform itself in
 * the CV ("Zendesk"): the candidate works on the platform, not necessarily with that part.
 */
export const PLATFORM_PART_CREDIT = 0.5;
/** Below this many requirements, the skills weigh less in the match: three listed tools are thin ground. */
export const FEW_REQUIREMENTS = 5;
/** Years assumed for senior and lead roles that give no figure. */
export const IMPLIED_YEARS = { senior: 5, lead: 7 } as const;
/**
 * Weighted requirement coverage at which the skills score reaches `SKILLS_NEAR_FULL`: nobody shows every line
 * of a long list, and a CV that shows three quarters of it is a near-full fit. Above it the score still rises
 * (slowly) to 1, so every requirement shown or dropped moves the score.
 */
export const SKILLS_FULL_AT = 0.75;
export const SKILLS_NEAR_FULL = 0.9;

/** The skills component from the weighted coverage (0-1): steep up to `SKILLS_FULL_AT`, gentle after. */
export function skillsScore(coverage: number): number {
  if (coverage <= SKILLS_FULL_AT) return (SKILLS_NEAR_FULL * coverage) / SKILLS_FULL_AT;
  return SKILLS_NEAR_FULL + ((1 - SKILLS_NEAR_FULL) * (coverage - SKILLS_FULL_AT)) / (1 - SKILLS_FULL_AT);
}
/** Skills coverage from which experience and education count in full (below, in proportion). */
export const RELEVANT_COVERAGE = 0.5;
/** Share of the job's words (weighed by rarity) that counts as full marks for wording. */
export const WORDING_FULL_AT = 0.35;
/** Share of its score a CV keeps when it shares none of the job's wording (all of it from `WORDING_FULL_AT`). */
export const UNSHARED_WORDING_KEEPS = 0.7;
/**
 * Highest match when shared wording is all there is to go on: below a strong match (80), and above a good one
 * (60), since a butcher's CV that shares most of a butcher's ad is one (until the seventeenth session 50, which
 * showed every fitting CV for a trade whose skills the engine does not name as a weak match).
 */
export const WORDING_ONLY_CAP = 75;

/**
 * Highest match for a CV that shows none of the products or technical fields the job's title names ("Junior
 * Graph Developer (Neo4j)", "Liferay Developer", "ML Engineer"): the job is about them, so however much else
 * the CV shares with it (a platform engineer's Kubernetes, Terraform and Grafana for a CockroachDB job), it is
 * not a match (30). (55, a weak match, until the twenty-third session: it read such neighbours as half fits.)
 */
export const TITLE_PRODUCT_MISSING_CAP = 30;

/** A product, not a field or a method: no ordinary words, nor a name ending in one that says what is done. */
function isProduct(entry: TaxonomyEntry): boolean {
  const last = entry.name.split(' ').at(-1)!;
  return isSoftware(entry) && !isOrdinaryName(entry.name) && !(/ing$/.test(last) && isEnglishWord(last));
}

/**
 * Whether the title names products or technical fields the job requires and the CV shows none of them, nor
 * writes their names in a way the reading did not take ("SFCC" and "Salesforce B2C Commerce" for Salesforce
 * Commerce Cloud: a coined word of the name in the CV is benefit of the doubt), nor uses a word of what the
 * title says the job is about ("PLC" of "PLC & SCADA Engineer"; not inside a compound, "e-Learning"). A
 * professional skill in the title (Customer Service, Patient Care) is not one: the CV may show it in other words.
 * (Until the twenty-first session only products counted: "ML Engineer" let a cloud CV score 61.)
 */
function lacksTitleSkills(coverage: readonly Coverage[], resume: ParsedResume, job: ParsedJob): boolean {
  const named = coverage.filter(
    (c) =>
      c.requirement.inTitle === true &&
      c.requirement.importance === 'required' &&
      c.requirement.options.every(
        (o) => isProduct(o) || (o.technical && !PROFESSIONAL_CATEGORIES.has(o.category)),
      ),
  );
  // (A word of the CV, in any case, a plural too: "PLCs"; not the tail of a compound: "e-Learning".)
  const mentions = (word: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(word)}s?(?![\\p{L}\\p{N}])`, 'iu').test(resume.doc.text);
  const written = (o: TaxonomyEntry) =>
    o.name
      .split(' ')
      .filter((w) => /\p{L}/u.test(w) && !isEnglishWord(w))
      .some(mentions);
  return (
    named.length > 0 &&
    named.every((c) => c.credit < PARTIAL && !c.requirement.options.some(written)) &&
    !job.roleWords.some((w) => !isRoleNoun(w) && mentions(w))
  );
}

/** A credit at or above this is a strength; below `PARTIAL` it is missing. */
const MET = 0.6;
const PARTIAL = 0.3;
/**
 * Whether the report may say a requirement is not in the CV: too little credit, and not a skill the CV names
 * only in a list (that is in it, however little the list is worth: it is said to be only listed).
 */
const saidMissing = (c: Coverage) => c.credit < PARTIAL && c.kind !== 'listed';
const MAX_STRENGTHS = 12;
/** Categories left out of extracted technologies: people rate technologies, not "Teamwork". */
const NOT_EXTRACTED: ReadonlySet<TCategory> = new Set<TCategory>(['Soft Skills']);

interface Coverage {
  requirement: JobRequirement;
  weight: number;
  credit: number;
  /** The option that earned the credit. */
  option: TaxonomyEntry;
  kind: 'shown' | 'listed' | 'related' | 'missing';
  /** The CV technology that earned it (the option itself, or the related skill). */
  source: ResumeTechnology | null;
}

/**
 * Analyses a CV against each job description. Same inputs, same output (deep-equal), always.
 */
export function analyzeResume(input: AnalyzeInput): AnalyzeOutput {
  const resume = parseResume(input.resumeText, { asOf: input.asOf, pageCount: input.pageCount });
  const results = input.jobDescriptions.map((text) => analyzeParsed(resume, parseJobDescription(text)));
  return { results, extractedTechnologies: extractedTechnologies(resume) };
}

/**
 * Starting confidence (1-10) of an extracted technology, from the evidence the CV gives: shown in two or more
 * job or project lines, shown once, named under certifications, listed in a skills list, or only named in
 * passing (summary, education). The user then rates it themselves; this is where the slider starts.
 */
export const CONFIDENCE_BY_EVIDENCE = {
  usedOften: 7,
  used: 6,
  certified: 6,
  listed: DEFAULT_CONFIDENCE,
  implied: 3,
} as const;

function confidenceOf(t: ResumeTechnology): number {
  if (t.evidenceLevel === 'used')
    return t.usedLines >= 2 ? CONFIDENCE_BY_EVIDENCE.usedOften : CONFIDENCE_BY_EVIDENCE.used;
  return CONFIDENCE_BY_EVIDENCE[t.evidenceLevel];
}

/** The CV's technologies for rating: no soft skills, by category then first appearance, confidence from evidence. */
export function extractedTechnologies(resume: ParsedResume): ExtractedTechnology[] {
  return resume.technologies
    .map((t, order) => ({ t, order }))
    .filter(
      ({ t }) =>
        !NOT_EXTRACTED.has(t.entry.category) &&
        !(isTradeInPassing(t) && !namedAsName(t, resume.doc.lines)) &&
        !t.creditOnly,
    )
    .sort((a, b) => categoryRank(a.t.entry.category) - categoryRank(b.t.entry.category) || a.order - b.order)
    .map(({ t }) => ({
      name: t.entry.name,
      category: t.entry.category,
      confidenceLevel: confidenceOf(t),
    }));
}

/**
 * A trade, a duty or a practice (payroll, logistics, teaching, code review, caching: a skill named in plain
 * words) that no skills list claims: a sentence naming it may tell of an employer or an errand ("Gza
 * Logistics", "logistics for the hackathon", "Teaching Hospital", "Redis for caching", "reviewed pull
 * requests"), so it is matched against jobs but not offered as a skill to rate.
 */
function isTradeInPassing(t: ResumeTechnology): boolean {
  const { name, category } = t.entry;
  // (An acronym is a product's or a system's name, "SAP", "CRM", not a trade's.)
  return (
    (PROFESSIONAL_CATEGORIES.has(category) || category === 'Practices & Methodologies') &&
    !t.inSkillsList &&
    !/^\p{Lu}+$/u.test(name) &&
    isOrdinaryName(name)
  );
}

/**
 * Whether a line writes the skill's name as a name, capitalised inside a sentence and standing alone ("work in a
 * Scrum team"): not a sentence's first word, nor a word of a longer proper name ("Gza Logistics", "Teaching
 * Hospital").
 */
function namedAsName(t: ResumeTechnology, lines: readonly string[]): boolean {
  const name = t.entry.name;
  if (!/^\p{Lu}\p{Ll}/u.test(name) || t.entry.category !== 'Practices & Methodologies') return false;
  // (After a word in lower case that joins no title: "Data Structures and Algorithms" is a course's name.)
  const re = new RegExp(
    String.raw`(?<=(?<![\p{L}])(?!(?:and|of|for|in|to|the) )\p{Ll}+[,;]? )${escapeRegExp(name)}(?= \p{Ll}|[,;.)]|$)`,
    'u',
  );
  return t.lines.some((n) => re.test(lines[n] ?? ''));
}

/**
 * Average match over technical roles only (non-technical ones are excluded, part 1 §9), rounded; null when
 * no technical result remains.
 */
export function averageMatch(
  results: readonly Pick<AnalysisResult, 'matchPercentage' | 'isNonTechRole'>[],
): number | null {
  const technical = results.filter((r) => !r.isNonTechRole);
  if (technical.length === 0) return null;
  return Math.round(technical.reduce((sum, r) => sum + r.matchPercentage, 0) / technical.length);
}

/** A name's key without its maker's name, when what is left is a name of its own ("Crystal Reports"); else null. */
function makerlessKey(name: string): string | null {
  const own = ownNameAfterMaker(name);
  return own === null ? null : keyOf(own);
}

/** Analyses one parsed job against one parsed CV. */
export function analyzeParsed(resume: ParsedResume, job: ParsedJob): AnalysisResult {
  // By spelling key, not by entry: a skill named only by a list is a fresh entry in each document.
  // (With the names the job asks for that the CV writes as the vocabulary spells them: see askedNamesWritten.)
  const asked = askedNamesWritten(
    resume,
    job.requirements.flatMap((r) => r.options),
  );
  const technologies = [...resume.technologies, ...asked];
  // (A product is the same with its maker's name or without: "SAP Crystal Reports" is "Crystal Reports"; a name as
  // the CV writes it comes first.)
  const cvByKey = new Map<string, ResumeTechnology>();
  for (const key of [makerlessKey, (name: string) => keyOf(name)])
    for (const t of technologies) {
      const k = key(t.entry.name);
      if (k) cvByKey.set(k, t);
    }
  const cvByName = new Map(technologies.map((t) => [t.entry.name, t]));
  const related = relatedFor(resume);
  const listed = listedCredit(resume);
  const coverage = job.requirements.map((r) =>
    cover(r, cvByKey, cvByName, related, listed, job.isNonTechRole),
  );

  // The role the CV states counts as one requirement, also in an ad whose skills none are recognised (a roofer's
  // ad in prose: "roofing labourer" is the evidence).
  const tradeStated = job.isNonTechRole && statesTheRole(resume, job);
  const role = tradeStated ? 1 : roleFit(resume, job);
  const skills = coverage.length > 0 || role !== null ? weightedShare(coverage, role, tradeStated) : null;
  const experience = experienceFit(resume, job);
  const education = educationFit(resume, job);
  const wording = wordingFit(resume, job, cvByKey, listed);

  const parts: { score: number; weight: number }[] = [];
  // Years and a degree count only as far as the skills are relevant (with no skill read, as far as the wording
  // is shared): two years of unrelated work do not make a fit.
  const relevance = skills === null ? (wording?.fit ?? 1) : Math.min(1, skills / RELEVANT_COVERAGE);
  if (skills !== null)
    parts.push({
      score: skillsScore(skills),
      weight: MATCH_WEIGHTS.skills * Math.min(1, Math.max(coverage.length, 1) / FEW_REQUIREMENTS),
    });
  if (experience)
    parts.push({
      score: experience.fit * relevance,
      weight: MATCH_WEIGHTS.experience * experience.weight,
    });
  if (education)
    parts.push({ score: education.fit * relevance, weight: MATCH_WEIGHTS.education * education.weight });
  if (wording) parts.push({ score: wording.fit, weight: MATCH_WEIGHTS.wording });
  const totalWeight = parts.reduce((s, p) => s + p.weight, 0);
  // (The role a CV states is as little a skill shown as its words are.)
  const wordingOnly = wording !== null && coverage.length === 0 && !experience && !education;
  const kept = wording ? UNSHARED_WORDING_KEEPS + (1 - UNSHARED_WORDING_KEEPS) * wording.fit : 1;
  const raw =
    totalWeight === 0
      ? 0
      : clamp(Math.round((parts.reduce((s, p) => s + p.score * p.weight, 0) / totalWeight) * kept * 100));
  // Shared words (and the role) alone are weak evidence: they never make a strong match on their own.
  // ...nor does a CV without the product the title names ("Junior Graph Developer (Neo4j)") make a good one.
  const cap = Math.min(
    wordingOnly ? WORDING_ONLY_CAP : 100,
    lacksTitleSkills(coverage, resume, job) ? TITLE_PRODUCT_MISSING_CAP : 100,
  );
  const matchPercentage = Math.min(calibrated(raw), cap);

  const structure = structureFindings(resume, job, !job.isNonTechRole);
  return {
    matchPercentage,
    jobTitle: job.title,
    company: job.company,
    strengths: strengths(resume, job, coverage, experience, education, relevance),
    contentWeaknesses: contentWeaknesses(resume, job, coverage, experience, education),
    structureWeaknesses: structure.map((f) => f.weakness),
    contentRecommendations: contentRecommendations(resume, job, coverage, experience, education, wording),
    structureRecommendations: structure.map((f) => f.fix),
    isNonTechRole: job.isNonTechRole,
    message: message(job, coverage, matchPercentage, {
      experience: experience !== null,
      education: education !== null,
      wording: wording !== null,
      skills: coverage.length > 0,
      role: coverage.length === 0 && role !== null,
      tradeStated,
    }),
  };
}

/**
 * The reading of the scale: up to 30, little of the role is shown (kept as measured); a CV that scores 33 % of
 * what the role weighs is a fair fit and reads 60 (job ads ask for more than a fitting fresher shows, and a
 * fitting CV shares a third or so of an ad's wording); above that the scale is compressed toward 100.
 * Monotone and continuous, so every requirement shown still moves the score (at 40 a dropped skill no longer
 * moved a strong score by a whole point).
 */
export const CALIBRATION = { low: 30, fairRaw: 33, fair: 60 } as const;
export function calibrated(raw: number): number {
  const { low, fairRaw, fair } = CALIBRATION;
  if (raw <= low) return raw;
  if (raw <= fairRaw) return Math.round(low + ((raw - low) * (fair - low)) / (fairRaw - low));
  return Math.round(fair + ((raw - fairRaw) * (100 - fair)) / (100 - fairRaw));
}

/** Related-skill credits of a CV, computed once per CV and shared by every job it is matched against. */
const RELATED_CACHE = new WeakMap<ParsedResume, ReadonlyMap<string, RelatedCredit>>();
function relatedFor(resume: ParsedResume): ReadonlyMap<string, RelatedCredit> {
  let map = RELATED_CACHE.get(resume);
  if (!map) {
    map = relatedCredits(resume.technologies.map((t) => t.entry.name));
    RELATED_CACHE.set(resume, map);
  }
  return map;
}

function clamp(n: number): number {
  return Math.max(0, Math.min(100, n));
}

/**
 * In a non-technical role, software named only among the duties (a school's portfolio app, a hospital's rostering
 * system) or as the workplace's own (a bike shop's booking app) is learnt on the job: it weighs as a plus, and a
 * CV without it is told so, not that it lacks a requirement.
 */
function learntOnTheJob(r: JobRequirement, nonTechRole: boolean): boolean {
  return (
    nonTechRole &&
    r.importance === 'required' &&
    (r.dutiesOnly === true || r.workplaceOnly === true) &&
    r.options.every((o) => isProduct(o) || !PROFESSIONAL_CATEGORIES.has(o.category))
  );
}

function requirementWeight(r: JobRequirement, nonTechRole: boolean): number {
  const soft = r.options.every((o) => o.category === 'Soft Skills');
  const base = learntOnTheJob(r, nonTechRole)
    ? IMPORTANCE_WEIGHT.preferred
    : r.dutiesOnly
      ? DUTIES_WEIGHT
      : IMPORTANCE_WEIGHT[r.importance];
  return base * (soft ? SOFT_SKILL_FACTOR : 1) * (r.inTitle ? TITLE_SKILL_FACTOR : 1);
}

/** Credit a CV's listed-only skills earn (see `LISTED_ONLY_CREDIT`), computed once per CV. */
const LISTED_CREDIT_CACHE = new WeakMap<ParsedResume, number>();
function listedCredit(resume: ParsedResume): number {
  let credit = LISTED_CREDIT_CACHE.get(resume);
  if (credit === undefined) {
    const skills = resume.technologies.filter((t) => t.entry.category !== 'Soft Skills');
    const shown = skills.filter((t) => t.demonstrated).length;
    // A few basics listed without proof are normal; a long list with little shown is stuffing.
    const share = skills.length === 0 ? 1 : (shown + FREELY_LISTED) / skills.length;
    credit =
      STUFFED_LIST_CREDIT +
      (LISTED_ONLY_CREDIT - STUFFED_LIST_CREDIT) * Math.min(1, share / CREDIBLE_SHOWN_SHARE);
    LISTED_CREDIT_CACHE.set(resume, credit);
  }
  return credit;
}

function cover(
  requirement: JobRequirement,
  cvByKey: Map<string, ResumeTechnology>,
  cvByName: Map<string, ResumeTechnology>,
  relatedTo: ReadonlyMap<string, RelatedCredit>,
  listed: number,
  nonTechRole: boolean,
): Coverage {
  const weight = requirementWeight(requirement, nonTechRole);
  let best: Coverage = {
    requirement,
    weight,
    credit: 0,
    option: requirement.options[0]!,
    kind: 'missing',
    source: null,
  };
  for (const option of requirement.options) {
    const own = cvByKey.get(keyOf(option.name)) ?? cvByKey.get(makerlessKey(option.name) ?? '');
    const candidates: Coverage[] = [];
    if (own) {
      candidates.push(
        own.demonstrated
          ? { requirement, weight, credit: 1, option, kind: 'shown', source: own }
          : { requirement, weight, credit: listed, option, kind: 'listed', source: own },
      );
    }
    // A related skill shown in use can beat the skill itself only listed ("IaC" listed, Terraform shown).
    const related = relatedTo.get(option.name);
    const via = related ? cvByName.get(related.via) : undefined;
    if (related && via) {
      const credit = related.credit * (via.demonstrated ? 1 : listed);
      candidates.push({ requirement, weight, credit, option, kind: 'related', source: via });
    }
    // A platform's part ("Zendesk Explore"), where the CV names the platform ("Zendesk"): partly met through it.
    const platform = own ? undefined : platformOfPart(option.name, cvByName);
    if (platform) {
      const credit = PLATFORM_PART_CREDIT * (platform.demonstrated ? 1 : listed);
      candidates.push({ requirement, weight, credit, option, kind: 'related', source: platform });
    }
    // The platform, where the CV names a part of it after it ("SAP" asked, "SAP PP" shown), or the product named
    // after its maker ("Anypoint Platform" asked, "MuleSoft Anypoint Platform" shown): met.
    const part = own ? undefined : platformPart(option, cvByName);
    if (part) {
      const credit = part.demonstrated ? 1 : listed;
      candidates.push({
        requirement,
        weight,
        credit,
        option,
        kind: part.demonstrated ? 'shown' : 'listed',
        source: part,
      });
    }
    for (const candidate of candidates) if (candidate.credit > best.credit) best = candidate;
  }
  return best;
}

/**
 * The CV's skill whose name holds the asked product's whole name with another product's, shown in use first:
 * a part named after its platform ("SAP PP" for SAP, "Liferay DXP" for Liferay, "Kotlin Multiplatform" for
 * Kotlin), or the product named after another known one, its maker's ("MuleSoft Anypoint Platform" for Anypoint
 * Platform). Only for a product whose name is no ordinary word ("React Native" is not React, nor "Spring Boot"
 * Spring's every part), or a maker's.
 */
function platformPart(
  asked: TaxonomyEntry,
  cvByName: ReadonlyMap<string, ResumeTechnology>,
): ResumeTechnology | undefined {
  const platform = asked.name;
  if (!isMaker(platform) && (!isSoftware(asked) || isOrdinaryName(platform))) return undefined;
  let best: ResumeTechnology | undefined;
  for (const [name, t] of cvByName) {
    const holds =
      name.startsWith(`${platform} `) ||
      (name.endsWith(` ${platform}`) && lookupTechnology(name.slice(0, -platform.length - 1)) !== undefined);
    if (holds && (!best || (t.demonstrated && !best.demonstrated))) best = t;
  }
  return best;
}

/** The CV's skill whose name opens a part's name as its first words ("Zendesk" in "Zendesk Explore"), longest first. */
function platformOfPart(
  part: string,
  cvByName: ReadonlyMap<string, ResumeTechnology>,
): ResumeTechnology | undefined {
  let best: ResumeTechnology | undefined;
  for (const [name, t] of cvByName)
    if (part.startsWith(`${name} `) && (!best || name.length > best.entry.name.length)) best = t;
  return best;
}

/**
 * Weighted share of the requirements the CV meets, the job's role among them (`ROLE_WEIGHT`, when the job's
 * title is known): a CV that names the role it asks for meets one more requirement.
 */
function weightedShare(coverage: readonly Coverage[], role: number | null, tradeStated: boolean): number {
  const roleWeight = role === null ? 0 : ROLE_WEIGHT * (tradeStated ? STATED_TRADE_FACTOR : 1);
  const total = coverage.reduce((s, c) => s + c.weight, roleWeight);
  return total === 0
    ? 0
    : coverage.reduce((s, c) => s + c.weight * c.credit, roleWeight * (role ?? 0)) / total;
}

interface ExperienceFit {
  fit: number;
  weight: number;
  needed: number;
  have: number;
  preferredOnly: boolean;
  implied: boolean;
}

function experienceFit(resume: ParsedResume, job: ParsedJob): ExperienceFit | null {
  const have = resume.experienceYears;
  let needed = job.requiredYears;
  let implied = false;
  let preferredOnly = false;
  if (needed === null && (job.seniority === 'senior' || job.seniority === 'lead')) {
    needed = IMPLIED_YEARS[job.seniority];
    implied = true;
  }
  if (needed === null && job.preferredYears) {
    needed = job.preferredYears;
    preferredOnly = true;
  }
  if (needed === null || needed <= 0) return null;
  return {
    fit: Math.min(1, have / needed),
    weight: preferredOnly ? 0.5 : 1,
    needed,
    have,
    preferredOnly,
    implied,
  };
}

interface EducationFit {
  fit: number;
  weight: number;
  /** What the CV lacks, for messages: null when met. */
  gap: 'none' | 'level' | 'field' | null;
}

function educationFit(resume: ParsedResume, job: ParsedJob): EducationFit | null {
  const wanted = job.education;
  if (!wanted) return null;
  const weight = wanted.importance === 'preferred' ? 0.5 : 1;
  const cv = resume.education;
  if (!cv) return { fit: wanted.equivalentAccepted ? 0.6 : 0, weight, gap: 'none' };
  const levelGap = DEGREE_RANK[wanted.level] - DEGREE_RANK[cv.level];
  const fields = fieldFit(cv.fields, wanted.fields, wanted.fieldGroups);
  let fit =
    (levelGap <= 0 ? 1 : levelGap === 1 ? 0.5 : 0) * fields * (cv.inProgress && levelGap === 0 ? 0.9 : 1);
  if (wanted.equivalentAccepted) fit = Math.max(fit, 0.6);
  const gap = levelGap > 0 ? 'level' : fields < 0.8 ? 'field' : null;
  return { fit, weight, gap };
}

interface WordingFit {
  fit: number;
  /** Words the job repeats (2+ times) that the CV never uses, as the job writes them. */
  missingEmphasised: string[];
}

function wordingFit(
  resume: ParsedResume,
  job: ParsedJob,
  cvByKey: ReadonlyMap<string, ResumeTechnology>,
  listed: number,
): WordingFit | null {
  const cv = resume.wordStems;
  let shared = 0;
  let total = 0;
  for (const w of job.contentWords) {
    total += w.rarity;
    if (!cv.has(w.stem)) continue;
    // A technology's name shared by a list of everything is shared only as far as the list is believed.
    const own = w.technology === null ? undefined : cvByKey.get(w.technology);
    shared += w.rarity * (own && !own.demonstrated ? listed : 1);
  }
  // Only everyday words ("we need a team player"): nothing says what the job is about.
  if (total === 0) return null;
  return {
    fit: Math.min(1, shared / total / WORDING_FULL_AT),
    missingEmphasised: job.keywords
      .filter((k) => k.count >= 2 && !cv.has(k.stem))
      .map((k) => k.word.toLowerCase()),
  };
}

// ---------- Wording helpers ----------

function optionsText(r: JobRequirement): string {
  return joinList(
    r.options.map((o) => o.name),
    'or',
  );
}

/** Requirements by name: "Next.js or SSR; Jest or Cypress; GraphQL" reads better than commas when items hold "or". */
function itemsText(items: readonly Coverage[]): string {
  const names = items.map((c) => optionsText(c.requirement));
  return names.some((n) => n.includes(' or ')) ? names.join('; ') : joinList(names);
}

function importanceLabel(r: JobRequirement): string {
  return r.options.length > 1 ? `${r.importance}, any one of ${optionsText(r)}` : r.importance;
}

function isSoft(r: JobRequirement): boolean {
  return r.options.every((o) => o.category === 'Soft Skills');
}

function roleName(job: ParsedJob): string {
  return job.company !== DEFAULT_COMPANY ? `${job.title} at ${job.company}` : job.title;
}

function degreeText(job: ParsedJob): string {
  const e = job.education!;
  const fields = e.fields.map((f) => f.name);
  const fieldText =
    fields.length > 0
      ? ` in ${joinList(fields, 'or')}${e.fieldGroups.length > 0 ? ' or a related field' : ''}`
      : '';
  return `${DEGREE_LABEL[e.level]}${fieldText}`;
}

function cvDegreeText(resume: ParsedResume): string {
  const e = resume.education!;
  const field = e.fields[0]?.name;
  return `${DEGREE_LABEL[e.level]}${field ? ` in ${field}` : ''}${e.inProgress ? ' (in progress)' : ''}`;
}
/** The CV's degree as the fresher's own: "your Bachelor's degree in Physics" (not "your a Bachelor's ..."). */
const yourDegreeText = (resume: ParsedResume) => cvDegreeText(resume).replace(/^an? /, 'your ');

// ---------- Strengths ----------

function strengths(
  resume: ParsedResume,
  job: ParsedJob,
  coverage: readonly Coverage[],
  experience: ExperienceFit | null,
  education: EducationFit | null,
  /** How far the skills make the CV's years and degree count (see `analyzeParsed`). */
  relevance: number,
): string[] {
  const out: string[] = [];
  const cited = new Set<string>();
  const met = coverage.filter((c) => c.credit >= MET && c.source);
  const skillLine = (c: Coverage) => {
    const src = c.source!;
    cited.add(src.evidence);
    const label = importanceLabel(c.requirement);
    if (c.kind === 'related')
      return `${c.option.name} (${label}), through ${src.entry.name}: "${quote(src.evidence)}"`;
    if (c.kind === 'listed')
      return `${c.option.name} (${label}), listed in your CV: "${quote(src.evidence)}"`;
    return `${c.option.name} (${label}): "${quote(src.evidence)}"`;
  };
  // Strongest proof first (the basic report shows only the top three): skills shown in use, required before
  // preferred, then experience and education, then skills that are only listed.
  const inUse = (c: Coverage) => c.kind !== 'listed';
  for (const c of met.filter((m) => inUse(m) && m.requirement.importance === 'required'))
    out.push(skillLine(c));
  for (const c of met.filter((m) => inUse(m) && m.requirement.importance === 'preferred'))
    out.push(skillLine(c));
  // (Years of other work are no strength for this job: a developer's three years do not make a sommelier's one.)
  if (experience && experience.fit >= 1 && relevance >= 0.5) {
    const role = datedRole(resume);
    // ("from 2022 – 2024", but "since 04/2023" as written, not "from since 04/2023".)
    const from = role && /^(?:since|from)\b/i.test(role.dates) ? '' : 'from ';
    const evidence = role ? `, ${from}${role.dates}: "${quote(role.line)}"` : '';
    out.push(
      `Experience: ${formatYears(experience.have)} experience${resume.datedYears > 0 ? ' in dated roles' : ' stated'} meets the ${experience.needed}+ years ${experience.implied ? 'expected for this level' : experience.preferredOnly ? 'preferred' : 'asked for'}${evidence}`,
    );
  }
  if (education && education.fit >= 0.8 && resume.education) {
    out.push(
      `Education: ${cvDegreeText(resume)} meets the requirement of ${degreeText(job)}: "${quote(resume.education.line)}"`,
    );
  }
  for (const c of met.filter((m) => !inUse(m))) out.push(skillLine(c));
  // Results with numbers are strengths for any job; quote the ones not cited yet.
  const quantified = resume.statements.filter((s) => s.quantified && !cited.has(s.text)).slice(0, 2);
  for (const s of quantified) out.push(`Measurable result: "${quote(s.text)}"`);
  return out.slice(0, MAX_STRENGTHS);
}

/**
 * The first dated role: its dates and the line that names the role (the date line itself, or the line above
 * it when the date line holds only dates).
 */
function datedRole(resume: ParsedResume): { dates: string; line: string } | null {
  const dated = resume.experienceRanges[0];
  if (!dated) return null;
  const { lines } = resume.doc;
  const line = lines[dated.line]!.trim();
  const words = line
    .replace(dated.text, '')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 1);
  if (words.length >= 2) return { dates: dated.text, line };
  for (let i = dated.line - 1; i >= 0; i--) {
    const above = lines[i]!.trim();
    if (above) return { dates: dated.text, line: above };
  }
  return { dates: dated.text, line };
}

// ---------- Content weaknesses ----------

function contentWeaknesses(
  resume: ParsedResume,
  job: ParsedJob,
  coverage: readonly Coverage[],
  experience: ExperienceFit | null,
  education: EducationFit | null,
): string[] {
  const out: string[] = [];
  const hard = coverage.filter((c) => !isSoft(c.requirement));
  const learnt = hard.filter((c) => learntOnTheJob(c.requirement, job.isNonTechRole));
  for (const c of hard.filter((h) => h.requirement.importance === 'required' && !learnt.includes(h))) {
    const r = c.requirement;
    if (saidMissing(c)) {
      const what =
        r.options.length > 1
          ? `None of ${optionsText(r)} (required, any one) is in your CV`
          : `${r.options[0]!.name} (required) is not in your CV`;
      out.push(`${what}; the job says: "${quote(r.line)}"`);
    } else if (c.kind === 'related' && c.credit < MET) {
      out.push(`${c.option.name} (required): your CV shows only the related ${c.source!.entry.name}`);
    }
  }
  const notYetUsed = learnt.filter((c) => c.credit < PARTIAL);
  if (notYetUsed.length > 0)
    out.push(
      `Not in your CV, and usually learnt on the job: the workplace's own ${notYetUsed.length === 1 ? 'system' : 'systems'}, ${itemsText(notYetUsed)}`,
    );
  const listedRequired = hard.filter((h) => h.kind === 'listed' && h.requirement.importance === 'required');
  if (listedRequired.length > 0) {
    out.push(
      `Required but only listed, not shown in any job or project: ${joinList(listedRequired.map((c) => c.option.name))}`,
    );
  }
  const missingPreferred = hard.filter((c) => c.requirement.importance === 'preferred' && c.credit < PARTIAL);
  if (missingPreferred.length > 0) {
    out.push(`Preferred but not shown: ${itemsText(missingPreferred)}`);
  }
  const soft = coverage.filter((c) => isSoft(c.requirement) && c.credit < PARTIAL);
  if (soft.length > 0) {
    out.push(
      `The job names ${joinList(soft.map((c) => c.option.name.toLowerCase()))} and your CV gives no example of ${soft.length === 1 ? 'it' : 'them'}`,
    );
  }
  if (experience && experience.fit < 1) {
    const have =
      resume.experienceYears > 0
        ? `your CV shows ${formatYears(resume.experienceYears)} ${resume.datedYears > 0 ? 'dated experience' : 'experience (stated, no dates)'}`
        : 'your CV shows no dated work experience';
    const asked = experience.implied
      ? `This is a ${job.seniority} role, which usually means ${experience.needed}+ years`
      : `The job ${experience.preferredOnly ? 'prefers' : 'asks for'} ${experience.needed}+ years of experience`;
    out.push(
      `${asked}; ${have}${job.yearsLine && !experience.implied ? ` ("${quote(job.yearsLine, 80)}")` : ''}`,
    );
  }
  if (education && education.gap && job.education) {
    const want = `${job.education.importance === 'preferred' ? 'prefers' : 'asks for'} ${degreeText(job)}`;
    if (education.gap === 'none') out.push(`The job ${want}; no degree or diploma was found in your CV`);
    else if (education.gap === 'level') out.push(`The job ${want}; your CV shows ${cvDegreeText(resume)}`);
    else out.push(`The job ${want}; ${yourDegreeText(resume)} is in a different field`);
  }
  return out;
}

// ---------- Content recommendations ----------

function contentRecommendations(
  resume: ParsedResume,
  job: ParsedJob,
  coverage: readonly Coverage[],
  experience: ExperienceFit | null,
  education: EducationFit | null,
  wording: WordingFit | null,
): string[] {
  const out: string[] = [];
  const hard = coverage.filter((c) => !isSoft(c.requirement));
  const learnt = hard.filter((c) => learntOnTheJob(c.requirement, job.isNonTechRole) && c.credit < PARTIAL);
  const missingRequired = hard.filter(
    (c) => c.requirement.importance === 'required' && c.credit < PARTIAL && !learnt.includes(c),
  );

  // Missing required skills: one concrete action per group of up to three.
  const tech = !job.isNonTechRole;
  const place = tech ? 'a project or job' : 'a role';
  const singles = missingRequired.filter((c) => c.requirement.options.length === 1).map((c) => c.option.name);
  // Two concrete actions for the first six, then the rest by name, so the list stays readable.
  for (let i = 0; i < Math.min(singles.length, 6); i += 3) {
    const batch = singles.slice(i, i + 3);
    const why = `${batch.length === 1 ? 'it is' : batch.length === 2 ? 'both are' : 'all are'} required for ${job.title}`;
    out.push(
      tech
        ? `Add a project or work example that uses ${joinList(batch)}: ${why}`
        : `Add an example from your work that shows ${joinList(batch)}: ${why}`,
    );
  }
  if (singles.length > 6) out.push(`Then cover the other required skills: ${joinList(singles.slice(6))}`);
  for (const c of missingRequired.filter((m) => m.requirement.options.length > 1)) {
    out.push(`Show one of ${optionsText(c.requirement)} in ${place}: the role needs at least one of them`);
  }
  for (const c of hard.filter(
    (h) => h.requirement.importance === 'required' && h.kind === 'related' && h.credit < MET,
  )) {
    out.push(
      `Build on your ${c.source!.entry.name}: show ${c.option.name}, which the role requires, in ${place} you already describe`,
    );
  }
  const listedOnly = hard.filter((c) => c.kind === 'listed').map((c) => c.option.name);
  if (listedOnly.length > 0) {
    const shown = listedOnly.slice(0, 4);
    out.push(
      tech
        ? `Show ${joinList(shown)} in use: under a job or project, add a bullet saying what you built with ${shown.length === 1 ? 'it' : 'each'} and the result`
        : `Show ${joinList(shown)} in use: under a role, add a bullet saying where you used ${shown.length === 1 ? 'it' : 'each'} and what came of it`,
    );
  }
  if (learnt.length > 0)
    out.push(
      `If you have used ${learnt.length === 1 ? 'the system' : 'any of the systems'} the workplace uses, or one like ${learnt.length === 1 ? 'it' : 'them'}, say so: ${itemsText(learnt.slice(0, 4))}`,
    );
  const missingPreferred = hard.filter((c) => c.requirement.importance === 'preferred' && c.credit < PARTIAL);
  if (missingPreferred.length > 0) {
    const names = missingPreferred.slice(0, 4).map((c) => optionsText(c.requirement));
    out.push(
      `If you have used ${joinList(names, 'or')}, say so: the job lists ${names.length === 1 ? 'it' : 'them'} as a plus`,
    );
  }
  const soft = coverage
    .filter((c) => isSoft(c.requirement) && c.credit < PARTIAL)
    .map((c) => c.option.name.toLowerCase());
  if (soft.length > 0) {
    out.push(
      `Give one concrete example of ${joinList(soft)} (a presentation, a team project, a customer you helped) in a bullet`,
    );
  }
  if (experience && experience.fit < 1) {
    const gap = experience.needed - experience.have;
    out.push(
      gap >= 2
        ? `This role wants ${experience.needed}+ years and you show ${formatYears(experience.have)} experience: apply to junior or associate versions of it too, and date every internship, freelance job and long-running project so all of your time counts`
        : `Date every internship, part-time and freelance role (month and year) so your experience adds up towards the ${experience.needed}+ years asked`,
    );
  }
  if (education && education.gap && job.education) {
    if (education.gap === 'none') {
      out.push(
        `Add an Education section with your qualification, field and dates: the job asks for ${degreeText(job)}`,
      );
    } else if (education.gap === 'field') {
      const want = job.education.fields[0]?.name ?? 'the field asked for';
      out.push(
        `Bring forward courses, certifications or projects in ${want} to bridge ${yourDegreeText(resume)}`,
      );
    } else {
      out.push(
        `List any ${DEGREE_LABEL[job.education.level].replace(/^an? /, '')} study in progress or equivalent certifications: the job asks for ${degreeText(job)}`,
      );
    }
  }
  if (resume.education?.inProgress && !resume.education.dated && job.education) {
    out.push(
      `Give your expected graduation date next to ${yourDegreeText(resume).replace(' (in progress)', '')} so the employer sees when you finish`,
    );
  }
  // Mirror the job title when the CV never uses its words.
  const titleWords = contentStems(job.title.replace(/\(.*?\)/g, ' '));
  if (job.titleFound && titleWords.length > 0 && !titleWords.every((w) => resume.wordStems.has(w.stem))) {
    out.push(`Use the job title "${job.title}" in your summary or headline if it fits what you have done`);
  }
  if (wording && wording.missingEmphasised.length > 0) {
    const words = wording.missingEmphasised.slice(0, 5).map((w) => `"${w}"`);
    out.push(
      `The job repeats ${joinList(words)}; where true for you, use the same ${words.length === 1 ? 'word' : 'words'} in your CV`,
    );
  }
  return out;
}

// ---------- Role ----------

/** Role words written as letters ("BI developer", "QA intern") and the words they stand for ("it" is a pronoun too). */
const ROLE_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  bi: ['business', 'intelligence'],
  qa: ['quality', 'assurance'],
  ml: ['machine', 'learning'],
  ai: ['artificial', 'intelligence'],
  sre: ['site', 'reliability'],
  dba: ['database', 'administrator'],
  hr: ['human', 'resources'],
  ui: ['user', 'interface'],
  ux: ['user', 'experience'],
  seo: ['search', 'engine', 'optimisation'],
};

/**
 * Whether the CV states the job's role in its words, together on one line where a CV says what it is (its header,
 * summary or a job's title): "Wig maker student" for a "Wig Maker (Entry Level)", or the trade by its work,
 * "rope making" for a "Rope Maker". Stricter than `roleFit`, whose words may come from anywhere in those lines
 * ("designed" for "designer").
 */
function statesTheRole(resume: ParsedResume, job: ParsedJob): boolean {
  if (job.roleWords.length === 0) return false;
  const words = job.roleWords.map(escapeRegExp);
  const last = words.pop()!;
  const trade = last.endsWith('er') ? `|${last.slice(0, -2)}ing` : '';
  const phrase = new RegExp(String.raw`(?:^| )${[...words, `(?:${last}s?${trade})`].join(' ')}(?: |$)`);
  return resume.roleLines.some((line) => phrase.test(line));
}

/**
 * How far the role the CV states (its headline, summary and job titles) is the job's: the share of the words
 * naming the job's role ("data", "scientist" in "Associate Data Scientist") that the CV uses in one form or
 * another ("Data Science Intern"). Null when the job's title is not known.
 */
function roleFit(resume: ParsedResume, job: ParsedJob): number | null {
  if (job.roleWords.length === 0) return null;
  // "bi developer" states business intelligence, "Machine Learning Engineer" states ML.
  const stated = [...resume.roleWords];
  for (const [letters, words] of Object.entries(ROLE_ABBREVIATIONS)) {
    if (resume.roleWords.has(letters)) stated.push(...words);
    else if (words.every((w) => resume.roleWords.has(w))) stated.push(letters);
  }
  const found = job.roleWords.filter((w) => stated.some((r) => sameWordFamily(w, r)));
  return found.length / job.roleWords.length;
}

// ---------- Structure (weakness and its fix together) ----------

interface Finding {
  weakness: string;
  fix: string;
}

const SHORT_CV_WORDS = 200;
const LONG_CV_WORDS = 1100;
const MAX_PAGES = 2;

function structureFindings(resume: ParsedResume, job: ParsedJob, techRole: boolean): Finding[] {
  const out: Finding[] = [];
  const { contact } = resume;
  const topSkills = resume.technologies
    .filter((t) => job.requirements.some((r) => r.options.some((o) => keyOf(o.name) === keyOf(t.entry.name))))
    .slice(0, 3)
    .map((t) => t.entry.name);

  if (!contact.email)
    out.push({ weakness: 'No email address found', fix: 'Put your email address at the top of the CV' });
  if (!contact.phone)
    out.push({
      weakness: 'No phone number found',
      fix: 'Add a phone number with country code next to your email',
    });
  if (!contact.linkedin) {
    out.push({
      weakness: 'No LinkedIn profile link',
      fix: 'Add your LinkedIn profile URL (linkedin.com/in/...) to the header',
    });
  }
  if (techRole && !contact.github && !contact.portfolio) {
    out.push({
      weakness: 'No GitHub or portfolio link, which reviewers of technical CVs look for',
      fix: 'Add a GitHub or portfolio link to the header and link the projects you describe',
    });
  }

  if (!hasSection(resume, 'summary')) {
    out.push({
      weakness: 'No summary or profile section',
      fix: `Open with a 2-3 line summary naming the role you want${job.titleFound ? ` (${job.title})` : ''}${topSkills.length > 0 ? ` and your strongest matching skills (${joinList(topSkills)})` : ''}`,
    });
  }
  if (!hasSection(resume, 'experience')) {
    out.push({
      weakness: 'No Experience section',
      fix: hasSection(resume, 'projects')
        ? 'Add an Experience section for internships, part-time or volunteer work, even short ones, with dates'
        : 'Add an Experience section (internships, part-time or volunteer work) or a Projects section with what you built',
    });
  } else if (resume.experienceRanges.length === 0) {
    out.push({
      weakness: 'Your Experience section has no dates',
      fix: 'Give each role a start and end month, e.g. "Jun 2023 – Dec 2023", so your experience can be counted',
    });
  }
  if (!hasSection(resume, 'education')) {
    out.push({
      weakness: 'No Education section',
      fix: 'Add an Education section with degree, field, institution and years',
    });
  }
  if (!hasSection(resume, 'skills')) {
    out.push({
      weakness: 'No Skills section',
      fix: `Add a Skills section grouped by type${topSkills.length > 0 ? `, starting with ${joinList(topSkills)}` : ''}`,
    });
  }
  // Projects are a fresher's proof; with two years of work behind them, jobs speak for themselves.
  if (techRole && !hasSection(resume, 'projects') && resume.experienceYears < 2) {
    out.push({
      weakness: 'No Projects section',
      fix: 'Add 2-3 projects with the stack used, what you built and a link, the strongest proof for a fresher',
    });
  }

  const statements = resume.statements;
  if (statements.length === 0 && (hasSection(resume, 'experience') || hasSection(resume, 'projects'))) {
    out.push({
      weakness: 'No bullet points describe what you did in your jobs or projects',
      fix: 'Under each job and project, add 2-4 bullets that start with a verb and end with a result',
    });
  }
  // Each fix quotes a different line where it can, so the advice covers more of the CV.
  const quoted = new Set<Statement>();
  const exampleOf = (candidates: readonly Statement[]): Statement | undefined => {
    const pick =
      candidates.find((c) => !quoted.has(c) && !c.weakPhrase) ?? candidates.find((c) => !quoted.has(c));
    if (pick) quoted.add(pick);
    return pick;
  };
  const weakStatements = statements.filter((s) => s.weakPhrase);
  if (weakStatements[0]) quoted.add(weakStatements[0]);
  const unit =
    statements.filter((s) => s.bullet).length >= statements.length / 2 ? 'bullet point' : 'sentence';
  if (statements.length >= 3) {
    const quantified = statements.filter((s) => s.quantified).length;
    if (quantified / statements.length < 0.4) {
      const example = exampleOf(statements.filter((s) => !s.quantified));
      out.push({
        weakness:
          quantified === 0
            ? `None of your ${count(statements.length, unit)} has a number (users, %, time saved, money)`
            : `Only ${quantified} of your ${count(statements.length, unit)} ${quantified === 1 ? 'has' : 'have'} a number (users, %, time saved, money)`,
        fix: example
          ? `Add a number to lines such as "${quote(example.text, 80)}": how many, how much faster, how much saved`
          : 'Add a number to each line: how many, how much faster, how much saved',
      });
    }
    const withVerb = statements.filter((s) => s.actionVerb).length;
    if (withVerb / statements.length < 0.5) {
      const example = exampleOf(statements.filter((s) => !s.actionVerb));
      out.push({
        weakness:
          withVerb === 0
            ? `None of your ${count(statements.length, unit)} starts with an action verb`
            : `Only ${withVerb} of your ${count(statements.length, unit)} start with an action verb`,
        fix: `Start each line with a strong verb (Built, Led, Reduced, Automated)${example ? `, e.g. rewrite "${quote(example.text, 80)}"` : ''}`,
      });
    }
  }
  const weak = weakStatements;
  if (weak.length > 0) {
    const first = weak[0]!;
    out.push({
      weakness: `Weak phrasing in ${count(weak.length, 'line')}, such as "${quote(first.text, 90)}"`,
      fix: rewriteAdvice(first),
    });
  }
  const firstPerson = resume.firstPersonLines;
  if (firstPerson.length >= 2) {
    // Another line than the one quoted for weak phrasing, where there is one.
    const example = firstPerson.find((line) => line !== weak[0]?.text) ?? firstPerson[0]!;
    out.push({
      weakness: `${count(firstPerson.length, 'line')} written in the first person, such as "${quote(example, 90)}"`,
      fix: 'Drop "I" and "my" and start each bullet with its verb (Developed, Built, Tested)',
    });
  }
  const paragraphs = statements.filter((s) => !s.bullet).length;
  if (statements.length >= 3 && paragraphs / statements.length > 0.5) {
    out.push({
      weakness: 'Jobs and projects are written as paragraphs rather than bullet points',
      fix: 'Break each paragraph into bullets, one achievement per bullet',
    });
  }

  const words = resume.wordCount;
  const pages = resume.pageCount;
  if (words < SHORT_CV_WORDS) {
    out.push({
      weakness: `Your CV is short (${words} words)`,
      fix: 'Fill one full page: add 2-3 bullets per job or project and a short summary',
    });
  } else if ((pages !== null && pages > MAX_PAGES) || words > LONG_CV_WORDS) {
    out.push({
      weakness: `Your CV is long (${pages !== null && pages > MAX_PAGES ? `${pages} pages, ` : ''}${words} words)`,
      fix: 'Cut it to at most 2 pages: drop old or unrelated items and merge similar bullets',
    });
  }
  return out;
}

/** Advice to rewrite a weak statement, with a rewritten opening when the verb is known. */
function rewriteAdvice(s: Statement): string {
  const body = s.text.replace(/^(?:I|We)\s+(?:was|am|were|have been|had been)?\s*/i, '');
  const m =
    /^(?:responsible for|in charge of|tasked with|involved in|participated in|helped (?:with|to|in)|assisted (?:with|in)|worked on)\s+(\S+)(.*)$/i.exec(
      body,
    );
  const past = m ? pastTenseOfGerund(m[1]!) : null;
  if (m && past) {
    // "testing the site and fixing bugs" -> "Tested the site and fixed bugs".
    const rest = m[2]!.replace(/\b(and|or)\s+(\w+ing)\b/g, (all, conj: string, verb: string) => {
      const p = pastTenseOfGerund(verb);
      return p ? `${conj} ${p}` : all;
    });
    const rewritten = `${past.charAt(0).toUpperCase()}${past.slice(1)}${rest}`.replace(/[.\s]+$/, '');
    return `Rewrite "${quote(s.text, 70)}" to lead with what you did and its result, e.g. "${quote(rewritten, 70)}, ..." and add the outcome`;
  }
  return `Rewrite "${quote(s.text, 70)}" to start with what you did (Built, Fixed, Improved...) and end with the result`;
}

// ---------- Message ----------

function message(
  job: ParsedJob,
  coverage: readonly Coverage[],
  match: number,
  used: {
    skills: boolean;
    experience: boolean;
    education: boolean;
    wording: boolean;
    role: boolean;
    tradeStated: boolean;
  },
): string {
  if (!used.skills) {
    const basis = [
      ...(used.role ? ['the role your CV names'] : []),
      ...(used.experience ? ['experience'] : []),
      ...(used.education ? ['education'] : []),
      ...(used.wording ? ['shared wording'] : []),
    ];
    if (basis.length === 0) {
      return 'No skills, experience, education or other requirements were recognised in this job description, so there was nothing to match; paste the full description with its requirements.';
    }
    return `No specific skills were recognised in this job description, so the ${match}% match for ${job.titleFound ? roleName(job) : 'this job'} rests on ${joinList(basis)} only.`;
  }
  if (job.isNonTechRole) {
    const basis = `its ${count(coverage.length, 'listed skill')}${used.tradeStated ? ' and the trade your CV names' : ''}`;
    return `Non-technical role (${roleName(job)}): ${match}% match on ${basis}; it is not counted in your average match.`;
  }
  const required = coverage.filter((c) => c.requirement.importance === 'required' && !isSoft(c.requirement));
  const met = required.filter((c) => c.credit >= MET);
  const missing = required.filter(saidMissing).map((c) => optionsText(c.requirement));
  const listedOnly = required.filter((c) => c.credit < MET && c.kind === 'listed').length;
  const missingText =
    (missing.length > 0
      ? `; missing ${joinList(missing.slice(0, 3))}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`
      : '') + (listedOnly > 0 ? `; ${listedOnly} only listed` : '');
  if (required.length === 0) {
    return `${match}% match for ${roleName(job)}: the job names only preferred skills, ${coverage.filter((c) => c.credit >= MET).length} of which your CV shows.`;
  }
  return `${match}% match for ${roleName(job)}: ${met.length} of ${count(required.length, 'required skill')} shown${missingText}.`;
}
