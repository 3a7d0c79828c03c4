import { SPEECH_LONG_PAUSE_SECONDS, type TSpeechMetrics } from '@launchpad/shared';
import type { TimedWord } from './types';

/** Fillers of two words, counted as one filler. */
const PHRASES = new Map([
  ['you know', ['you', 'know']],
  ['i mean', ['i', 'mean']],
  ['kind of', ['kind', 'of']],
  ['sort of', ['sort', 'of']],
]);
/** Always fillers: hesitation sounds and the adverbs people lean on. */
const ALWAYS = new Set(['um', 'uh', 'er', 'erm', 'hmm', 'basically', 'actually', 'literally']);
/** "like" is a filler except where it means "to like" or "similar to". */
const LIKE_IS_MEANT_AFTER = new Set([
  'i',
  'we',
  'you',
  'they',
  'would',
  "i'd",
  "we'd",
  "you'd",
  "they'd",
  'looks',
  'look',
  'looked',
  'feels',
  'feel',
  'felt',
  'seems',
  'seem',
  'sounds',
  'things',
  'something',
  'anything',
  'really',
  "don't",
  "didn't",
  'not',
]);
/** A pause before a word at least this long starts a new clause (for "so" as an opener). */
const CLAUSE_GAP_SECONDS = 0.5;

const HESITATIONS = new Set(['um', 'uh', 'er', 'erm', 'hmm']);
/** First word, after a pause, or after a hesitation ("um, so..."). */
const opensClause = (word: TimedWord, previous: TimedWord | undefined) =>
  !previous || word.start - previous.end >= CLAUSE_GAP_SECONDS || HESITATIONS.has(previous.word);

const normalise = (word: string) =>
  word
    .toLowerCase()
    .replace(/\(\d+\)$/, '')
    .replace(/[^a-z']/g, '');

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * How the candidate spoke, from the recognised words and their timings:
 * - durationSeconds: the whole recording;
 * - wordsPerMinute: words over the time from the first word's start to the last word's end (the silence
 *   before and after the answer is not the candidate speaking slowly);
 * - fillerWords: each filler with its count, most frequent first. "like" counts unless it is a verb or a
 *   comparison ("I like", "looks like"), "so" only when it opens a clause (first word, after a pause
 *   or after a hesitation);
 * - longPauses: silences of more than 2 s between two words.
 */
export function speechMetrics(words: readonly TimedWord[], durationSeconds: number): TSpeechMetrics {
  const spoken = words
    .map((w) => ({ ...w, word: normalise(w.word) }))
    .filter((w) => w.word.length > 0)
    .sort((a, b) => a.start - b.start);

  const first = spoken[0];
  const last = spoken.at(-1);
  const span = first && last ? last.end - first.start : 0;
  const wordsPerMinute = span > 0 ? Math.round((spoken.length / span) * 60) : 0;

  const counts = new Map<string, number>();
  const add = (filler: string) => counts.set(filler, (counts.get(filler) ?? 0) + 1);
  for (let i = 0; i < spoken.length; i += 1) {
    const word = spoken[i]!.word;
    const previous = spoken[i - 1];
    const next = spoken[i + 1]?.word;
    const phrase = [...PHRASES].find(([, [a, b]]) => word === a && next === b);
    if (phrase && !(phrase[0] === 'kind of' && previous?.word === 'what')) {
      add(phrase[0]);
      i += 1;
      continue;
    }
    if (ALWAYS.has(word)) add(word);
    else if (word === 'like' && !(previous && LIKE_IS_MEANT_AFTER.has(previous.word))) add(word);
    else if (word === 'so' && opensClause(spoken[i]!, previous)) add(word);
  }
  const fillerWords = [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));

  const longPauses: TSpeechMetrics['longPauses'] = [];
  for (let i = 1; i < spoken.length; i += 1) {
    const gap = spoken[i]!.start - spoken[i - 1]!.end;
    if (gap > SPEECH_LONG_PAUSE_SECONDS) {
      longPauses.push({
        start: round(spoken[i - 1]!.end, 2),
        end: round(spoken[i]!.start, 2),
        seconds: round(gap, 1),
      });
    }
  }

  return { durationSeconds: round(Math.max(0, durationSeconds), 1), wordsPerMinute, fillerWords, longPauses };
}
