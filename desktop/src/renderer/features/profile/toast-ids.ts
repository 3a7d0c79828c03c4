/** One id per kind of profile-settings toast, so a repeated action replaces its toast. */
export const PROFILE_TOAST_IDS = {
  profile: 'profile-update',
  password: 'profile-password',
  cvUpload: 'profile-cv-upload',
  cvDelete: 'profile-cv-delete',
  cvDownload: 'profile-cv-download',
  plan: 'profile-plan',
  assessment: 'profile-assessment',
} as const;
