/** Query keys of the signed-in user's own data. `clearSession` drops them all on sign-out. */
export const userKeys = {
  all: ['user'] as const,
  profile: ['user', 'profile'] as const,
  cv: ['user', 'cv'] as const,
  savedAnalyses: ['user', 'saved-analyses'] as const,
  skillsAssessments: ['user', 'skills-assessments'] as const,
  /** GET /api/user/registrations: the booking screens and the training details read the same list. */
  registrations: ['user', 'registrations'] as const,
};
