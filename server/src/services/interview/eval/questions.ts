/**
 * Every question of the bank as the interview stores it, `{tech}` templates filled with one technology each:
 * what `npm run eval:interview` grades and what the answer writers are given (`questionsForWriters.ts`).
 */
import { entryByName } from '../../analysis/taxonomy';
import {
  BEHAVIOURAL_BANK,
  CATEGORY_BANK,
  NO_TECH_QUESTION,
  PROBLEM_SOLVING_BANK,
  TECH_BANK,
  type BankQuestion,
} from '../bank';
import { behaviouralTopic } from '../generate';
import type { StoredQuestion } from '../types';

/** The technology each category template was asked about (as the writers saw it). */
const CATEGORY_SAMPLE: Record<string, string> = {
  'Programming Languages': 'Kotlin',
  'Frameworks & Libraries': 'Vue.js',
  Databases: 'Cassandra',
  'Cloud & DevOps': 'Terraform',
  generic: 'Jira',
};

/** Every question of the bank as the interview stores it, by bank id. */
export function bankQuestions(): Map<string, StoredQuestion> {
  const out = new Map<string, StoredQuestion>();
  const add = (q: BankQuestion, type: StoredQuestion['type'], topic: string, tech?: string) => {
    const question = tech ? q.question.replaceAll('{tech}', tech) : q.question;
    out.set(q.id, {
      questionId: q.id,
      bankId: q.id,
      question,
      type,
      difficulty: 'intermediate',
      expectedComplexity: null,
      starterCode: null,
      topic,
      keyPoints: q.keyPoints,
      context: [topic.toLowerCase()],
    });
  };
  for (const [key, t] of Object.entries(TECH_BANK)) {
    const name = entryByName(key)?.name ?? key;
    add(t.technical, 'technical', name);
    add(t.conceptual, 'technical_conceptual', name);
  }
  for (const [category, t] of Object.entries(CATEGORY_BANK)) {
    const tech = CATEGORY_SAMPLE[category] ?? 'Jira';
    add(t.technical, 'technical', tech, tech);
    add(t.conceptual, 'technical_conceptual', tech, tech);
  }
  add(NO_TECH_QUESTION, 'technical', 'Software projects');
  for (const q of BEHAVIOURAL_BANK) add(q, 'behavioral', behaviouralTopic(q.id));
  for (const q of PROBLEM_SOLVING_BANK) add(q, 'problem-solving', 'Debugging and system design');
  return out;
}
