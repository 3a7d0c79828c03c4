import { INTERVIEW_DIFFICULTY } from '@launchpad/shared';
import { parseJobDescription, parseResume, type TaxonomyEntry } from '../analysis';
import {
  BEHAVIOURAL_BANK,
  CATEGORY_BANK,
  PROBLEM_SOLVING_BANK,
  NO_TECH_QUESTION,
  TECH_BANK,
  type BankQuestion,
  type TechQuestions,
} from './bank';
import { CODING_BANK, starterCodeFor, type CodingProblem } from './coding';
import { termFound } from './evaluateText';
import type { StoredQuestion } from './types';

/** What the job and the CV say, as the question picker uses it. */
export interface InterviewProfile {
  /** Technical technologies the job asks for, required and title ones first. */
  jobTechnologies: TaxonomyEntry[];
  /** Technical technologies of the CV, strongest evidence first, with the line that shows each. */
  cvTechnologies: { entry: TaxonomyEntry; evidence: string; used: boolean }[];
  /** Job technologies the CV shows / lacks. */
  matched: TaxonomyEntry[];
  missing: TaxonomyEntry[];
  /** Lower-cased job description and the job's significant words. */
  jobText: string;
  jobKeywords: string[];
  cvText: string;
}

export function readProfile(jobDescription: string, resumeText: string): InterviewProfile {
  const job = parseJobDescription(jobDescription);
  const resume = parseResume(resumeText);
  const order = (r: (typeof job.requirements)[number]) =>
    (r.inTitle ? 0 : 2) + (r.importance === 'required' ? 0 : 1) + (r.dutiesOnly ? 1 : 0);
  const jobTechnologies: TaxonomyEntry[] = [];
  for (const requirement of [...job.requirements].sort((a, b) => order(a) - order(b))) {
    for (const entry of requirement.options) {
      if (entry.technical && !jobTechnologies.some((e) => e.name === entry.name)) jobTechnologies.push(entry);
    }
  }
  const evidenceRank = { used: 0, certified: 1, listed: 2, implied: 3 } as const;
  const cvTechnologies = resume.technologies
    .filter((t) => t.entry.technical)
    .sort(
      (a, b) => evidenceRank[a.evidenceLevel] - evidenceRank[b.evidenceLevel] || b.usedLines - a.usedLines,
    )
    .map((t) => ({ entry: t.entry, evidence: t.evidence, used: t.evidenceLevel === 'used' }));
  const cvNames = new Set(cvTechnologies.map((t) => t.entry.name));
  return {
    jobTechnologies,
    cvTechnologies,
    matched: jobTechnologies.filter((e) => cvNames.has(e.name)),
    missing: jobTechnologies.filter((e) => !cvNames.has(e.name)),
    jobText: jobDescription.toLowerCase(),
    jobKeywords: job.keywords.slice(0, 12).map((k) => k.word.toLowerCase()),
    cvText: resumeText.toLowerCase(),
  };
}

/** A stable number from text: ties between equally fitting questions are broken by the job and the CV. */
export function stableHash(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const hasBank = (entry: TaxonomyEntry) => Boolean(TECH_BANK[entry.name.toLowerCase()]);

function techQuestions(entry: TaxonomyEntry): TechQuestions {
  return TECH_BANK[entry.name.toLowerCase()] ?? CATEGORY_BANK[entry.category] ?? CATEGORY_BANK.generic!;
}

const fill = (q: BankQuestion, tech: string): BankQuestion => ({
  ...q,
  question: q.question.replaceAll('{tech}', tech),
});

/** The cue words found in a text, counted once each. */
const cueHits = (cues: string[], text: string) => cues.filter((cue) => termFound(text, cue)).length;

function pickByCues<T extends { cues: string[] }>(items: T[], text: string, seed: number): T {
  const scored = items.map((item, i) => ({ item, hits: cueHits(item.cues, text), i }));
  const best = Math.max(...scored.map((s) => s.hits));
  const top = scored.filter((s) => s.hits === best);
  return top[seed % top.length]!.item;
}

/**
 * Picks the interview's questions (5 by default): a technical depth question on a technology the job wants
 * and the CV shows, a concept question on one the job wants and the CV lacks, a behavioural question fitted
 * to what the job stresses, a problem-solving scenario from the job's domain, and a coding problem.
 */
export function generateLocalQuestions(input: {
  jobDescription: string;
  resumeText: string;
  difficulty?: string;
  questionCount: number;
}): StoredQuestion[] {
  const profile = readProfile(input.jobDescription, input.resumeText);
  const seed = stableHash(`${input.jobDescription}\n${input.resumeText}`);
  const difficulty = input.difficulty ?? INTERVIEW_DIFFICULTY;
  const context = [
    ...profile.jobTechnologies.slice(0, 8).map((e) => e.name.toLowerCase()),
    ...profile.jobKeywords.slice(0, 8),
  ];
  const used = new Set<string>();

  // 1. Technical depth: a job technology the CV shows (with a bank entry first), else the CV's strongest.
  const depthCandidates = [
    ...profile.matched.filter(hasBank),
    ...profile.matched,
    ...profile.cvTechnologies.map((t) => t.entry).filter(hasBank),
    ...profile.cvTechnologies.map((t) => t.entry),
  ];
  const depthTech = depthCandidates[0];
  const technical: StoredQuestion = (() => {
    const bank = depthTech ? fill(techQuestions(depthTech).technical, depthTech.name) : NO_TECH_QUESTION;
    const evidence = depthTech
      ? profile.cvTechnologies.find((t) => t.entry.name === depthTech.name)?.evidence
      : undefined;
    const quoted = evidence && evidence.length <= 160 ? `Your CV says: "${evidence.trim()}". ` : '';
    used.add(bank.id);
    return {
      questionId: '',
      bankId: bank.id,
      question: `${quoted}${bank.question}`,
      type: 'technical',
      difficulty,
      expectedComplexity: null,
      starterCode: null,
      topic: depthTech?.name ?? 'Software projects',
      keyPoints: bank.keyPoints,
      context,
    };
  })();

  // 2. Concept: a job technology the CV lacks, else another job technology, else one of the CV's.
  const conceptCandidates = [
    ...profile.missing.filter(hasBank),
    ...profile.missing,
    ...profile.matched.filter((e) => e.name !== depthTech?.name),
    ...profile.cvTechnologies.map((t) => t.entry).filter((e) => e.name !== depthTech?.name && hasBank(e)),
  ];
  const conceptTech = conceptCandidates[0];
  const conceptual: StoredQuestion = (() => {
    const bank = conceptTech
      ? fill(techQuestions(conceptTech).conceptual, conceptTech.name)
      : TECH_BANK[depthTech?.name === 'REST APIs' ? 'git' : 'rest apis']!.conceptual;
    used.add(bank.id);
    return {
      questionId: '',
      bankId: bank.id,
      question: bank.question,
      type: 'technical_conceptual',
      difficulty,
      expectedComplexity: null,
      starterCode: null,
      topic: conceptTech?.name ?? (depthTech?.name === 'REST APIs' ? 'Git' : 'REST APIs'),
      keyPoints: bank.keyPoints,
      context,
    };
  })();

  // 3. Behavioural: the question whose cues the job description stresses most.
  const behaviouralBank = pickByCues(BEHAVIOURAL_BANK, profile.jobText, seed);
  const behavioural: StoredQuestion = {
    questionId: '',
    bankId: behaviouralBank.id,
    question: behaviouralBank.question,
    type: 'behavioral',
    difficulty,
    expectedComplexity: null,
    starterCode: null,
    topic: behaviouralTopic(behaviouralBank.id),
    keyPoints: behaviouralBank.keyPoints,
    context,
  };

  // 4. Problem solving: a scenario from the job's domain.
  const techWords = profile.jobTechnologies.map((e) => e.name.toLowerCase()).join(' ');
  const scenario = pickByCues(PROBLEM_SOLVING_BANK, `${profile.jobText} ${techWords}`, seed >>> 3);
  const problemSolving: StoredQuestion = {
    questionId: '',
    bankId: scenario.id,
    question: scenario.question,
    type: 'problem-solving',
    difficulty,
    expectedComplexity: null,
    starterCode: null,
    topic: 'Debugging and system design',
    keyPoints: scenario.keyPoints,
    context,
  };

  // 5. Coding: the problem that fits the job and the CV best.
  const cvWords = profile.cvTechnologies.map((t) => t.entry.name.toLowerCase()).join(' ');
  const problem = pickByCues(CODING_BANK, `${profile.jobText} ${techWords} ${cvWords}`, seed >>> 7);
  const coding = codingQuestion(problem, difficulty, context);

  const slots = [technical, conceptual, behavioural, problemSolving, coding];
  const questions: StoredQuestion[] = [];
  for (let i = 0; i < input.questionCount; i++) questions.push({ ...slots[i % slots.length]! });
  return questions.map((q, i) => ({ ...q, questionId: `q${i + 1}-${q.bankId}` }));
}

export function codingQuestion(
  problem: CodingProblem,
  difficulty: string,
  context: string[],
): StoredQuestion {
  return {
    questionId: '',
    bankId: problem.id,
    question: `${problem.title}\n\n${problem.statement}`,
    type: 'coding',
    difficulty,
    expectedComplexity: problem.expectedComplexity,
    starterCode: starterCodeFor(problem),
    topic: 'Algorithms and data structures',
    examples: problem.examples,
    keyPoints: [],
    tests: problem.tests,
    context,
  };
}

export function behaviouralTopic(id: string): string {
  const topics: Record<string, string> = {
    'beh-teamwork-conflict': 'Teamwork',
    'beh-deadline': 'Time management',
    'beh-learning': 'Learning agility',
    'beh-mistake': 'Ownership',
    'beh-feedback': 'Receiving feedback',
    'beh-initiative': 'Initiative',
  };
  return topics[id] ?? 'Communication';
}

/** The coding problem of the bank a question came from. */
export const codingProblemOf = (bankId: string) => CODING_BANK.find((p) => p.id === bankId);
