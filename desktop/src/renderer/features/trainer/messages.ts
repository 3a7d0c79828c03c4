/**
 * Messages of the trainer screens that no server answer carries ("ours", not in the spec). Candidates
 * for TRAINER_MESSAGES / UI_MESSAGES in @launchpad/shared.
 */
export const TRAINER_UI_MESSAGES = {
  slotAlreadyChosen: 'That time slot is already chosen',
  skillAlreadyAdded: 'That skill is already in your list',
  emailChangedVerify: 'Your email changed. Enter the code we sent to your new address to verify it.',
  loadingDashboard: 'Loading your dashboard',
} as const;
