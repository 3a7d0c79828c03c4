import { z } from 'zod';
import {
  DEFAULT_FEEDBACK_SCORE,
  DEFAULT_FEEDBACK_VALUE,
  INTERVIEW_MESSAGES as M,
  isCodingQuestionType,
  type TQuestionFeedback,
} from '@launchpad/shared';
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import type { CodeRunner } from '../code-runner/types';
import { askModelForJson } from '../openaiChat';
import { evaluateCodeAnswer } from './evaluateCode';
import { evaluateTextAnswer } from './evaluateText';
import { generateLocalQuestions } from './generate';
import { computeOverallFeedback } from './overall';
import type { AnswerToGrade, InterviewEngine, StoredQuestion } from './types';

export type { InterviewEngine, StoredQuestion } from './types';
export { toPublicQuestion } from './types';

/** Grades an answer with the built-in rules: code in the sandbox against the hidden tests, words by measure. */
export async function evaluateLocally(runner: CodeRunner, answer: AnswerToGrade): Promise<TQuestionFeedback> {
  const { question } = answer;
  if (answer.answerMode === 'code' || (isCodingQuestionType(question.type) && answer.code.trim())) {
    if (!answer.language) throw new Error(M.languageRequired);
    if (question.tests?.length) return evaluateCodeAnswer(runner, question, answer.code, answer.language);
  }
  const text = answer.text.trim() || answer.code.trim();
  return evaluateTextAnswer(question, text, answer.answerMode === 'audio' ? 'audio' : 'text', answer.speech);
}

/** The built-in engine: deterministic, offline. */
export function createLocalInterviewEngine(runner: CodeRunner): InterviewEngine {
  return {
    async generateQuestions(input) {
      return { questions: generateLocalQuestions(input), provider: 'local' };
    },
    evaluateAnswer: (answer) => evaluateLocally(runner, answer),
    async overallFeedback(input) {
      return computeOverallFeedback(input);
    },
  };
}

const ZModelQuestions = z.object({
  questions: z
    .array(
      z.object({
        type: z.enum(['technical', 'technical_conceptual', 'behavioral', 'problem-solving']),
        question: z.string().min(10).max(1000),
        topic: z.string().min(1).max(80),
        keyPoints: z
          .array(
            z.object({
              point: z.string().min(1).max(200),
              terms: z.array(z.string().min(1).max(40)).min(1).max(8),
            }),
          )
          .min(2)
          .max(8),
      }),
    )
    .min(1)
    .max(10),
});
const ZModelFeedback = z.object({
  score: z.number(),
  strengths: z.array(z.string()).max(8),
  improvements: z.array(z.string()).max(8),
  detailedAnalysis: z.string(),
  communicationClarity: z.number(),
  technicalAccuracy: z.number(),
  questionRelevance: z.number(),
});
const QUESTIONS_SCHEMA = z.toJSONSchema(ZModelQuestions);
const FEEDBACK_SCHEMA = z.toJSONSchema(ZModelFeedback);

const QUESTIONS_PROMPT = [
  'You are an experienced software engineering interviewer preparing a mock interview for an internship candidate.',
  'Answer only JSON {"questions": [...]} with exactly the question types requested, in that order.',
  'technical: a depth question about a technology the job wants and the CV shows, quoting the CV.',
  'technical_conceptual: a concept question about a technology the job wants that the CV lacks.',
  'behavioral: a behavioural question the STAR method answers, fitted to what the job stresses.',
  "problem-solving: a realistic debugging or design scenario from the job's domain.",
  'Each question lists 4-6 keyPoints a complete answer covers, each with 2-6 lower-case terms that show it is covered.',
  'Intermediate difficulty. Never ask for personal data.',
].join(' ');

const FEEDBACK_PROMPT = [
  'You are a fair, specific interview coach grading one answer of a mock interview for a software internship.',
  'Answer only JSON. score 0-100; communicationClarity, technicalAccuracy and questionRelevance 0-10.',
  'Judge technical accuracy against the key points; for behavioural questions check the STAR structure.',
  "Strengths and improvements must quote the candidate's own words where possible and name missing key points.",
].join(' ');

const clamp = (x: number, max: number) =>
  Number.isFinite(x) ? Math.max(0, Math.min(max, Math.round(x))) : undefined;

/**
 * The interview engine the app uses: an OpenAI-compatible model when configured, the built-in engine
 * otherwise (as the CV analyzer does). With a model, the model writes the questions answered in words and
 * grades those answers; coding questions always come from the bank (they need tests that are known to be
 * right) and code answers are always run against them; the overall feedback is always computed from the
 * grades (the admin view aggregates it). Whenever the model fails, times out or answers something invalid,
 * the built-in engine answers instead.
 */
export function createInterviewEngine(
  config: Config['openai'],
  runner: CodeRunner,
  log: Logger,
): InterviewEngine {
  const local = createLocalInterviewEngine(runner);
  if (!config) return local;
  return {
    async generateQuestions(input) {
      const { questions } = await local.generateQuestions(input);
      const wordQuestions = questions.filter((q) => !isCodingQuestionType(q.type));
      try {
        const answer = await askModelForJson(config, {
          name: 'interview_questions',
          schema: QUESTIONS_SCHEMA,
          answer: ZModelQuestions,
          system: QUESTIONS_PROMPT,
          user: [
            `Job title: ${input.jobTitle}`,
            `Job description:\n"""\n${input.jobDescription}\n"""`,
            `CV:\n"""\n${input.resumeText}\n"""`,
            `Question types, in order: ${wordQuestions.map((q) => q.type).join(', ')}`,
          ].join('\n\n'),
        });
        if (answer.questions.length !== wordQuestions.length)
          throw new Error('model answered the wrong number of questions');
        let next = 0;
        const merged: StoredQuestion[] = questions.map((q, i) => {
          if (isCodingQuestionType(q.type)) return q;
          const m = answer.questions[next++]!;
          return {
            ...q,
            questionId: `q${i + 1}-ai${i + 1}`,
            bankId: `ai:${i + 1}`,
            type: m.type,
            question: m.question,
            topic: m.topic,
            keyPoints: m.keyPoints.map((p) => ({
              point: p.point,
              terms: p.terms.map((t) => t.toLowerCase()),
            })),
          };
        });
        return { questions: merged, provider: 'openai' };
      } catch (error) {
        log.warn({ err: error }, 'AI question generation failed; using the built-in bank');
        return { questions, provider: 'local' };
      }
    },
    async evaluateAnswer(answer) {
      const localFeedback = await evaluateLocally(runner, answer);
      if (localFeedback.responseType === 'code') return localFeedback;
      try {
        const m = await askModelForJson(config, {
          name: 'answer_feedback',
          schema: FEEDBACK_SCHEMA,
          answer: ZModelFeedback,
          system: FEEDBACK_PROMPT,
          user: [
            `Question (${answer.question.type}): ${answer.question.question}`,
            `Key points: ${answer.question.keyPoints.map((p) => p.point).join('; ')}`,
            `Answer (${answer.answerMode}):\n"""\n${answer.text}\n"""`,
          ].join('\n\n'),
        });
        return {
          ...localFeedback,
          score: clamp(m.score, 100) ?? DEFAULT_FEEDBACK_SCORE,
          strengths: m.strengths,
          improvements: m.improvements,
          detailedAnalysis: m.detailedAnalysis,
          communicationClarity: clamp(m.communicationClarity, 10) ?? DEFAULT_FEEDBACK_VALUE,
          technicalAccuracy: clamp(m.technicalAccuracy, 10) ?? DEFAULT_FEEDBACK_VALUE,
          questionRelevance: clamp(m.questionRelevance, 10) ?? DEFAULT_FEEDBACK_VALUE,
        };
      } catch (error) {
        log.warn({ err: error }, 'AI answer feedback failed; using the built-in grader');
        return localFeedback;
      }
    },
    overallFeedback: local.overallFeedback,
  };
}
