import { describe, expect, it } from 'vitest';
import { parseModernPocketsphinx, parsePocketsphinx } from './localEngine';

describe('reading the recognizer', () => {
  it('reads pocketsphinx_continuous word timings, dropping silence, sentence marks and noise', () => {
    const output = [
      'i built a rest api',
      '<s> 0.000 0.020 1.000000',
      'i 0.030 0.070 0.062560',
      'built 0.080 0.390 1.000000',
      '<sil> 0.400 0.460 0.427629',
      '[NOISE] 0.470 0.500 0.9',
      'and(2) 5.170 5.340 0.632577',
      '</s> 6.450 6.730 1.000000',
    ].join('\n');
    expect(parsePocketsphinx(output)).toEqual([
      { word: 'i', start: 0.03, end: 0.07 },
      { word: 'built', start: 0.08, end: 0.39 },
      { word: 'and', start: 5.17, end: 5.34 },
    ]);
  });

  it('reads pocketsphinx 5 line-delimited JSON, skipping lines that are not results', () => {
    const output = [
      'INFO: something on stdout',
      '{"b":0.000,"d":1.250,"p":1.000,"t":"i built","w":[{"b":0.000,"d":0.030,"p":1.000,"t":"<s>"},{"b":0.030,"d":0.040,"p":0.9,"t":"i"},{"b":0.080,"d":0.310,"p":1.000,"t":"built(2)"}]}',
      '{"b":4.4,"d":0.1,"p":1,"t":"","w":[]}',
      '{"broken": ',
    ].join('\n');
    const words = parseModernPocketsphinx(output);
    expect(words.map((w) => w.word)).toEqual(['i', 'built']);
    expect(words[1]!.start).toBeCloseTo(0.08);
    expect(words[1]!.end).toBeCloseTo(0.39);
  });
});
