/**
 * Every user-facing message of the spec lives here, so the server and the screens say the same thing.
 * Messages marked "ours" are not in the spec; they cover cases the spec does not show.
 */
export const AUTH_MESSAGES = {
  selectAccountType: 'Please select an account type',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long', // ours, from the minimum of 6
  passwordTooLong: 'Password must be at most 128 characters long', // ours
  phoneRequired: 'Contact number is required',
  phoneInvalid: 'Please enter a valid contact number', // ours
  otpIncomplete: 'Please enter the complete 6-digit code',
  emailTaken: 'An account with this email already exists', // ours
  registered: 'Account created. Check your email for the verification code.', // ours
  invalidCredentials: 'Invalid email or password', // ours
  loginSuccess: 'Login successful', // ours
  loginFailed: 'Login failed',
  loginUnsuccessful: 'Login unsuccessful',
  registrationFailed: 'Registration failed',
  pleaseLogIn: 'Please log in to continue',
  loggedOut: 'Logged out successfully',
  alreadyVerified: 'Your email is already verified', // ours
  verified: 'Email verified successfully', // ours
  verifyOtpSent: 'A new verification code has been sent to your email', // ours
  resetOtpSent: 'If an account exists for this email, a 6-digit code has been sent to it', // ours
  otpInvalid: 'Invalid or expired code', // ours
  otpExhausted: 'Too many wrong attempts. Please request a new code.', // ours
  otpResendTooSoon: 'Please wait a minute before asking for another code', // ours
  passwordReset: 'Password has been reset. You can now sign in.', // ours
  tooManyAttempts: 'Too many attempts. Please try again later.', // ours
  mailFailed: 'We could not send the email right now. Please try again in a moment.', // ours
  verifyFirst: 'Please verify your email first', // ours
  adminFieldsRequired: 'Please fill in all fields',
  adminAuthFailed: 'Authentication failed',
  adminLoginSuccess: 'Welcome back', // ours
} as const;

export const TRAINER_MESSAGES = {
  titleAndTypeRequired: 'Title and training type are required',
  dateAndTimeRequired: 'Date and time are required for technical training',
  timeSlotRequired: 'At least one time slot is required for soft skills training',
  nameAndEmailRequired: 'Name and email are required',
  invalidDate: 'Please enter a valid start date', // ours
  invalidTime: 'Please enter a valid start time', // ours
  invalidOnlineLink: 'Online link must be a valid web address (http or https)', // ours
  invalidSlots: 'Available slots must be a whole number, 0 or more', // ours
  invalidParticipants: 'Registered participants must be a whole number, 0 or more', // ours
  participantsOverSlots: 'Registered participants cannot be more than the available slots', // ours
  invalidStatus: 'Status must be upcoming, active or completed', // ours
  fieldTooLong: 'One of the fields is too long', // ours
  experienceTitleRequired: 'Each experience needs a title', // ours
  educationIncomplete: 'Each education entry needs a degree and an institution', // ours
  invalidYear: 'Please enter a valid year', // ours
  emailInUse: 'That email is already used by another account', // ours
  trainingNotFound: 'Training not found',
  trainerNotFound: 'Trainer not found', // ours
  trainersOnly: 'Only trainers can manage trainings', // ours
  notYourTraining: 'You can only change your own trainings', // ours
  trainingHasRegistrations:
    'This training has registered participants, so it cannot be deleted. Set its status to Completed instead.', // ours
  trainingAdded: 'Training added successfully', // ours
  trainingUpdated: 'Training updated successfully', // ours
  trainingDeleted: 'Training deleted successfully', // ours
  profileLoaded: 'Profile loaded', // ours
  profileUpdated: 'Profile updated successfully',
  deleteConfirm: 'Are you sure you want to delete this training?',
  noTrainings: 'No trainings added yet',
  loadProfileFailed: 'Failed to load trainer profile',
  updateProfileFailed: 'Failed to update profile',
  addTrainingFailed: 'Failed to add training',
  updateTrainingFailed: 'Failed to update training',
  deleteTrainingFailed: 'Failed to delete training',
  slotAlreadyChosen: 'That time slot is already chosen', // ours
  skillAlreadyAdded: 'That skill is already in your list', // ours
  emailChangedVerify: 'Your email changed. Enter the code we sent to your new address to verify it.', // ours
  loadingDashboard: 'Loading your dashboard', // ours
} as const;

export const PROFILE_MESSAGES = {
  profileLoaded: 'Profile loaded', // ours
  profileUpdated: 'Profile updated successfully',
  passwordUpdated: 'Password updated successfully',
  currentPasswordRequired: 'Please enter your current password', // ours
  currentPasswordWrong: 'Current password is incorrect', // ours
  newPasswordTooShort: 'New password must be at least 6 characters long',
  newPasswordSame: 'The new password must be different from the current one', // ours
  upgraded: 'Account upgraded to Premium!',
  downgraded: 'Account downgraded to Basic',
  alreadyPremium: 'Your account is already on Premium', // ours
  alreadyBasic: 'Your account is already on Basic', // ours
  upgradeIsFree: 'No payment was taken: Premium is free while payments are being set up.', // ours
  trainerHasTrainings: 'You still have trainings. Delete them before switching to a Fresher account.', // ours
  cvOnlyPdf: 'Only PDF files are allowed',
  cvTooLarge: 'File size must be less than 10MB',
  cvMissing: 'Please select a CV file first',
  cvUnreadable: 'This PDF could not be read. Please export it again and upload the new file.', // ours
  cvUploaded: 'CV uploaded successfully',
  cvDeleted: 'CV deleted successfully',
  cvNone: 'No CV uploaded yet', // ours
  cvNoText:
    'We could not read any text from this PDF. It may be a scanned image: export your CV from a word processor so the analyzer can read it.', // ours
  cvDeleteConfirm: 'Are you sure you want to delete your CV?', // ours
  assessmentDeleted: 'Assessment deleted successfully',
  assessmentNotFound: 'Assessment not found', // ours
  assessmentDeleteConfirm: 'Are you sure you want to delete this assessment?', // ours
  loadProfileFailed: 'Failed to load profile data',
  fetchAnalysesFailed: 'Failed to fetch saved analyses',
  fetchAssessmentsFailed: 'Failed to fetch skills assessments',
  fetchCvFailed: 'Failed to fetch CV information',
  uploadCvFailed: 'Failed to upload CV',
  deleteCvFailed: 'Failed to delete CV',
  updateProfileFailed: 'Failed to update profile',
  updatePasswordFailed: 'Failed to update password',
  upgradeFailed: 'Failed to upgrade account',
  downgradeFailed: 'Failed to downgrade account',
  deleteAssessmentFailed: 'Failed to delete assessment',
  cvDownloadFailed: 'Failed to download CV', // ours
  cvUploadCancelled: 'Upload cancelled', // ours
  otherSessionsSignedOut: 'You stay signed in here; your other sessions were signed out.', // ours
  downgradeConfirm: 'Are you sure you want to downgrade to Basic? The Premium features stop at once.', // ours
  savedOnDevice: 'Saved on this device', // ours
  emailTopicsNotSentYet: 'Launchpad does not send these emails yet; your choice will apply when it does.', // ours
  accountTypeChanged: (accountType: string) =>
    `Your account is now a ${accountType} account, so your home is the ${accountType} dashboard.`, // ours
} as const;

export const ANALYSIS_MESSAGES = {
  needCv: 'Please upload a PDF resume or use your profile CV',
  noProfileCv: 'No profile CV available. Please upload a resume.',
  noFileSelected: 'No file selected',
  fillAllDescriptions: 'Please fill in all job descriptions',
  descriptionTooShort: 'Job descriptions should be at least 50 characters long',
  tooManyDescriptions: 'You can analyse at most 5 job descriptions at once', // ours
  descriptionsInvalid: 'Job descriptions must be sent as a JSON list of texts', // ours
  descriptionTooLong: 'Each job description can be at most 20,000 characters long', // ours
  cvHasNoText:
    'We could not read any text from this CV (it may be a scanned image). Upload a PDF exported from a word processor.', // ours
  basicOneDescription:
    'The Basic plan analyses 1 job description at a time. Upgrade to Premium to compare up to 5 at once.', // ours
  basicMonthlyLimit:
    'You have used all 5 CV analyses of the Basic plan this month. Upgrade to Premium for unlimited analyses, or analyse again from {date}.', // ours
  analysisSaved: 'Analysis saved successfully', // ours
  resultRequired: 'Choose the analysis result to save', // ours
  resumeHashRequired: 'Resume hash is required. Please analyze your resume first.',
  noTechnologies: 'No technologies to save. Please extract technologies first.',
  ratingsSaved: 'Skill assessments saved successfully!',
  confidenceRange: 'Confidence must be a whole number from 1 to 10', // ours
  noAnalysisForSkills:
    'No resume analysis available for skills assessment. Please analyze your resume first.',
  noTechnologiesExtracted:
    'No technologies were extracted from your resume. Please ensure your resume contains technical skills and try analyzing again.',
  analysisFailedPrefix: 'Failed to analyze resume.',
  serviceMissing: 'analysis service is not available',
  notAuthorized: 'You are not authorized. Please log in again.',
  serverError: 'Server error occurred. Please try again later.',
  networkError: 'Network error...',
  nonJson: 'Server returned non-JSON response',
  emptyResponse: 'Server returned empty response',
  invalidJson: 'Invalid JSON response from server',
  missingAnalysis: 'Invalid response format: missing analysis data',
  saveErrorPrefix: 'Error saving analysis:',
  pdfLibraryMissing: 'PDF library not available. Please refresh the page and try again.',
  pdfLibraryFailed: 'Failed to load PDF library',
  pdfDataMissing: 'Analysis data not found',
  pdfFailed: 'Failed to generate PDF report',
  saveRatingsFailed: 'Failed to save technology ratings. Please try again.',
  saveRatingsFailedShort: 'Failed to save ratings',
  saveAssessmentsFailed: 'Failed to save skill assessments. Please try again.',
  checkingCv: 'Checking for existing CV',
  pdfHint: 'PDF files up to 10MB',
  nonTechExcluded: 'Non-technical roles are not counted in the average match.', // ours
  localFallback: 'The AI service did not answer in time, so this result comes from the built-in analyser.', // ours
  ratingsEndpointMissing:
    'API endpoint not found. Please check if your backend server is running on port 4000.',
  ratingsCannotConnect: 'Cannot connect to server. Please check if your backend is running.',
  saveAnalysisFallback: 'Failed to save analysis', // ours
  analysisComplete: 'Analysis complete', // ours
  analysing: 'Analysing your CV', // ours
  uploading: 'Uploading your CV', // ours
  emptyTitle: 'No analysis yet', // ours
  emptyBody:
    'Choose your CV, paste the job descriptions you are interested in, then press Analyze Resume to see how well you match.', // ours
  allNonTech: 'Every description is a non-technical role, so there is no technical average.', // ours
  pdfDownloaded: 'Report downloaded', // ours
  noAssessmentYet: 'You have not saved a skills assessment yet.', // ours
  analysisCancelled: 'Analysis cancelled', // ours
  chooseCvAndFill: 'Choose a CV and fill in every job description to analyze.', // ours
  maxDescriptions: (max: number) => `You can compare up to ${max} job descriptions at once.`, // ours
  usageLimited: (used: number, limit: number) => `${used} of ${limit} analyses used this month`, // ours
  usageUnlimited: (used: number) =>
    `${used} ${used === 1 ? 'analysis' : 'analyses'} this month, unlimited on Premium`, // ours
  otherUserIgnored: 'Skills assessments are personal: this page shows your own.', // ours
} as const;

/** Messages the screens show on their own (no server answer behind them). */
export const UI_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPasswordRequired: 'Please confirm your new password', // ours
  verifyFailed: 'Verification failed', // ours
  sendCodeFailed: 'Could not send the code', // ours
  resetFailed: 'Password reset failed', // ours
  requestFailed: 'Request failed', // ours
  sessionCheckFailed: 'We could not reach Launchpad', // ours
  unexpectedError: 'Something went wrong', // ours
} as const;

export const COMMON_MESSAGES = {
  notFound: 'Not found', // ours
  forbidden: 'You do not have permission to do that', // ours
  foreignOrigin: 'Cross-site request refused', // ours
  serverError: 'Something went wrong on our side. Please try again.', // ours
  bodyTooLarge: 'Request body is too large', // ours
  invalidJson: 'The request body is not valid JSON', // ours
  invalidCharacters: 'The request contains characters that are not allowed', // ours
  databaseUnavailable: 'The database is not answering', // ours
  networkError: 'Network error. Please check your connection and try again.',
} as const;
