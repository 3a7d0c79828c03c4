import {
  ANALYSIS_MESSAGES as M,
  PROFILE_MESSAGES,
  UI_MESSAGES,
  type TAnalysisResult,
  type TAnalyzeAnswer,
  type TTechnology,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, serverMessageIn } from '../../../lib/api-client';
import { sendForm } from '../../../lib/send-form';
import { userKeys } from '../../../lib/query-keys';

/** Defaults of a result when the analysis leaves them out (spec §3 "Analysis result"). */
export const DEFAULT_JOB_TITLE = 'Software Engineering Position';
export const DEFAULT_COMPANY = 'Company';

/** What the analysis reads: the profile CV, or a PDF sent with the request. */
export type AnalyzeCv = { kind: 'profile' } | { kind: 'upload'; file: File };

export interface AnalyzeInput {
  cv: AnalyzeCv;
  jobDescriptions: string[];
}

/** The server's answer as it came back: status, content type and body text. 'network' when none came. */
export type AnalyzeReply = { status: number; contentType?: string | null; text: string } | 'network';

export type AnalyzeOutcome =
  | { ok: true; answer: TAnalyzeAnswer }
  | {
      ok: false;
      status: number;
      /** The full message to show: 'Failed to analyze resume.' and the reason (spec §8). */
      message: string;
      /** The reason alone. */
      reason: string;
      /** True when the reason is the server's own message (e.g. a plan limit on a 403). */
      fromServer: boolean;
    };

/** A failed analysis, with the spec §8 message. */
export class AnalyzeError extends Error {
  override readonly name = 'AnalyzeError';
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string,
    readonly fromServer: boolean,
  ) {
    super(message);
  }
  /** A plan limit (basic: 1 description, 5 analyses a month): a 403 that says why. */
  get isPlanLimit(): boolean {
    return this.status === 403 && this.fromServer;
  }
}

const failure = (status: number, reason: string, fromServer = false): AnalyzeOutcome => ({
  ok: false,
  status,
  reason,
  fromServer,
  message: `${M.analysisFailedPrefix} ${reason}`,
});

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function normaliseResult(value: unknown): TAnalysisResult {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const match = Number(raw.matchPercentage);
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
  return {
    matchPercentage: Number.isFinite(match) ? Math.max(0, Math.min(100, Math.round(match))) : 0,
    jobTitle: text(raw.jobTitle, DEFAULT_JOB_TITLE),
    company: text(raw.company, DEFAULT_COMPANY),
    strengths: strings(raw.strengths),
    contentWeaknesses: strings(raw.contentWeaknesses),
    structureWeaknesses: strings(raw.structureWeaknesses),
    contentRecommendations: strings(raw.contentRecommendations),
    structureRecommendations: strings(raw.structureRecommendations),
    isNonTechRole: raw.isNonTechRole === true,
    message: typeof raw.message === 'string' ? raw.message : '',
  };
}

function normaliseTechnology(value: unknown): TTechnology | null {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof raw.name !== 'string' || !raw.name.trim()) return null;
  const level = Number(raw.confidenceLevel);
  return {
    name: raw.name.trim(),
    category: typeof raw.category === 'string' && raw.category.trim() ? raw.category.trim() : 'General',
    confidenceLevel: Number.isInteger(level) && level >= 1 && level <= 10 ? level : 5,
  };
}

/** The average match over technical roles (non-technical ones are left out), or null when there are none. */
export function averageTechMatch(results: readonly TAnalysisResult[]): number | null {
  const tech = results.filter((result) => !result.isNonTechRole);
  if (tech.length === 0) return null;
  return Math.round(tech.reduce((sum, result) => sum + result.matchPercentage, 0) / tech.length);
}

/** A successful answer with the defaults of spec §3 filled in; undefined when `analysis` is missing. */
export function normaliseAnswer(payload: unknown): TAnalyzeAnswer | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const raw = payload as Record<string, unknown>;
  if (!Array.isArray(raw.analysis)) return undefined;
  const analysis = raw.analysis.map(normaliseResult);
  const usage = (typeof raw.usage === 'object' && raw.usage !== null ? raw.usage : {}) as Record<
    string,
    unknown
  >;
  return {
    success: true,
    analysis,
    resumeHash: typeof raw.resumeHash === 'string' ? raw.resumeHash : '',
    resumeText: typeof raw.resumeText === 'string' ? raw.resumeText : '',
    extractedTechnologies: Array.isArray(raw.extractedTechnologies)
      ? raw.extractedTechnologies.map(normaliseTechnology).filter((t): t is TTechnology => t !== null)
      : [],
    averageMatch:
      typeof raw.averageMatch === 'number' ? Math.round(raw.averageMatch) : averageTechMatch(analysis),
    usedProfileCV: raw.usedProfileCV === true,
    provider: raw.provider === 'openai' ? 'openai' : 'local',
    usage: {
      used: typeof usage.used === 'number' ? usage.used : 0,
      limit: typeof usage.limit === 'number' ? usage.limit : null,
      resetsAt: typeof usage.resetsAt === 'string' ? usage.resetsAt : null,
    },
  };
}

/**
 * Reads the answer of POST /api/analyze/analyze-resume into the answer or the message to show
 * (spec §8): network failure, 404, 401/403 (a 403 with a server message, such as a plan limit, shows
 * that message), 500, other server messages, and answers that are empty, not JSON, or lack the analysis.
 */
export function readAnalyzeReply(reply: AnalyzeReply): AnalyzeOutcome {
  if (reply === 'network') return failure(0, M.networkError);
  const { status, text } = reply;
  const contentType = (reply.contentType ?? '').toLowerCase();
  const ok = status >= 200 && status < 300;

  let payload: unknown = undefined;
  let parsed = false;
  if (text.trim() !== '') {
    try {
      payload = JSON.parse(text) as unknown;
      parsed = true;
    } catch {
      parsed = false;
    }
  }
  const serverMessage = parsed ? serverMessageIn(payload)?.trim() : undefined;

  if (!ok) {
    if (status === 404) return failure(status, M.serviceMissing);
    if (status === 401) return failure(status, M.notAuthorized);
    if (status === 403)
      return serverMessage ? failure(status, serverMessage, true) : failure(status, M.notAuthorized);
    if (status >= 500) return failure(status, M.serverError);
    if (serverMessage) return failure(status, serverMessage, true);
    if (status === 413) return failure(status, PROFILE_MESSAGES.cvTooLarge);
    if (text.trim() === '') return failure(status, M.emptyResponse);
    if (!parsed) return failure(status, M.nonJson);
    return failure(status, `${UI_MESSAGES.requestFailed} (${status})`);
  }

  if (text.trim() === '') return failure(status, M.emptyResponse);
  if (!parsed) return failure(status, contentType.includes('json') ? M.invalidJson : M.nonJson);
  if ((payload as { success?: unknown } | null)?.success === false) {
    return failure(status, serverMessage ?? M.missingAnalysis, serverMessage !== undefined);
  }
  const answer = normaliseAnswer(payload);
  if (!answer) return failure(status, M.missingAnalysis);
  return { ok: true, answer };
}

export interface AnalyzeOptions {
  /** 0–100 as the request (the CV) goes up. */
  onProgress?: (percent: number) => void;
  /** Called once everything is sent and the server is working. */
  onSent?: () => void;
  signal?: AbortSignal;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Sends the analysis (multipart: `jobDescriptions` as a JSON list, then the `resume` PDF or
 * `useProfileCV` = 'true'), reporting upload progress. Rejects with an AnalyzeError (spec §8 message)
 * or an AbortError.
 */
export async function analyzeResume(
  input: AnalyzeInput,
  { onProgress, onSent, signal }: AnalyzeOptions = {},
): Promise<TAnalyzeAnswer> {
  const form = new FormData();
  form.append('jobDescriptions', JSON.stringify(input.jobDescriptions));
  if (input.cv.kind === 'upload') form.append('resume', input.cv.file, input.cv.file.name);
  else form.append('useProfileCV', 'true');
  let outcome: AnalyzeOutcome;
  try {
    outcome = readAnalyzeReply(
      await sendForm('/api/analyze/analyze-resume', form, { onProgress, onSent, signal }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error; // an AbortError
    outcome = readAnalyzeReply('network');
  }
  if (outcome.ok) return outcome.answer;
  throw new AnalyzeError(outcome.status, outcome.message, outcome.reason, outcome.fromServer);
}

export type AnalyzePhase = 'idle' | 'uploading' | 'analysing';

/**
 * The analysis with its phase (uploading with a percentage, then analysing) and a way to cancel.
 * A request still running when the screen goes away is cancelled.
 */
export function useAnalyzeResume() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<AnalyzePhase>('idle');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (input: AnalyzeInput) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      setPhase(input.cv.kind === 'upload' ? 'uploading' : 'analysing');
      return analyzeResume(input, {
        onProgress: setProgress,
        onSent: () => setPhase('analysing'),
        signal: current.signal,
      });
    },
    onSuccess: () => {
      // The badges and counts of the dashboard may change with the monthly usage.
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
    },
    onError: (error) => {
      // The XHR bypasses the API client: let it notice an ended session (is-auth answers 401 and the
      // app signs out with 'Please log in to continue').
      if (error instanceof AnalyzeError && error.status === 401) {
        void api.get('/api/auth/is-auth').catch(() => undefined);
      }
    },
    onSettled: () => {
      controller.current = null;
      setPhase('idle');
    },
  });

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { ...mutation, progress, phase, cancel };
}
