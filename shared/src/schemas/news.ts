import { z } from 'zod';

/** A tech news notice as the feed shows it (part 2 §3 News notice). `time` is when it was published (ISO). */
export const ZNewsNotice = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  type: z.enum(['government', 'industry', 'education']),
  priority: z.enum(['high', 'medium', 'low']),
  time: z.string(),
  tags: z.array(z.string()),
  url: z.string(),
  imageUrl: z.string().nullable(),
  /** A built-in sample, shown when no live news is available. */
  sample: z.boolean(),
});
export type TNewsNotice = z.infer<typeof ZNewsNotice>;

/** GET /api/notices/news: where the items came from, and when they were last fetched (null for samples). */
export const ZNewsAnswer = z.object({
  success: z.literal(true),
  data: z.array(ZNewsNotice),
  source: z.enum(['live', 'cache', 'samples']),
  updatedAt: z.string().nullable(),
});
export type TNewsAnswer = z.infer<typeof ZNewsAnswer>;
