/** Every route of the app (part 1 §2, part 2 §2.1). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  emailVerify: '/email-verify',
  resetPassword: '/reset-password',
  fresherDashboard: '/fresher-dashboard',
  trainerDashboard: '/trainer-dashboard',
  profileSettings: '/profile-settings',
  cvAnalyzer: '/cv-analyzer',
  swot: '/swot',
  interview: '/interview',
  notices: '/notices',
  trainings: '/trainings',
  trainingDetails: (id: string) => `/training-details/${encodeURIComponent(id)}`,
  trainingBooking: (id: string) => `/training-booking/${encodeURIComponent(id)}`,
  trainingPayment: (id: string) => `/training-payment/${encodeURIComponent(id)}`,
  trainingSuccess: '/training-success',
  /** Linked from the receipt (part 2 §2.8); not in the route table, so ours. */
  myRegistrations: '/user/my-registrations',
  /** Linked from the receipt: goes to the person's own dashboard. */
  dashboard: '/dashboard',
  /** The desktop app's own settings (server URL, offline model); not in the web build. */
  desktopSettings: '/desktop-settings',
  /** The API's reference (OpenAPI, rendered by Swagger UI); web build only. */
  apiReference: '/api-reference',
  adminLogin: '/admin-login',
  adminDashboard: '/admin-dashboard',
} as const;
