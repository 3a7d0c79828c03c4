import type { Knex } from 'knex';
import {
  ANALYSIS_MESSAGES as M,
  nextMonthStart,
  PLAN_LIMITS,
  type TAnalysisResult,
  type TTechnology,
} from '@launchpad/shared';
import { Forbidden, ValidationError } from '../lib/errors';
import { AnalysisRun } from '../models/AnalysisRun';
import { Cv } from '../models/Cv';
import { SavedAnalysis } from '../models/SavedAnalysis';
import { SkillsAssessment } from '../models/SkillsAssessment';
import { User } from '../models/User';
import { loadEngine, type Analyzer } from './analyzer';
import { hasReadableText, readCvFile, type UploadedFile } from './cvs';

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

async function analysesThisMonth(userId: string, now: Date, trx?: Knex.Transaction): Promise<number> {
  return AnalysisRun.query(trx).where({ userId }).where('createdAt', '>=', monthStart(now)).resultSize();
}

/** The CV to analyse: the uploaded PDF, or the profile CV when asked for. */
async function cvToAnalyse(
  userId: string,
  file: UploadedFile | undefined,
  useProfileCV: boolean,
): Promise<{ text: string; hash: string; pageCount: number; usedProfileCV: boolean }> {
  if (file) {
    const read = await readCvFile(file);
    if (!hasReadableText(read)) throw new ValidationError(M.cvHasNoText);
    return { text: read.text, hash: read.sha256, pageCount: read.pageCount, usedProfileCV: false };
  }
  if (!useProfileCV) throw new ValidationError(M.needCv);
  const cv = await Cv.query().findById(userId).select('text', 'sha256', 'pageCount');
  if (!cv) throw new ValidationError(M.noProfileCv);
  if (!hasReadableText(cv)) throw new ValidationError(M.cvHasNoText);
  return { text: cv.text, hash: cv.sha256, pageCount: cv.pageCount, usedProfileCV: true };
}

/**
 * Runs an analysis for `user` under their plan's limits (basic: 1 description per analysis and 5
 * analyses per calendar month, UTC; premium: up to 5 and unlimited) and records it. The monthly count is
 * checked before the work and again, under a lock on the user, before recording, so parallel requests
 * cannot exceed it.
 */
export async function runAnalysis(
  db: Knex,
  analyzer: Analyzer,
  user: User,
  input: { file?: UploadedFile; useProfileCV: boolean; jobDescriptions: string[] },
  now = new Date(),
) {
  const limits = PLAN_LIMITS[user.accountPlan];
  if (input.jobDescriptions.length > limits.descriptionsPerAnalysis)
    throw new Forbidden(M.basicOneDescription);
  const monthlyLimit = limits.analysesPerMonth;
  const resetsAt = nextMonthStart(now);
  const refuseMonthly = () =>
    new Forbidden(M.basicMonthlyLimit.replace('{date}', resetsAt.toISOString().slice(0, 10)));
  if (monthlyLimit !== null && (await analysesThisMonth(user.id, now)) >= monthlyLimit) throw refuseMonthly();

  const cv = await cvToAnalyse(user.id, input.file, input.useProfileCV);
  const output = await analyzer.analyze({
    resumeText: cv.text,
    jobDescriptions: input.jobDescriptions,
    pageCount: cv.pageCount,
  });

  const used = await db.transaction(async (trx) => {
    await User.query(trx).findById(user.id).forUpdate();
    const before = await analysesThisMonth(user.id, now, trx);
    if (monthlyLimit !== null && before >= monthlyLimit) throw refuseMonthly();
    await AnalysisRun.query(trx).insert({
      userId: user.id,
      resumeHash: cv.hash,
      jobDescriptions: input.jobDescriptions,
      results: output.results,
      extractedTechnologies: output.extractedTechnologies,
      provider: output.provider,
      usedProfileCv: cv.usedProfileCV,
    });
    return before + 1;
  });

  const { averageMatch } = await loadEngine();
  return {
    analysis: output.results,
    resumeHash: cv.hash,
    resumeText: cv.text,
    extractedTechnologies: output.extractedTechnologies,
    averageMatch: averageMatch(output.results),
    usedProfileCV: cv.usedProfileCV,
    provider: output.provider,
    usage: {
      used,
      limit: monthlyLimit,
      resetsAt: monthlyLimit === null ? null : resetsAt.toISOString(),
    },
  };
}

export async function saveAnalysis(
  userId: string,
  input: {
    results: TAnalysisResult[];
    jobDescriptions: string[];
    resumeHash: string;
    usedProfileCV: boolean;
    extractedTechnologies: TTechnology[];
  },
): Promise<SavedAnalysis> {
  return SavedAnalysis.query().insertAndFetch({
    userId,
    results: input.results,
    jobDescriptions: input.jobDescriptions,
    resumeHash: input.resumeHash,
    usedProfileCv: input.usedProfileCV,
    extractedTechnologies: input.extractedTechnologies,
  });
}

/**
 * Saves a skills assessment from the user's ratings of the technologies of an analysed CV. The SWOT lists
 * read the job descriptions the user analysed for that CV, so the hash must be one of their analyses.
 */
export async function saveRatings(
  userId: string,
  input: { resumeHash: string; technologies: TTechnology[] },
): Promise<SkillsAssessment> {
  const runs = await AnalysisRun.query()
    .where({ userId, resumeHash: input.resumeHash })
    .orderBy('createdAt', 'desc')
    .limit(5)
    .select('jobDescriptions');
  if (runs.length === 0) throw new ValidationError(M.resumeHashRequired);
  const jobDescriptions = [...new Set(runs.flatMap((run) => run.jobDescriptions))];
  const { buildAssessment } = await loadEngine();
  const assessment = buildAssessment({ ratings: input.technologies, jobDescriptions });
  return SkillsAssessment.query().insertAndFetch({
    userId,
    resumeHash: input.resumeHash,
    assessmentType: 'SWOT Analysis',
    ...assessment,
    completedAt: new Date(),
  });
}
