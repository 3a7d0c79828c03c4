/** Query keys of the analyzer. `clearSession` drops them on sign-out (only the session entry stays). */
export const analyzerKeys = {
  all: ['analyzer'] as const,
  /** The analysis session of the signed-in user (kept for the visit, see session-store.ts). */
  session: (userId: string) => ['analyzer', 'session', userId] as const,
  ratings: ['analyzer', 'ratings'] as const,
};
