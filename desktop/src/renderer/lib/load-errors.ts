import { ApiError } from './api-client';

/** True for a 404 answer: for the CV, saved analyses and assessments it means "none" (spec §7, §8). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Whether a failed load deserves a message on the screen. A 401 does not: the app has already
 * ended the session and is on its way to the login screen (spec §8 "not shown on 401").
 */
export function shouldShowLoadError(error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 401);
}
