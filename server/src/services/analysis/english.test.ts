import { describe, expect, it } from 'vitest';
import { wordRarity } from './english';
import { stem } from './text';

describe('wordRarity', () => {
  it('is 0 for everyday words and grows with rarity', () => {
    for (const w of ['people', 'work', 'good']) expect(wordRarity(stem(w))).toBe(0);
    for (const w of ['report', 'team']) expect(wordRarity(stem(w))).toBeLessThan(1);
    expect(wordRarity(stem('kitchen'))).toBeGreaterThan(1);
    expect(wordRarity(stem('genomic'))).toBeGreaterThan(wordRarity(stem('kitchen')));
    expect(wordRarity(stem('surveyor'))).toBeGreaterThan(0);
  });

  it('reads a word by its stem, so its forms weigh alike', () => {
    expect(wordRarity(stem('isolates'))).toBe(wordRarity(stem('isolate')));
  });

  it('counts a word the list lacks as seen once, the rarest', () => {
    expect(wordRarity(stem('kererū'))).toBe(wordRarity(stem('genomic')));
  });
});
