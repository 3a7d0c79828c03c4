import type { TAnalysisResult, TTechnology } from '@launchpad/shared';
import { BaseModel } from './BaseModel';

export class AnalysisRun extends BaseModel {
  static override tableName = 'analysis_runs';
  static override jsonAttributes = ['jobDescriptions', 'results', 'extractedTechnologies'];

  userId!: string;
  resumeHash!: string;
  jobDescriptions!: string[];
  results!: TAnalysisResult[];
  extractedTechnologies!: TTechnology[];
  provider!: 'local' | 'openai';
  usedProfileCv!: boolean;
  createdAt!: Date;
}
