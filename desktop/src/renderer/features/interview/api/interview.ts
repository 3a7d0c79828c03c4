import {
  INTERVIEW_DIFFICULTY,
  INTERVIEW_JOB_TITLE,
  INTERVIEW_MESSAGES as M,
  INTERVIEW_QUESTION_COUNT,
  SPEECH_CONTEXT_MAX_CHARS,
  type TCodeExecuteAnswer,
  type TCodeExecuteInput,
  type TCvInfo,
  type TInterviewCreateAnswer,
  type TInterviewFeedbackAnswer,
  type TInterviewHistoryAnswer,
  type TInterviewNextQuestionAnswer,
  type TInterviewStartAnswer,
  type TInterviewSubmitAnswerInput,
  type TProcessCvAnswer,
  type TTraining,
  type TTranscribeAnswer,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type ApiDataAnswer } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/load-errors';
import { userKeys } from '../../../lib/query-keys';
import { postFile, postJsonKeepingFailures, requireJson } from './transport';

const enc = encodeURIComponent;

export const interviewKeys = {
  history: [...userKeys.all, 'interviews'] as const,
  profileCv: [...userKeys.all, 'interviews', 'profile-cv'] as const,
  feedback: (id: string) => [...userKeys.all, 'interviews', id, 'feedback'] as const,
  trainings: ['trainings', 'all'] as const,
};

/** GET /api/interviews: the person's interviews with their scores, newest first. */
export function useInterviewHistory() {
  return useQuery({
    queryKey: interviewKeys.history,
    queryFn: async ({ signal }) =>
      requireJson(await api.get<TInterviewHistoryAnswer>('/api/interviews', { signal })).interviews,
  });
}

export interface ProfileCvForInterview {
  info: TCvInfo;
  text: string;
}

/**
 * The profile CV for the interview (§2.2): GET /api/user/cv, then its text from GET /api/user/cv/text.
 * Null when there is no CV on file; an error (so the screen switches to upload) when the text cannot
 * be loaded.
 */
export function useProfileCvForInterview() {
  return useQuery({
    queryKey: interviewKeys.profileCv,
    queryFn: async ({ signal }): Promise<ProfileCvForInterview | null> => {
      let info: TCvInfo;
      try {
        info = requireJson(await api.get<ApiDataAnswer<TCvInfo>>('/api/user/cv', { signal })).data;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      let text: string;
      try {
        const answer = requireJson(
          await api.get<{ success: true; text: string }>('/api/user/cv/text', { signal }),
        );
        text = typeof answer.text === 'string' ? answer.text : '';
      } catch {
        throw new Error(M.cvTextUnavailable);
      }
      if (text.trim() === '') throw new Error(M.cvTextUnavailable);
      return { info, text };
    },
    retry: false,
    staleTime: 60_000,
  });
}

/** POST /api/interviews/process-cv: the text of an uploaded CV with its counts. */
export function useProcessCv() {
  return useMutation({
    mutationFn: async (file: File) =>
      (await postFile<TProcessCvAnswer>('/api/interviews/process-cv', 'cv', file, file.name)).data,
  });
}

export type CvChoice = { kind: 'profile' } | { kind: 'text'; text: string };

/** What create and start gave: the interview, its questions and the first one. */
export interface StartedInterview {
  id: string;
  questions: TInterviewStartAnswer['questions'];
  firstQuestion: NonNullable<TInterviewStartAnswer['firstQuestion']>;
}

/** Which of the two steps failed, so the screen can say "Failed to create" or "Failed to start". */
export class InterviewStepError extends Error {
  override readonly name = 'InterviewStepError';
  constructor(
    readonly step: 'create' | 'start',
    override readonly cause: unknown,
    message: string,
  ) {
    super(message);
  }
}

const reason = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message.replace(/[.\s]+$/, '') : 'Unknown error';

/**
 * Create (POST /api/interviews/create, or create-with-profile-cv) then start (PUT .../start): §4
 * "setup goes to interview once the interview has been created and started".
 */
export function useCreateAndStartInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      jobDescription,
      cv,
    }: {
      jobDescription: string;
      cv: CvChoice;
    }): Promise<StartedInterview> => {
      const common = {
        jobTitle: INTERVIEW_JOB_TITLE,
        jobDescription,
        difficulty: INTERVIEW_DIFFICULTY,
        questionCount: INTERVIEW_QUESTION_COUNT,
      };
      let created: TInterviewCreateAnswer;
      try {
        created = requireJson(
          cv.kind === 'profile'
            ? await api.post<TInterviewCreateAnswer>('/api/interviews/create-with-profile-cv', {
                ...common,
                useProfileCV: true,
              })
            : await api.post<TInterviewCreateAnswer>('/api/interviews/create', {
                ...common,
                resumeText: cv.text,
              }),
        );
      } catch (error) {
        throw new InterviewStepError('create', error, `Failed to create interview: ${reason(error)}`);
      }
      if (!created.interview?.questions?.length) {
        throw new InterviewStepError('create', null, M.noQuestions);
      }
      const id = created.interview.id;
      let started: TInterviewStartAnswer;
      try {
        started = requireJson(await api.put<TInterviewStartAnswer>(`/api/interviews/${enc(id)}/start`));
      } catch (error) {
        throw new InterviewStepError('start', error, `Failed to start interview: ${reason(error)}`);
      }
      const questions = started.questions?.length ? started.questions : created.interview.questions;
      const firstQuestion = started.firstQuestion ?? questions[0];
      if (!firstQuestion) throw new InterviewStepError('start', null, M.noQuestions);
      return { id, questions, firstQuestion };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: interviewKeys.history }),
  });
}

/** POST /api/interviews/{id}/submit-answer: answers the per-question feedback (object or JSON string). */
export async function submitAnswer(id: string, body: TInterviewSubmitAnswerInput): Promise<unknown> {
  const answer = requireJson(
    await api.post<{ success: true; feedback: unknown }>(`/api/interviews/${enc(id)}/submit-answer`, body),
  );
  return answer.feedback;
}

/** GET /api/interviews/{id}/next-question */
export async function fetchNextQuestion(id: string): Promise<TInterviewNextQuestionAnswer> {
  return requireJson(await api.get<TInterviewNextQuestionAnswer>(`/api/interviews/${enc(id)}/next-question`));
}

/** PUT /api/interviews/{id}/complete */
export async function completeInterview(id: string): Promise<void> {
  requireJson(await api.put<{ success: true }>(`/api/interviews/${enc(id)}/complete`));
}

/** GET /api/interviews/{id}/feedback */
export async function fetchFeedback(id: string): Promise<TInterviewFeedbackAnswer['feedback']> {
  return requireJson(await api.get<TInterviewFeedbackAnswer>(`/api/interviews/${enc(id)}/feedback`)).feedback;
}

/** POST /api/code/execute: a failed run (compile error, time limit) is an answer, not an error. */
export function useRunCode() {
  return useMutation({
    mutationFn: (input: TCodeExecuteInput) =>
      postJsonKeepingFailures<TCodeExecuteAnswer>('/api/code/execute', input),
  });
}

/**
 * POST /api/interviews/transcribe with the recording as multipart field `audio`, and `context` (the
 * question and the job description): their words bias the server's recognizer towards what the answer
 * is likely to say (docs/speech.md).
 */
export async function transcribe(audio: Blob, context = ''): Promise<TTranscribeAnswer> {
  const type = audio.type || 'audio/webm';
  const extension = type.includes('wav') ? 'wav' : type.includes('mp4') ? 'm4a' : 'webm';
  const answer = await postFile<TTranscribeAnswer>(
    '/api/interviews/transcribe',
    'audio',
    audio,
    `answer.${extension}`,
    { fields: { context: context.slice(0, SPEECH_CONTEXT_MAX_CHARS) } },
  );
  if (!answer.success) throw new ApiError(200, answer.error || 'No speech was recognised');
  return answer;
}

/** GET /api/trainings/all: the catalogue, for trainings that address weak areas. */
export function useAllTrainings(enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.trainings,
    queryFn: async ({ signal }) =>
      requireJson(await api.get<ApiDataAnswer<TTraining[]>>('/api/trainings/all', { signal })).data ?? [],
    enabled,
    staleTime: 5 * 60_000,
  });
}
