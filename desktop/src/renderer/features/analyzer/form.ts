import {
  ANALYSIS_MESSAGES as M,
  MAX_JOB_DESCRIPTIONS,
  MIN_JOB_DESCRIPTION_CHARS,
  PLAN_LIMITS,
  type TAccountPlan,
  type TCvInfo,
} from '@launchpad/shared';

/**
 * The CV the analysis will read: the profile CV (with what GET /api/user/cv said about it), an
 * uploaded PDF (null until one is chosen), or nothing yet while the profile CV check runs.
 */
export type CvChoice =
  | { source: 'profile'; profileCv: TCvInfo | null }
  | { source: 'upload'; file: File | null }
  | { source: 'checking' };

/** True when a CV is chosen that the analysis can read. */
export function hasCv(choice: CvChoice): boolean {
  if (choice.source === 'profile') return choice.profileCv !== null && choice.profileCv.hasText;
  if (choice.source === 'upload') return choice.file !== null;
  return false;
}

/** The message for a missing CV (spec §5), or null. */
export function cvChoiceProblem(choice: CvChoice): string | null {
  if (choice.source === 'profile') {
    if (!choice.profileCv) return M.noProfileCv;
    if (!choice.profileCv.hasText) return M.cvHasNoText;
    return null;
  }
  if (choice.source === 'upload' && choice.file) return null;
  return M.needCv;
}

export const isBlank = (text: string) => text.trim() === '';

/** The message for the job descriptions (spec §5: all filled, each at least 50 characters), or null. */
export function descriptionsProblem(descriptions: readonly string[]): string | null {
  if (descriptions.length === 0 || descriptions.some(isBlank)) return M.fillAllDescriptions;
  if (descriptions.some((text) => text.trim().length < MIN_JOB_DESCRIPTION_CHARS))
    return M.descriptionTooShort;
  if (descriptions.length > MAX_JOB_DESCRIPTIONS) return M.tooManyDescriptions;
  return null;
}

/** What pressing Analyze Resume finds wrong first: the CV, then the descriptions. */
export function analyzeProblem(choice: CvChoice, descriptions: readonly string[]): string | null {
  return cvChoiceProblem(choice) ?? descriptionsProblem(descriptions);
}

/** Analyze is disabled while running, when no CV is chosen, or when any description is blank (spec §5). */
export function canAnalyze({
  running,
  choice,
  descriptions,
}: {
  running: boolean;
  choice: CvChoice;
  descriptions: readonly string[];
}): boolean {
  return !running && hasCv(choice) && descriptions.length > 0 && !descriptions.some(isBlank);
}

/** How many description boxes the plan allows (basic 1, premium 5). */
export function maxDescriptionsFor(plan: TAccountPlan): number {
  return Math.min(MAX_JOB_DESCRIPTIONS, PLAN_LIMITS[plan].descriptionsPerAnalysis);
}
