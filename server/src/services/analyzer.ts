import { z } from 'zod';
import {
  ANALYSIS_MESSAGES as M,
  ZAnalysisResult,
  type TAnalysisResult,
  type TTechnology,
} from '@launchpad/shared';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { askModelForJson } from './openaiChat';

export interface AnalyzerOutput {
  results: TAnalysisResult[];
  extractedTechnologies: TTechnology[];
  provider: 'local' | 'openai';
}

export interface Analyzer {
  analyze(input: {
    resumeText: string;
    jobDescriptions: string[];
    pageCount?: number;
  }): Promise<AnalyzerOutput>;
}

/**
 * The built-in engine, loaded on first use (its taxonomy matcher takes a moment to build) so the server
 * starts answering at once; main.ts warms it up right after listening.
 */
export const loadEngine = () => import('./analysis');

const ZModelAnswer = z.object({ results: z.array(ZAnalysisResult) });
const MODEL_ANSWER_SCHEMA = z.toJSONSchema(ZModelAnswer);

const SYSTEM_PROMPT = [
  'You are a meticulous technical recruiter and career coach reviewing a CV against job descriptions.',
  'Answer only JSON: {"results": [...]} with exactly one result per job description, in the given order.',
  'matchPercentage: integer 0-100 from how well the CV covers the required (more weight) and preferred',
  'requirements, experience and education. Quote the CV line that proves each strength. contentWeaknesses name',
  'missing requirements; structureWeaknesses name concrete problems in the CV; recommendations say exactly',
  'what to change. jobTitle and company from the description ("Software Engineering Position" and "Company"',
  'when absent). isNonTechRole is true for non-technical roles. message: one sentence summary.',
].join(' ');

/**
 * The analysis engine the app uses: an OpenAI-compatible model when configured, the built-in engine
 * otherwise. Technologies always come from the built-in engine (deterministic, and what the skills
 * assessment rates). When the model times out, fails or answers something that does not validate, the
 * built-in engine answers instead and each result's message says so.
 */
export function createAnalyzer(config: Config['openai'], log: Logger): Analyzer {
  return {
    async analyze({ resumeText, jobDescriptions, pageCount }) {
      const { analyzeResume } = await loadEngine();
      // "Present" in a CV means today: experience is counted up to now.
      const local = analyzeResume({ resumeText, jobDescriptions, pageCount, asOf: new Date() });
      if (!config) return { ...local, provider: 'local' };
      try {
        const results = await askModel(config, resumeText, jobDescriptions, local.extractedTechnologies);
        return { results, extractedTechnologies: local.extractedTechnologies, provider: 'openai' };
      } catch (error) {
        log.warn({ err: error }, 'AI analysis failed; answering with the built-in engine');
        return {
          results: local.results.map((result) => ({
            ...result,
            message: `${result.message} ${M.localFallback}`.trim(),
          })),
          extractedTechnologies: local.extractedTechnologies,
          provider: 'local',
        };
      }
    },
  };
}

async function askModel(
  config: NonNullable<Config['openai']>,
  resumeText: string,
  jobDescriptions: string[],
  technologies: TTechnology[],
): Promise<TAnalysisResult[]> {
  const user = [
    `CV:\n"""\n${resumeText}\n"""`,
    `Technologies found in the CV: ${technologies.map((t) => t.name).join(', ') || 'none'}`,
    ...jobDescriptions.map((jd, i) => `Job description ${i + 1}:\n"""\n${jd}\n"""`),
  ].join('\n\n');
  const parsed = await askModelForJson(config, {
    name: 'cv_analysis',
    schema: MODEL_ANSWER_SCHEMA,
    answer: ZModelAnswer,
    system: SYSTEM_PROMPT,
    user,
  });
  if (parsed.results.length !== jobDescriptions.length)
    throw new Error('model answered the wrong number of results');
  return parsed.results.map((result) => ({
    ...result,
    matchPercentage: Math.max(0, Math.min(100, Math.round(result.matchPercentage))),
  }));
}
