import os from 'node:os';

/** One run at a time per core by default (at most 8): a compile uses a whole core. */
export const defaultConcurrency = () => Math.max(1, Math.min(8, os.availableParallelism()));
