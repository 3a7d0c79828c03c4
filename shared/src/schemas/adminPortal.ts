import { z } from 'zod';
import { ZPublicTrainer } from './trainer';

/** The admin views of part 2 §3, as GET /api/admin/freshers and /api/admin/trainers answer them. */
export const ZAdminSkill = z
  .object({
    name: z.string(),
    category: z.string().optional(),
    proficiencyLevel: z.number(),
    yearsOfExperience: z.number().optional(),
  })
  .loose();
export type TAdminSkill = z.infer<typeof ZAdminSkill>;

export const ZAdminFresher = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  createdAt: z.string(),
  lastActive: z.string().nullable(),
  currentCV: z.object({ fileName: z.string() }).nullable(),
  hasCV: z.boolean(),
  skillsAssessment: z.object({
    hasAssessment: z.boolean(),
    overallScore: z.number(),
    totalSkills: z.number(),
    averageProficiency: z.number(),
    topSkills: z.array(ZAdminSkill),
    skills: z.array(ZAdminSkill),
    strengths: z.array(z.string()),
    weaknesses: z.array(z.string()),
  }),
  interviewScore: z.object({
    hasInterview: z.boolean(),
    overallScore: z.number().optional(),
    readinessLevel: z.string().optional(),
    categoryPercentages: z.record(z.string(), z.number()).optional(),
    completedQuestions: z.number().optional(),
    totalQuestions: z.number().optional(),
    completedAt: z.string().nullable().optional(),
  }),
});
export type TAdminFresher = z.infer<typeof ZAdminFresher>;

export const ZAdminTraining = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.string(),
  registeredParticipants: z.number(),
  availableSlots: z.number(),
  trainingType: z.string(),
  trainingCategory: z.string(),
  duration: z.string(),
  startDate: z.string().nullable(),
  description: z.string(),
});
export type TAdminTraining = z.infer<typeof ZAdminTraining>;

export const ZAdminTrainer = ZPublicTrainer.extend({
  educationCount: z.number(),
  experienceCount: z.number(),
  createdTrainings: z.object({
    total: z.number(),
    active: z.number(),
    upcoming: z.number(),
    completed: z.number(),
    totalParticipants: z.number(),
    trainings: z.array(ZAdminTraining),
  }),
});
export type TAdminTrainer = z.infer<typeof ZAdminTrainer>;
