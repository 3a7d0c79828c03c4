import type { TAnalysisResult } from '@launchpad/shared';
import { TimestampedModel } from './BaseModel';

export class SavedAnalysis extends TimestampedModel {
  static override tableName = 'saved_analyses';
  static override jsonAttributes = ['results', 'jobDescriptions', 'extractedTechnologies'];

  userId!: string;
  results!: TAnalysisResult[];
  jobDescriptions!: string[];
  resumeHash!: string;
  usedProfileCv!: boolean;
  extractedTechnologies!: { name: string; category: string; confidenceLevel: number }[];
}
