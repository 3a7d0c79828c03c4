/** The admin portal (spec part 2 §2.9, §2.10, §8 Admin, §9 Admin). */
export const ADMIN_TOP_SKILLS = 3;
export const ADMIN_RECENT_TRAININGS = 3;

export const ADMIN_PORTAL_MESSAGES = {
  loginFailed: 'Login failed',
  networkError: 'Network error. Please try again.',
  authFailed: 'Authentication failed',
  fetchFreshersFailed: 'Failed to fetch freshers',
  fetchTrainersFailed: 'Failed to fetch trainers',
  fetchNoticesFailed: 'Failed to fetch notices',
  deleteFresherFailed: 'Failed to delete fresher',
  deleteTrainerFailed: 'Failed to delete trainer',
  deleteNoticeFailed: 'Failed to delete notice',
  addNoticeFailed: 'Failed to add notice',
  updateNoticeFailed: 'Failed to update notice',
  fresherDeleted: 'Fresher deleted successfully',
  trainerDeleted: 'Trainer deleted successfully',
  fresherNotFound: 'Fresher not found',
  trainerNotFound: 'Trainer not found',
  confirmDeleteFresher: 'Are you sure you want to delete this fresher?',
  confirmDeleteTrainer: 'Are you sure you want to delete this trainer?',
  confirmDeleteNotice: 'Are you sure you want to delete this notice?',
  noFreshers: 'No freshers found',
  noFreshersMatch: 'No freshers match your search',
  noTrainers: 'No trainers found',
  noTrainersMatch: 'No trainers match your search',
  noNotices: 'No notices found',
  /** Deleting a trainer would take paid seats away from people (a decision, docs/decisions.md). */
  trainerHasBookings: (count: number) =>
    `This trainer has ${count} confirmed booking${count === 1 ? '' : 's'} for trainings that have not happened yet. Cancel those trainings (and refund the participants) before deleting the trainer.`,
} as const;
