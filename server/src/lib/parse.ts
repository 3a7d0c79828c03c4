import type { z } from 'zod';
import { ValidationError } from './errors';

/** Validates input with a shared schema; the first problem becomes a 400 with the spec's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}
