import { TimestampedModel } from './BaseModel';

export class SkillsAssessment extends TimestampedModel {
  static override tableName = 'skills_assessments';
  static override jsonAttributes = [
    'skills',
    'strengths',
    'weaknesses',
    'opportunities',
    'threats',
    'recommendations',
  ];

  userId!: string;
  assessmentType!: string;
  resumeHash!: string;
  skills!: { name: string; category: string; proficiencyLevel: number }[];
  overallScore!: number;
  jobWeightedScore!: number;
  level!: string;
  strengths!: string[];
  weaknesses!: string[];
  opportunities!: string[];
  threats!: string[];
  recommendations!: string[];
  completedAt!: Date;
}
