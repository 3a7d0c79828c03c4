/**
 * The fresher dashboard's achievement badges (part 1 §2), earned from real data:
 * - Profile Complete: name and contact number given and the e-mail verified.
 * - First Resume Upload: a CV has been uploaded at least once (kept even if it is later deleted).
 * - Ready to Launch: profile complete, a CV on file, at least one saved CV analysis and one skills assessment.
 */
export interface BadgeFacts {
  name: string;
  phoneNumber: string;
  isAccountVerified: boolean;
  hasCV: boolean;
  firstCvUploadedAt: string | null;
  savedAnalysesCount: number;
  assessmentsCount: number;
}

export interface Badge {
  id: 'profile-complete' | 'first-resume-upload' | 'ready-to-launch';
  label: 'Profile Complete' | 'First Resume Upload' | 'Ready to Launch';
  earned: boolean;
  /** What earns it, for the badge's tooltip. */
  how: string;
}

export function achievementBadges(facts: BadgeFacts): Badge[] {
  const profileComplete = Boolean(facts.name.trim() && facts.phoneNumber.trim() && facts.isAccountVerified);
  return [
    {
      id: 'profile-complete',
      label: 'Profile Complete',
      earned: profileComplete,
      how: 'Add your name and contact number and verify your email.',
    },
    {
      id: 'first-resume-upload',
      label: 'First Resume Upload',
      earned: facts.firstCvUploadedAt !== null,
      how: 'Upload your CV in Profile Settings.',
    },
    {
      id: 'ready-to-launch',
      label: 'Ready to Launch',
      earned: profileComplete && facts.hasCV && facts.savedAnalysesCount > 0 && facts.assessmentsCount > 0,
      how: 'Complete your profile, keep a CV on file, save a CV analysis and a skills assessment.',
    },
  ];
}
