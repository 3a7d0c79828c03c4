/**
 * Launchpad's offline CV analysis engine: matches a CV against job descriptions and builds the skills
 * self-assessment. Pure TypeScript, no network, deterministic. See engine.ts for the scoring rules.
 */
export {
  analyzeResume,
  analyzeParsed,
  averageMatch,
  CONFIDENCE_BY_EVIDENCE,
  extractedTechnologies,
  IMPLIED_YEARS,
  IMPORTANCE_WEIGHT,
  LISTED_ONLY_CREDIT,
  MATCH_WEIGHTS,
  SOFT_SKILL_FACTOR,
  WORDING_FULL_AT,
  WORDING_ONLY_CAP,
  type AnalysisResult,
  type AnalyzeInput,
  type AnalyzeOutput,
  type ExtractedTechnology,
} from './engine';
export {
  buildAssessment,
  proficiencyBand,
  type Assessment,
  type AssessmentInput,
  type SkillRating,
} from './swot';
export {
  DEFAULT_COMPANY,
  DEFAULT_JOB_TITLE,
  parseJobDescription,
  type JobRequirement,
  type ParsedJob,
  type Seniority,
} from './jobDescription';
export { DEFAULT_AS_OF, parseResume, type ParsedResume, type ResumeOptions } from './resume';
export { findTechnologies, lookupTechnology, type TechMatch } from './matcher';
export { CATEGORIES, TAXONOMY, type TaxonomyEntry, type TCategory } from './taxonomy';
