import { z } from 'zod';

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
