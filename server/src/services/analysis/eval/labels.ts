import { z } from 'zod';

/**
 * The label format the writers of a part are given (`docs/blind-kit/FORMAT.md`), read by the eval (sets.ts)
 * and by the vocabulary's harvest of retired parts (vocabulary/generate.ts).
 */
export const ZLabels = z.object({
  cvs: z.array(
    z.object({
      id: z.string(),
      part: z.enum(['dev', 'blind']),
      role: z.string(),
      level: z.string(),
      fits: z.string(),
      near: z.array(z.string()),
      short: z.boolean(),
      tech: z.array(z.string()),
      domain: z.array(z.string()),
      traps: z.array(z.string()),
    }),
  ),
  jobs: z.array(
    z.object({
      id: z.string(),
      part: z.enum(['dev', 'blind']),
      role: z.string(),
      title: z.string(),
      employer: z.string(),
      nonTech: z.boolean(),
      tech: z.array(z.string()),
      domain: z.array(z.string()),
      traps: z.array(z.string()),
    }),
  ),
});
