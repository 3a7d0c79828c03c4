import { z } from 'zod';
import {
  CODE_LANGUAGE_IDS,
  CODE_MAX_SCRIPT_CHARS,
  CODE_MAX_STDIN_CHARS,
  CODE_MESSAGES as M,
} from '../domain';

/**
 * POST /api/code/execute (part 2 §7): `script`, `language`, `versionIndex`, `stdin`. The version index is
 * optional (the language's own is used) and a numeric string is read as a number, as a form would send it.
 */
export const ZCodeExecuteInput = z.object({
  script: z
    .string({ error: M.codeRequired })
    .refine((script) => script.trim().length > 0, M.codeRequired)
    .refine((script) => script.length <= CODE_MAX_SCRIPT_CHARS, M.scriptTooLong)
    .refine((script) => !script.includes('\u0000'), M.nulInScript),
  language: z.enum(CODE_LANGUAGE_IDS, { error: M.unsupportedLanguage }),
  versionIndex: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: M.invalidVersionIndex })
      .int(M.invalidVersionIndex)
      .min(0, M.invalidVersionIndex)
      .max(9, M.invalidVersionIndex)
      .optional(),
  ),
  stdin: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: M.stdinTooLong }).max(CODE_MAX_STDIN_CHARS, M.stdinTooLong),
  ),
});
export type TCodeExecuteInput = z.infer<typeof ZCodeExecuteInput>;

/** Verdict of one run, as the runner reports it. */
export const CODE_RUN_STATUSES = [
  'ok',
  'compile_error',
  'runtime_error',
  'time_limit',
  'memory_limit',
  'output_limit',
] as const;
export type TCodeRunStatus = (typeof CODE_RUN_STATUSES)[number];

/**
 * The answer of POST /api/code/execute: the spec's fields (`output`, `error`, `executionTime` in
 * milliseconds, `memory` peak in kilobytes when measured) plus the verdict and the separate streams.
 */
export const ZCodeExecuteAnswer = z.object({
  success: z.boolean(),
  status: z.enum(CODE_RUN_STATUSES),
  output: z.string(),
  error: z.string().nullable(),
  executionTime: z.number(),
  memory: z.number().nullable(),
  stdout: z.string(),
  stderr: z.string(),
  compileOutput: z.string(),
  exitCode: z.number().nullable(),
  truncated: z.boolean(),
  language: z.string(),
  versionIndex: z.number(),
  version: z.string().optional(),
});
export type TCodeExecuteAnswer = z.infer<typeof ZCodeExecuteAnswer>;
