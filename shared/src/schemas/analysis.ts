import { z } from 'zod';
import {
  ANALYSIS_MESSAGES as M,
  DEFAULT_CONFIDENCE,
  MAX_CONFIDENCE,
  MAX_JOB_DESCRIPTION_CHARS,
  MAX_JOB_DESCRIPTIONS,
  MIN_CONFIDENCE,
  MIN_JOB_DESCRIPTION_CHARS,
  MIN_JOB_DESCRIPTIONS,
} from '../domain';

/** One job description's analysis (part 1 §3 "Analysis result"). */
export const ZAnalysisResult = z.object({
  matchPercentage: z.number(),
  jobTitle: z.string(),
  company: z.string(),
  strengths: z.array(z.string()),
  contentWeaknesses: z.array(z.string()),
  structureWeaknesses: z.array(z.string()),
  contentRecommendations: z.array(z.string()),
  structureRecommendations: z.array(z.string()),
  isNonTechRole: z.boolean(),
  message: z.string(),
});
export type TAnalysisResult = z.infer<typeof ZAnalysisResult>;

/** A saved CV analysis (part 1 §3). */
export const ZSavedAnalysis = z.object({
  _id: z.string(),
  results: z.array(ZAnalysisResult),
  jobDescriptions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  isSaved: z.boolean(),
});
export type TSavedAnalysis = z.infer<typeof ZSavedAnalysis>;

export const ZAssessedSkill = z.object({
  name: z.string(),
  category: z.string(),
  proficiencyLevel: z.number(),
});

/** A skills assessment (part 1 §3). */
export const ZSkillsAssessment = z.object({
  _id: z.string(),
  skills: z.array(ZAssessedSkill),
  assessmentType: z.string(),
  overallScore: z.number(),
  /** overallScore with the skills the analysed jobs ask for counted twice (ours, beside the spec's figure). */
  jobWeightedScore: z.number(),
  level: z.string(),
  completedAt: z.string(),
  isRecent: z.boolean(),
  isSaved: z.boolean(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  opportunities: z.array(z.string()),
  threats: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type TSkillsAssessment = z.infer<typeof ZSkillsAssessment>;

/** A technology read from a CV and, later, rated by its owner (part 1 §3). */
export const ZTechnology = z.object({
  name: z.string().trim().min(1).max(80),
  category: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim() : 'General'),
    z.string().max(60),
  ),
  confidenceLevel: z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? DEFAULT_CONFIDENCE : typeof v === 'string' ? Number(v) : v,
    z
      .number({ error: M.confidenceRange })
      .int(M.confidenceRange)
      .min(MIN_CONFIDENCE, M.confidenceRange)
      .max(MAX_CONFIDENCE, M.confidenceRange),
  ),
});
export type TTechnology = z.infer<typeof ZTechnology>;

/**
 * The job descriptions of an analysis: a JSON list of texts (multipart sends it as a string), 1 to 5,
 * each filled and at least 50 characters (part 1 §5). Plan limits are the server's to apply.
 */
export const ZJobDescriptions = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return undefined;
    }
  },
  z
    .array(z.string({ error: M.descriptionsInvalid }), { error: M.descriptionsInvalid })
    .min(MIN_JOB_DESCRIPTIONS, M.fillAllDescriptions)
    .max(MAX_JOB_DESCRIPTIONS, M.tooManyDescriptions)
    .transform((list) => list.map((text) => text.trim()))
    .superRefine((list, ctx) => {
      if (list.some((text) => text === '')) ctx.addIssue({ code: 'custom', message: M.fillAllDescriptions });
      else if (list.some((text) => text.length < MIN_JOB_DESCRIPTION_CHARS)) {
        ctx.addIssue({ code: 'custom', message: M.descriptionTooShort });
      } else if (list.some((text) => text.length > MAX_JOB_DESCRIPTION_CHARS)) {
        ctx.addIssue({ code: 'custom', message: M.descriptionTooLong });
      }
    }),
);

/** POST /api/analyze/save: one chosen result of an analysis. */
export const ZSaveAnalysisInput = z.object({
  resumeText: z.string().max(200_000).default(''),
  jobDescriptions: z.array(z.string().max(MAX_JOB_DESCRIPTION_CHARS)).max(MAX_JOB_DESCRIPTIONS).default([]),
  results: z.preprocess(
    (v) => (v && !Array.isArray(v) ? [v] : v),
    z.array(ZAnalysisResult, { error: M.resultRequired }).min(1, M.resultRequired).max(MAX_JOB_DESCRIPTIONS),
  ),
  resumeHash: z.string().max(128).default(''),
  usedProfileCV: z.boolean().default(false),
  extractedTechnologies: z.array(ZTechnology).max(500).default([]),
});
export type TSaveAnalysisInput = z.input<typeof ZSaveAnalysisInput>;

/** POST /api/swot/save-ratings. */
export const ZSaveRatingsInput = z.object({
  resumeHash: z.string({ error: M.resumeHashRequired }).trim().min(1, M.resumeHashRequired).max(128),
  technologies: z
    .array(ZTechnology, { error: M.noTechnologies })
    .min(1, M.noTechnologies)
    .max(500)
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((t) => !seen.has(t.name.toLowerCase()) && seen.add(t.name.toLowerCase()));
    }),
});
export type TSaveRatingsInput = z.input<typeof ZSaveRatingsInput>;

/** The answer of POST /api/analyze/analyze-resume. */
export const ZAnalyzeAnswer = z.object({
  success: z.literal(true),
  analysis: z.array(ZAnalysisResult),
  resumeHash: z.string(),
  resumeText: z.string(),
  extractedTechnologies: z.array(ZTechnology),
  /** Average match over technical roles; null when every description is non-technical. */
  averageMatch: z.number().nullable(),
  usedProfileCV: z.boolean(),
  /** Which engine answered: the built-in analyser or an OpenAI-compatible model. */
  provider: z.enum(['local', 'openai']),
  /** The plan's monthly allowance after this analysis; limit null means unlimited. */
  usage: z.object({ used: z.number(), limit: z.number().nullable(), resetsAt: z.string().nullable() }),
});
export type TAnalyzeAnswer = z.infer<typeof ZAnalyzeAnswer>;
