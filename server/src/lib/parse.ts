import type { z } from 'zod';
import { COMMON_MESSAGES } from '@launchpad/shared';
import { ValidationError } from './errors';

/** True when a string anywhere in `value` (keys included) holds a NUL character, which PostgreSQL cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** Refuses input carrying NUL characters with a clear 400, before it can reach the database. */
export function assertNoNul(value: unknown): void {
  if (containsNul(value)) throw new ValidationError(COMMON_MESSAGES.invalidCharacters);
}

/** Validates input with a shared schema; the first problem becomes a 400 with the spec's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertNoNul(input);
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}
