/**
 * `npm run eval:interview`: grades written answers to every question of the bank through the same function
 * the API uses for a typed answer, and reports, per part (tune: may be read while tuning; blind: never):
 * - ordering: the share of questions where good > fair > poor;
 * - off-topic and keyword-list answers: mean, max and the share at or under 25 and 30;
 * - strengths: of the "Covered <point>: "<quote>"" strengths given to good and fair answers whose point the
 *   writer labelled, the share whose quote is a sentence the writer said makes that point; and the claimed
 *   points the writer found no sentence for.
 *
 * The answers were written by helpers who never saw the grader (docs/interview-eval.md); `{tech}` questions are
 * filled with the technology the writers were given. Misses are listed for the tune part only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { evaluateTextAnswer, measureText } from '../evaluateText';
import type { StoredQuestion } from '../types';
import { bankQuestions } from './questions';

const ZAnswers = z.array(
  z.object({
    questionId: z.string(),
    good: z.string(),
    fair: z.string(),
    poor: z.string(),
    offTopic: z.string(),
    keywords: z.string(),
  }),
);
const ZPointLabels = z.record(
  z.string(),
  z.object({
    good: z.record(z.string(), z.array(z.string())).optional(),
    fair: z.record(z.string(), z.array(z.string())).optional(),
  }),
);

type Part = 'tune' | 'blind';
const read = (part: Part, file: string) =>
  JSON.parse(readFileSync(new URL(`./${part}/${file}`, import.meta.url), 'utf8')) as unknown;

const norm = (s: string) => s.replace(/\s+/g, ' ').replace(/[“”"]/g, '').trim().toLowerCase();
/** A quote matches a labelled sentence when one holds the other (quotes may be cut with "…"). */
const sameSentence = (quote: string, labelled: string) => {
  const q = norm(quote.replace(/…$/, ''));
  const l = norm(labelled);
  return l.includes(q) || q.includes(l);
};

/** `--verbose`: what made a tune answer's score (never for the blind part). */
const verbose = process.argv.includes('--verbose');
function explain(q: StoredQuestion, text: string): string {
  const m = measureText(q, text, null);
  const f = (x: number) => x.toFixed(2);
  return ` (covered ${m.covered.map((p) => p.point).join(' | ') || 'nothing'}; relevance ${f(m.relevance)}, structure ${f(m.structure)}, specificity ${f(m.specificity)}, clarity ${f(m.clarity)})`;
}

const questions = bankQuestions();
const misses: string[] = [];
let hidden = 0;
const rows = [];
// `--tune-only`: leaves the blind part unread, for runs made while tuning (its row is for measuring once).
const parts: Part[] = process.argv.includes('--tune-only') ? ['tune'] : ['tune', 'blind'];
for (const part of parts) {
  // A part holds one or more answer sets: answers.json with points-labels.json, answers-<set>.json with
  // points-labels-<set>.json (a blind part moved to tune keeps its own files).
  const sets = existsSync(new URL(`./${part}/`, import.meta.url))
    ? readdirSync(new URL(`./${part}/`, import.meta.url))
        .flatMap((f) => {
          const set = /^answers(-[\w-]+)?\.json$/.exec(f);
          return set ? [set[1] ?? ''] : [];
        })
        .sort()
    : [];
  if (sets.length === 0) {
    console.log(`${part}: no answers written yet`);
    continue;
  }
  const answerSets = sets.map((suffix) => ({
    answers: ZAnswers.parse(read(part, `answers${suffix}.json`)),
    labels: ZPointLabels.parse(read(part, `points-labels${suffix}.json`)),
  }));
  const answers = answerSets.flatMap((set) => set.answers.map((a) => ({ ...a, labels: set.labels })));
  const note = (s: string) => (part === 'tune' ? misses.push(s) : hidden++);
  let ordered = 0;
  const off: number[] = [];
  const keys: number[] = [];
  let quotesChecked = 0;
  let quotesRight = 0;
  let unsupported = 0;
  let claimed = 0;
  for (const a of answers) {
    const q = questions.get(a.questionId);
    if (!q) throw new Error(`${part}: no bank question ${a.questionId}`);
    const grade = (text: string) => evaluateTextAnswer(q, text, 'text', null);
    const g = grade(a.good);
    const f = grade(a.fair);
    const p = grade(a.poor);
    if (g.score > f.score && f.score > p.score) ordered++;
    else
      note(
        `ORDER ${q.bankId}: good ${g.score} fair ${f.score} poor ${p.score}${
          part === 'tune' && verbose ? `\n    fair${explain(q, a.fair)}\n    poor${explain(q, a.poor)}` : ''
        }`,
      );
    const o = grade(a.offTopic).score;
    const k = grade(a.keywords).score;
    off.push(o);
    keys.push(k);
    if (o > 25)
      note(`OFF-TOPIC ${q.bankId}: ${o}${part === 'tune' && verbose ? explain(q, a.offTopic) : ''}`);
    if (k > 30) note(`KEYWORDS ${q.bankId}: ${k}`);
    for (const [kind, feedback] of [
      ['good', g],
      ['fair', f],
    ] as const) {
      const byPoint = a.labels[q.bankId]?.[kind] ?? {};
      for (const s of feedback.strengths) {
        const m = /^Covered (.+?): "(.*)"$/.exec(s);
        if (!m) continue;
        claimed++;
        const said = byPoint[m[1]!];
        if (!said || said.length === 0) {
          unsupported++;
          note(`UNLABELLED ${q.bankId} ${kind}: ${m[1]} <- "${m[2]}"`);
          continue;
        }
        quotesChecked++;
        if (said.some((l) => sameSentence(m[2]!, l))) quotesRight++;
        else note(`QUOTE ${q.bankId} ${kind}: ${m[1]} <- "${m[2]}"`);
      }
    }
  }
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)} %` : '—');
  const mean = (xs: number[]) => (xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)).toFixed(0);
  rows.push({
    part,
    questions: answers.length,
    'good > fair > poor': `${ordered}/${answers.length} (${pct(ordered, answers.length)})`,
    'off-topic <= 25': pct(off.filter((x) => x <= 25).length, off.length),
    'off-topic mean/max': `${mean(off)} / ${Math.max(0, ...off)}`,
    'keywords <= 30': pct(keys.filter((x) => x <= 30).length, keys.length),
    'keywords mean/max': `${mean(keys)} / ${Math.max(0, ...keys)}`,
    'quotes that make their point': `${quotesRight}/${quotesChecked} (${pct(quotesRight, quotesChecked)})`,
    'points claimed, none labelled': `${unsupported}/${claimed}`,
  });
}

console.log('\nLaunchpad interview grading evaluation (typed answers, local grader)\n');
console.table(rows);
if (misses.length || hidden) {
  console.log('\nMisses in the tune part:');
  for (const m of misses) console.log(`  ${m}`);
  if (hidden) console.log(`  (${hidden} more in the blind part, not listed so that nobody tunes on them)`);
}
