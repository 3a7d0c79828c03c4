import type { TSavedAnalysis, TSkillsAssessment } from '@launchpad/shared';
import type { SavedAnalysis } from '../models/SavedAnalysis';
import type { SkillsAssessment } from '../models/SkillsAssessment';

export function presentSavedAnalysis(analysis: SavedAnalysis): TSavedAnalysis {
  return {
    _id: analysis.id,
    results: analysis.results,
    jobDescriptions: analysis.jobDescriptions,
    createdAt: analysis.createdAt.toISOString(),
    updatedAt: analysis.updatedAt.toISOString(),
    isSaved: true,
  };
}

/** `isRecent`: the newest assessment of the list it is presented in. */
export function presentAssessment(assessment: SkillsAssessment, isRecent: boolean): TSkillsAssessment {
  return {
    _id: assessment.id,
    skills: assessment.skills,
    assessmentType: assessment.assessmentType,
    overallScore: assessment.overallScore,
    jobWeightedScore: assessment.jobWeightedScore,
    level: assessment.level,
    completedAt: assessment.completedAt.toISOString(),
    isRecent,
    isSaved: true,
    strengths: assessment.strengths,
    weaknesses: assessment.weaknesses,
    opportunities: assessment.opportunities,
    threats: assessment.threats,
    recommendations: assessment.recommendations,
  };
}
