import { describe, expect, it } from 'vitest';
import { speechMetrics } from './metrics';
import type { TimedWord } from './types';

/** Words spoken one after another, each `length` seconds long, with `gap` seconds between them. */
function timed(text: string, { start = 0, length = 0.3, gap = 0.1 } = {}): TimedWord[] {
  let at = start;
  return text.split(/\s+/).map((word) => {
    const w = { word, start: at, end: at + length };
    at += length + gap;
    return w;
  });
}

describe('speechMetrics', () => {
  it('gives zeros and empty lists for a recording without words', () => {
    expect(speechMetrics([], 4.26)).toEqual({
      durationSeconds: 4.3,
      wordsPerMinute: 0,
      fillerWords: [],
      longPauses: [],
    });
  });

  it('measures words per minute over the speaking time, not the silence around it', () => {
    // 10 words, 0.4 s apart from start to start, from 1 s to the last one's end at 4.9 s: 10 words in 3.9 s.
    const words = timed('one two three four five six seven eight nine ten', { start: 1 });
    const metrics = speechMetrics(words, 30);
    expect(metrics.durationSeconds).toBe(30);
    expect(metrics.wordsPerMinute).toBe(Math.round((10 / 3.9) * 60));
  });

  it('counts hesitations, two-word fillers and the adverbs people lean on, most frequent first', () => {
    const words = timed(
      'um I basically built the api uh you know with node and um it was actually kind of fast sort of um',
    );
    expect(speechMetrics(words, 10).fillerWords).toEqual([
      { word: 'um', count: 3 },
      { word: 'actually', count: 1 },
      { word: 'basically', count: 1 },
      { word: 'kind of', count: 1 },
      { word: 'sort of', count: 1 },
      { word: 'uh', count: 1 },
      { word: 'you know', count: 1 },
    ]);
  });

  it('counts "like" only as a filler, not as a verb or a comparison', () => {
    const words = timed('I like React and it looks like Vue but like it was like really fast');
    expect(speechMetrics(words, 10).fillerWords).toEqual([{ word: 'like', count: 2 }]);
  });

  it('counts "so" when it opens a clause, not in the middle of one', () => {
    const opening = timed('so I made it so fast');
    const afterPause = [...timed('it was slow'), ...timed('so we cached it', { start: 5 })];
    expect(speechMetrics(opening, 5).fillerWords).toEqual([{ word: 'so', count: 1 }]);
    expect(speechMetrics(afterPause, 8).fillerWords).toEqual([{ word: 'so', count: 1 }]);
  });

  it('does not count "kind of" in "what kind of"', () => {
    expect(speechMetrics(timed('what kind of database did you use'), 5).fillerWords).toEqual([]);
  });

  it('reports silences over 2 seconds between words, not at the start or the end', () => {
    const words = [
      ...timed('I started with tests', { start: 3 }),
      ...timed('then I wrote the code', { start: 8 }),
      ...timed('and shipped', { start: 10.2 }),
    ];
    const { longPauses } = speechMetrics(words, 20);
    // "tests" ends at 3 + 3 * 0.4 + 0.3 = 4.5; "then" starts at 8. "code" ends at 9.9; "and" at 10.2.
    expect(longPauses).toEqual([{ start: 4.5, end: 8, seconds: 3.5 }]);
  });

  it('reads words in spoken order whatever order they arrive in, and ignores case and punctuation', () => {
    const words = timed('Um, so. I BUILT it!').reverse();
    const metrics = speechMetrics(words, 3);
    expect(metrics.fillerWords).toEqual([
      { word: 'so', count: 1 },
      { word: 'um', count: 1 },
    ]);
  });
});
