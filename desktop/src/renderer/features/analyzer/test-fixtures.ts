import type { TAnalysisResult, TAnalyzeAnswer, TSkillsAssessment, TTechnology } from '@launchpad/shared';
import type { AnalysisSession } from './session-store';

/** Test data of the analyzer's tests. */
export const frontendResult: TAnalysisResult = {
  matchPercentage: 82,
  jobTitle: 'Frontend Engineer',
  company: 'Brightside Labs',
  strengths: [
    'React: 3 years building component libraries',
    'TypeScript across two production apps',
    'Jest testing with 90% coverage',
    'Strong CSS and responsive layouts',
    'Git workflows and code review',
  ],
  contentWeaknesses: ['GraphQL is not mentioned', 'No accessibility work described'],
  structureWeaknesses: ['Summary is longer than 5 lines'],
  contentRecommendations: [
    'Add a GraphQL side project',
    'Quantify the performance work',
    'Mention accessibility audits',
    'Link your portfolio',
  ],
  structureRecommendations: ['Shorten the summary to 3 lines'],
  isNonTechRole: false,
  message: 'A strong match for a frontend role.',
};

export const devopsResult: TAnalysisResult = {
  matchPercentage: 35,
  jobTitle: 'DevOps Engineer',
  company: 'Cloudnine',
  strengths: ['Git workflows'],
  contentWeaknesses: [
    'Kubernetes is not mentioned',
    'No Terraform experience',
    'No CI/CD pipelines described',
  ],
  structureWeaknesses: [],
  contentRecommendations: ['Describe any deployment work'],
  structureRecommendations: [],
  isNonTechRole: false,
  message: 'Few of the infrastructure requirements are covered.',
};

export const salesResult: TAnalysisResult = {
  ...devopsResult,
  matchPercentage: 20,
  jobTitle: 'Sales Associate',
  company: 'Retail Co',
  isNonTechRole: true,
  message: 'This is a non-technical role.',
};

export const technologies: TTechnology[] = [
  { name: 'React', category: 'Frontend', confidenceLevel: 5 },
  { name: 'TypeScript', category: 'Languages', confidenceLevel: 5 },
  { name: 'CSS', category: 'Frontend', confidenceLevel: 5 },
  { name: 'Jest', category: 'Testing', confidenceLevel: 5 },
  { name: 'Git', category: 'Tools', confidenceLevel: 5 },
];

export function answerWith(results: TAnalysisResult[], over: Partial<TAnalyzeAnswer> = {}): TAnalyzeAnswer {
  const tech = results.filter((result) => !result.isNonTechRole);
  return {
    success: true,
    analysis: results,
    resumeHash: 'hash-123',
    resumeText: 'Jane Doe. React developer.',
    extractedTechnologies: technologies,
    averageMatch: tech.length
      ? Math.round(tech.reduce((sum, result) => sum + result.matchPercentage, 0) / tech.length)
      : null,
    usedProfileCV: false,
    provider: 'local',
    usage: { used: 3, limit: 5, resetsAt: '2026-12-01T00:00:00.000Z' },
    ...over,
  };
}

export function sessionWith(
  results: TAnalysisResult[],
  over: Partial<AnalysisSession> = {},
): AnalysisSession {
  return {
    userId: 'u1',
    answer: answerWith(results),
    jobDescriptions: results.map(
      (result) => `Job Title: ${result.jobTitle}\nCompany: ${result.company}\n...`,
    ),
    cvSource: { kind: 'upload', fileName: 'jane-doe-cv.pdf' },
    savedIndexes: [],
    analysedAt: '2026-11-21T10:00:00.000Z',
    ...over,
  };
}

export const assessment: TSkillsAssessment = {
  _id: 'a1',
  skills: [
    { name: 'React', category: 'Frontend', proficiencyLevel: 8 },
    { name: 'TypeScript', category: 'Languages', proficiencyLevel: 7 },
    { name: 'CSS', category: 'Frontend', proficiencyLevel: 6 },
    { name: 'Jest', category: 'Testing', proficiencyLevel: 5 },
    { name: 'Git', category: 'Tools', proficiencyLevel: 5 },
    { name: 'Docker', category: 'Tools', proficiencyLevel: 2 },
  ],
  assessmentType: 'SWOT Analysis',
  overallScore: 55,
  jobWeightedScore: 61,
  level: 'Intermediate',
  completedAt: '2026-11-21T10:05:00.000Z',
  isRecent: true,
  isSaved: true,
  strengths: ['React is a strength', 'TypeScript is solid', 'CSS is good', 'Fourth strength hidden'],
  weaknesses: ['Docker is weak'],
  opportunities: ['GraphQL is in demand'],
  threats: ['Kubernetes is asked for often'],
  recommendations: ['One', 'Two', 'Three', 'Four', 'Five', 'Six is not shown'],
};
