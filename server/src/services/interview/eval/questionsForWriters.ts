/**
 * Writes the questions an interview-answer writer gets (docs/blind-kit/INTERVIEW.md): `npx tsx
 * questionsForWriters.ts <from> <to> > questions.json`, the bank's questions from..to (1-based, inclusive),
 * each with its id, text, type and key points (the points' words left out).
 */
import { bankQuestions } from './questions';

const [from, to] = process.argv.slice(2).map(Number);
const all = [...bankQuestions().values()];
const chosen = all.slice((from ?? 1) - 1, to ?? all.length);
const forWriters = chosen.map((q) => ({
  questionId: q.questionId,
  question: q.question,
  type: q.type,
  keyPoints: q.keyPoints.map((p) => p.point),
}));
console.log(JSON.stringify(forWriters, null, 2));
