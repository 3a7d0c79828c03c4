/**
 * The skills self-assessment (SWOT): the user's 1-10 confidence ratings of the technologies found in their
 * CV, read against what the job descriptions they analysed ask for.
 *
 * - Demand of a skill: over the job descriptions, 2 per description that requires it, 1 per description that
 *   prefers it (an "any one of" requirement shares that among its options).
 * - skills: the 10 highest ratings; ties by demand, then name.
 * - overallScore: average confidence / 10 x 100 (part 1 §6): ratings 9, 7, 6, 5, 3 give 60.
 * - jobWeightedScore: the same average with the skills the jobs ask for counted twice, so it reflects
 *   readiness for these jobs; with no demanded skill it equals overallScore.
 * - level: from the plain average confidence (part 1 §4): >= 8 Expert, >= 6 Advanced, >= 4 Intermediate.
 * - strengths: confidence >= 8 in a skill the jobs ask for; weaknesses: confidence <= 4 in one;
 *   opportunities: skills the jobs ask for that the ratings lack (nor imply), then demanded skills rated 5-7;
 *   threats: the most demanded skills that are weakest or missing, and experience the jobs insist on;
 *   recommendations: up to 5 concrete next steps built from the above.
 */
import {
  assessmentLevel,
  overallScoreFrom,
  proficiencyBand as sharedProficiencyBand,
  RECOMMENDATIONS_KEPT,
  TOP_TECHNOLOGIES_KEPT,
} from '@launchpad/shared';
import { parseJobDescription, type ParsedJob } from './jobDescription';
import { lookupTechnology } from './matcher';
import { IMPLIES, relatedCredit } from './relations';
import { count, joinList } from './text';

export interface SkillRating {
  name: string;
  category: string;
  confidenceLevel: number;
}

export interface AssessmentInput {
  ratings: SkillRating[];
  jobDescriptions: string[];
}

export interface AssessedSkill {
  name: string;
  category: string;
  proficiencyLevel: number;
}

/** Exactly the computed fields of a skills assessment (part 1 §3); the caller adds ids and dates. */
export interface Assessment {
  skills: AssessedSkill[];
  overallScore: number;
  /** overallScore with the skills the analysed jobs ask for counted twice. */
  jobWeightedScore: number;
  level: 'Expert' | 'Advanced' | 'Intermediate' | 'Beginner';
  strengths: string[];
  weaknesses: string[];
  opportunities: string[];
  threats: string[];
  recommendations: string[];
}

/** Per-skill band (part 1 §4): 8-10 Expert, 6-7 Proficient, 4-5 Intermediate, 1-3 Beginner. */
export const proficiencyBand = sharedProficiencyBand;

const STRONG = 8;
const WEAK = 4;
const MAX_ITEMS = 5;

interface Demand {
  name: string;
  category: string;
  score: number;
  /** Job descriptions that mention it at all / require it. */
  mentioned: number;
  required: number;
  firstSeen: number;
}

interface Rated {
  name: string;
  category: string;
  confidence: number;
  order: number;
}

function clampConfidence(n: number): number {
  return Number.isFinite(n) ? Math.min(10, Math.max(1, Math.round(n))) : 5;
}

/** What the job descriptions ask for, per canonical skill name. Soft skills are left out (nobody rates them). */
function demandOf(parsed: readonly ParsedJob[]): Map<string, Demand> {
  const demand = new Map<string, Demand>();
  let seen = 0;
  for (const job of parsed) {
    const perJob = new Map<string, { score: number; required: boolean; category: string }>();
    for (const r of job.requirements) {
      const base = r.importance === 'required' ? 2 : 1;
      for (const option of r.options) {
        if (option.category === 'Soft Skills') continue;
        const score = base / r.options.length;
        const prev = perJob.get(option.name);
        perJob.set(option.name, {
          score: Math.max(prev?.score ?? 0, score),
          required: (prev?.required ?? false) || r.importance === 'required',
          category: option.category,
        });
      }
    }
    for (const [name, d] of perJob) {
      const entry = demand.get(name) ?? {
        name,
        category: d.category,
        score: 0,
        mentioned: 0,
        required: 0,
        firstSeen: seen++,
      };
      entry.score += d.score;
      entry.mentioned += 1;
      if (d.required) entry.required += 1;
      demand.set(name, entry);
    }
  }
  return demand;
}

function demandText(d: Demand, jobs: number): string {
  if (d.required > 0) return `required in ${d.required} of ${count(jobs, 'job description')}`;
  return `preferred in ${d.mentioned} of ${count(jobs, 'job description')}`;
}

/** Builds a skills assessment from ratings and the job descriptions they are judged against. Deterministic. */
export function buildAssessment(input: AssessmentInput): Assessment {
  const parsed = input.jobDescriptions.map(parseJobDescription);
  const jobs = parsed.length;
  const demand = demandOf(parsed);

  // One rating per skill (canonical names, so "reactjs" and "React" meet); the first rating given wins.
  const rated: Rated[] = [];
  const byName = new Map<string, Rated>();
  input.ratings.forEach((r, order) => {
    const entry = lookupTechnology(r.name);
    const name = entry?.name ?? r.name.trim();
    if (!name || byName.has(name.toLowerCase())) return;
    const item: Rated = {
      name,
      category: r.category?.trim() || entry?.category || 'General',
      confidence: clampConfidence(r.confidenceLevel),
      order,
    };
    byName.set(name.toLowerCase(), item);
    rated.push(item);
  });
  const demandFor = (name: string) => demand.get(name);
  const score = (name: string) => demandFor(name)?.score ?? 0;

  const skills = [...rated]
    .sort(
      (a, b) => b.confidence - a.confidence || score(b.name) - score(a.name) || compareNames(a.name, b.name),
    )
    .slice(0, TOP_TECHNOLOGIES_KEPT)
    .map((r) => ({ name: r.name, category: r.category, proficiencyLevel: r.confidence }));

  const average = rated.length > 0 ? rated.reduce((s, r) => s + r.confidence, 0) / rated.length : 0;
  const weightOf = (r: Rated) => (demandFor(r.name) ? 2 : 1);
  const weightTotal = rated.reduce((s, r) => s + weightOf(r), 0);
  const weighted =
    weightTotal > 0 ? rated.reduce((s, r) => s + r.confidence * weightOf(r), 0) / weightTotal : 0;
  const overallScore = overallScoreFrom(average);
  const jobWeightedScore = overallScoreFrom(weighted);

  const byDemand = (a: Rated, b: Rated) =>
    score(b.name) - score(a.name) || b.confidence - a.confidence || a.order - b.order;
  const demanded = rated.filter((r) => demandFor(r.name));
  const strong = demanded.filter((r) => r.confidence >= STRONG).sort(byDemand);
  // Weakest first among equally demanded skills.
  const weak = demanded
    .filter((r) => r.confidence <= WEAK)
    .sort((a, b) => score(b.name) - score(a.name) || a.confidence - b.confidence || a.order - b.order);

  const strengths =
    jobs === 0 || demand.size === 0
      ? rated
          .filter((r) => r.confidence >= STRONG)
          .sort((a, b) => b.confidence - a.confidence || a.order - b.order)
          .map((r) => `${r.name} (${r.confidence}/10): rated ${sharedProficiencyBand(r.confidence)}`)
      : strong.map((r) => `${r.name} (${r.confidence}/10): ${demandText(demandFor(r.name)!, jobs)}`);

  const weaknesses =
    jobs === 0 || demand.size === 0
      ? rated
          .filter((r) => r.confidence <= WEAK)
          .sort((a, b) => a.confidence - b.confidence || a.order - b.order)
          .map((r) => `${r.name} (${r.confidence}/10): rated ${sharedProficiencyBand(r.confidence)}`)
      : weak.map((r) => `${r.name} (${r.confidence}/10): ${demandText(demandFor(r.name)!, jobs)}`);

  // Demanded skills the ratings lack. A rated skill that implies it (Next.js for React) covers it.
  const ratedNames = rated.map((r) => r.name);
  const missing = [...demand.values()]
    .filter((d) => !byName.has(d.name.toLowerCase()))
    .map((d) => ({ d, related: relatedCredit(ratedNames, d.name) }))
    .filter(({ related }) => !related || related.credit < IMPLIES)
    .sort((a, b) => b.d.score - a.d.score || a.d.firstSeen - b.d.firstSeen);
  const growing = demanded.filter((r) => r.confidence > WEAK && r.confidence < STRONG).sort(byDemand);
  // Mostly missing skills, but keep room for one worth raising when there is one.
  const opportunities = [
    ...missing
      .slice(0, growing.length > 0 ? MAX_ITEMS - 1 : MAX_ITEMS)
      .map(
        ({ d, related }) =>
          `${d.name}: ${demandText(d, jobs)} and not among your skills${related ? ` (your ${related.via} is a related start)` : ''}`,
      ),
    ...growing.map(
      (r) =>
        `${r.name} (${r.confidence}/10): ${demandText(demandFor(r.name)!, jobs)}; raising it to 8+ makes it a selling point`,
    ),
  ];

  const threats: string[] = [];
  const mostDemanded = [...demand.values()]
    .sort((a, b) => b.score - a.score || a.firstSeen - b.firstSeen)
    .slice(0, 5);
  for (const d of mostDemanded) {
    const r = byName.get(d.name.toLowerCase());
    if (!r) {
      if (d.required > 0) threats.push(`${d.name} is ${demandText(d, jobs)} and missing from your skills`);
    } else if (r.confidence < 6) {
      threats.push(`${d.name} is ${demandText(d, jobs)} and your confidence is only ${r.confidence}/10`);
    }
  }
  const yearsAsked = parsed.map((job) => job.requiredYears).filter((y): y is number => y !== null && y >= 2);
  if (yearsAsked.length > 0) {
    threats.push(
      `${yearsAsked.length} of ${count(jobs, 'job description')} ${yearsAsked.length === 1 ? 'asks' : 'ask'} for ${Math.min(...yearsAsked)}+ years of experience, so you compete with experienced applicants`,
    );
  }

  const recommendations: string[] = [];
  for (const { d, related } of missing.slice(0, 2)) {
    recommendations.push(
      `Learn ${d.name}${related ? ` (building on your ${related.via})` : ''}: ${demandText(d, jobs)}; build a small project with it and add it to your CV`,
    );
  }
  for (const r of weak.slice(0, 2)) {
    recommendations.push(
      `Practise ${r.name} (now ${r.confidence}/10) until you can use it without help: ${demandText(demandFor(r.name)!, jobs)}`,
    );
  }
  if (strong[0]) {
    recommendations.push(
      `Lead your CV and interviews with ${strong[0].name} (${strong[0].confidence}/10): ${demandText(demandFor(strong[0].name)!, jobs)}`,
    );
  }
  if (growing[0]) {
    recommendations.push(
      `Deepen ${growing[0].name} (${growing[0].confidence}/10) with one harder project: ${demandText(demandFor(growing[0].name)!, jobs)}`,
    );
  }
  if (yearsAsked.length > 0) {
    recommendations.push(
      `${yearsAsked.length} of ${count(jobs, 'role')} ${yearsAsked.length === 1 ? 'asks' : 'ask'} for ${Math.min(...yearsAsked)}+ years: also apply to internships and junior versions of them, and date every project and internship on your CV`,
    );
  }
  if (jobs === 0 && rated.length > 0) {
    const lowest = [...rated].sort((a, b) => a.confidence - b.confidence || a.order - b.order).slice(0, 2);
    recommendations.push(
      `Analyse your CV against job descriptions to see which skills matter; meanwhile strengthen ${joinList(lowest.map((r) => r.name))}`,
    );
  }

  return {
    skills,
    overallScore,
    jobWeightedScore,
    level: assessmentLevel(average),
    strengths: strengths.slice(0, MAX_ITEMS),
    weaknesses: weaknesses.slice(0, MAX_ITEMS),
    opportunities: opportunities.slice(0, MAX_ITEMS),
    threats: threats.slice(0, MAX_ITEMS),
    recommendations: recommendations.slice(0, RECOMMENDATIONS_KEPT),
  };
}

/** Case-insensitive, locale-independent name order (so results do not depend on the server's locale). */
function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
