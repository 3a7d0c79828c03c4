/** The admin views of part 2 §3, as GET /api/admin/freshers and /api/admin/trainers answer them. */
export interface AdminSkill {
  name: string;
  category?: string;
  proficiencyLevel: number;
  yearsOfExperience?: number;
}

export interface AdminFresher {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string;
  createdAt: string;
  lastActive: string | null;
  currentCV: { fileName: string } | null;
  hasCV: boolean;
  skillsAssessment: {
    hasAssessment: boolean;
    overallScore: number;
    totalSkills: number;
    averageProficiency: number;
    topSkills: AdminSkill[];
    skills: AdminSkill[];
    strengths: string[];
    weaknesses: string[];
  };
  interviewScore: {
    hasInterview: boolean;
    overallScore?: number;
    readinessLevel?: string;
    categoryPercentages?: Record<string, number>;
    completedQuestions?: number;
    totalQuestions?: number;
    completedAt?: string | null;
  };
}

export interface AdminTraining {
  _id: string;
  title: string;
  status: string;
  registeredParticipants: number;
  availableSlots: number;
  trainingType: string;
  trainingCategory: string;
  duration: string;
  startDate: string | null;
  description: string;
}

export interface AdminTrainer {
  _id: string;
  trainerId: string;
  name: string;
  email: string;
  contact: string;
  createdAt: string;
  specializationSkills: string[];
  educationCount: number;
  experienceCount: number;
  ratings: { average: number; totalRatings: number };
  createdTrainings: {
    total: number;
    active: number;
    upcoming: number;
    completed: number;
    totalParticipants: number;
    trainings: AdminTraining[];
  };
}

export interface AdminProfile {
  _id?: string;
  name?: string;
  username?: string;
  email: string;
}
