import type { TAccountPlan } from './constants';

/** Job descriptions per analysis and their minimum length (part 1 §5, §9). */
export const MIN_JOB_DESCRIPTIONS = 1;
export const MAX_JOB_DESCRIPTIONS = 5;
export const MIN_JOB_DESCRIPTION_CHARS = 50;
export const MAX_JOB_DESCRIPTION_CHARS = 20_000;

/** What each plan allows the analyzer (part 1 §6), enforced by the server. */
export const PLAN_LIMITS: Record<
  TAccountPlan,
  { descriptionsPerAnalysis: number; analysesPerMonth: number | null }
> = {
  basic: { descriptionsPerAnalysis: 1, analysesPerMonth: 5 },
  premium: { descriptionsPerAnalysis: MAX_JOB_DESCRIPTIONS, analysesPerMonth: null },
};

/** Skill confidence scale (part 1 §9). */
export const MIN_CONFIDENCE = 1;
export const MAX_CONFIDENCE = 10;
export const DEFAULT_CONFIDENCE = 5;
/** Kept per assessment, shown in a preview, shown per SWOT list, kept in the recommendation summary. */
export const TOP_TECHNOLOGIES_KEPT = 10;
export const TOP_TECHNOLOGIES_PREVIEW = 5;
export const SWOT_ITEMS_SHOWN = 3;
export const RECOMMENDATIONS_KEPT = 5;

export type TAssessmentLevel = 'Expert' | 'Advanced' | 'Intermediate' | 'Beginner';

/** Assessment level from the average confidence: ≥8 Expert, ≥6 Advanced, ≥4 Intermediate, else Beginner. */
export function assessmentLevel(averageConfidence: number): TAssessmentLevel {
  if (averageConfidence >= 8) return 'Expert';
  if (averageConfidence >= 6) return 'Advanced';
  if (averageConfidence >= 4) return 'Intermediate';
  return 'Beginner';
}

/** A single skill's band: 8-10 Expert, 6-7 Proficient, 4-5 Intermediate, 1-3 Beginner. */
export function proficiencyBand(confidence: number): 'Expert' | 'Proficient' | 'Intermediate' | 'Beginner' {
  if (confidence >= 8) return 'Expert';
  if (confidence >= 6) return 'Proficient';
  if (confidence >= 4) return 'Intermediate';
  return 'Beginner';
}

/** Summaries call anything below 6 "Learning". */
export const isLearning = (confidence: number) => confidence < 6;

/** Overall score default: average confidence / 10 × 100. */
export const overallScoreFrom = (averageConfidence: number) => Math.round((averageConfidence / 10) * 100);

/** Assessment score bands: 90, 70, 50. */
export function scoreBand(score: number): 'excellent' | 'good' | 'fair' | 'low' {
  if (score >= 90) return 'excellent';
  if (score >= 70) return 'good';
  if (score >= 50) return 'fair';
  return 'low';
}

export type TScoreColour = 'green' | 'blue' | 'amber' | 'red';

/** Match colours in reports: 80+ green, 60+ blue, 40+ amber, else red. */
export function reportMatchColour(match: number): TScoreColour {
  if (match >= 80) return 'green';
  if (match >= 60) return 'blue';
  if (match >= 40) return 'amber';
  return 'red';
}

/** Result cards use the 80 and 60 thresholds only. */
export function cardMatchColour(match: number): Exclude<TScoreColour, 'amber'> {
  if (match >= 80) return 'green';
  if (match >= 60) return 'blue';
  return 'red';
}

/** The first day of next month (UTC), when a basic plan's monthly analyses come back. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
