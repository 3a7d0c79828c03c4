import { describe, expect, it } from 'vitest';
import { buildVocabulary, contextWords, inflections, ipaToPhones } from './vocabulary';

const DICT = new Map([
  ['the', ['DH AH']],
  ['test', ['T EH S T']],
  ['tested', ['T EH S T AH D']],
  ['tests', ['T EH S T S']],
  ['node', ['N OW D']],
  ['i', ['AY']],
]);

describe('the recognizer vocabulary', () => {
  it('reads the words of a context once each, in lower case', () => {
    expect([...contextWords("Node.js, PostgreSQL; the team's APIs. Node").keys()]).toEqual([
      'node',
      'js',
      'postgresql',
      'the',
      "team's",
      'apis',
    ]);
  });

  it('spells the usual other forms of a word', () => {
    expect(inflections('test')).toEqual(expect.arrayContaining(['tests', 'tested', 'testing']));
    expect(inflections('deploy')).toEqual(expect.arrayContaining(['deploys', 'deployed', 'deploying']));
    expect(inflections('query')).toEqual(expect.arrayContaining(['queries', 'queried']));
    expect(inflections('it')).toEqual([]);
  });

  it('turns espeak-ng IPA into CMU phones, refusing unknown sounds', () => {
    expect(ipaToPhones('p_ˈoʊ_s_t_ɡ_ɹ_ɛ_s_k_əl')).toBe('P OW S T G R EH S K AH L');
    expect(ipaToPhones('k_j_ˈuː_b_ɚ_n_ˌiː_t_s')).toBe('K Y UW B ER N IY T S');
    expect(ipaToPhones('q_ʘ')).toBeNull();
  });

  it('weights the context words above the everyday ones and adds guessed pronunciations', async () => {
    const vocabulary = await buildVocabulary('Node and PostgreSQL testing', DICT, async (spellings) => {
      expect(spellings).toEqual(['and', 'PostgreSQL', 'testing']);
      return new Map([['postgresql', 'P OW S T G R EH S K Y UW EH L']]);
    });
    const probability = (word: string) =>
      Number(
        vocabulary.arpa
          .split('\n')
          .find((line) => line.endsWith(` ${word}`))
          ?.split(' ')[0],
      );
    expect(probability('node')).toBeGreaterThan(probability('the'));
    expect(probability('postgresql')).toBe(probability('node'));
    expect(vocabulary.dict).toContain('postgresql P OW S T G R EH S K Y UW EH L\n');
    expect(vocabulary.arpa).toMatch(/^\\data\\\nngram 1=\d+\n/);
    expect(vocabulary.arpa).not.toContain(' testing'); // no pronunciation: left out
  });
});
