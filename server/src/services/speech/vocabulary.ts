import { readFile } from 'node:fs/promises';
import { GENERAL_WORDS } from './generalWords';
import { runTool } from './tools';

/**
 * The local recognizer's bias: a small language model whose vocabulary is the everyday words of an answer
 * plus every word of the question and the job (weighted up), and a pronunciation for each. Words the
 * CMU dictionary lacks (PostgreSQL, Kubernetes, TypeScript) get one from espeak-ng's phonemes.
 */

export type Pronunciations = Map<string, string[]>;

const dictionaries = new Map<string, Promise<Pronunciations>>();

/** The CMU pronouncing dictionary shipped with the model, read once. */
export function loadDictionary(file: string): Promise<Pronunciations> {
  const loaded = dictionaries.get(file);
  if (loaded) return loaded;
  const loading = readFile(file, 'utf8')
    .then((text) => {
      const map: Pronunciations = new Map();
      for (const line of text.split('\n')) {
        const [head, ...phones] = line.trim().split(/\s+/);
        if (!head || phones.length === 0) continue;
        const word = head.replace(/\(\d+\)$/, '');
        const list = map.get(word);
        if (list) list.push(phones.join(' '));
        else map.set(word, [phones.join(' ')]);
      }
      return map;
    })
    .catch((error: unknown) => {
      dictionaries.delete(file);
      throw error;
    });
  dictionaries.set(file, loading);
  return loading;
}

/** Words of a text as the recognizer spells them (lower case, letters and apostrophes), with their first spelling. */
export function contextWords(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const token of text.match(/[A-Za-z][A-Za-z']*/g) ?? []) {
    const word = token.toLowerCase().replace(/'+$/, '');
    if (word.length > 0 && word.length <= 40 && !words.has(word)) words.set(word, token);
  }
  return words;
}

/**
 * Other forms of a word an answer is likely to use ("test" in a job ad, "tested" and "tests" in the answer):
 * plural and third person, past, and -ing, as spelled by the usual rules. Only forms the dictionary knows
 * are kept, so a wrong guess ("fixs") never reaches the recognizer.
 */
export function inflections(word: string): string[] {
  if (word.length < 3 || word.includes("'")) return [];
  const stem = word.replace(/e$/, '');
  const forms = [`${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${stem}ing`, `${word}ing`];
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  if (/s$/.test(word)) forms.push(word.slice(0, -1));
  return forms.filter((form) => form !== word);
}

/** IPA (as espeak-ng writes it) to the CMU phone set of the acoustic model. */
const IPA: Record<string, string> = {
  p: 'P',
  b: 'B',
  t: 'T',
  d: 'D',
  k: 'K',
  ɡ: 'G',
  g: 'G',
  f: 'F',
  v: 'V',
  θ: 'TH',
  ð: 'DH',
  s: 'S',
  z: 'Z',
  ʃ: 'SH',
  ʒ: 'ZH',
  h: 'HH',
  m: 'M',
  n: 'N',
  ŋ: 'NG',
  l: 'L',
  ɫ: 'L',
  ɹ: 'R',
  r: 'R',
  w: 'W',
  j: 'Y',
  tʃ: 'CH',
  dʒ: 'JH',
  ɾ: 'T',
  x: 'K',
  ʔ: '',
  i: 'IY',
  iː: 'IY',
  ɪ: 'IH',
  ᵻ: 'IH',
  e: 'EH',
  ɛ: 'EH',
  æ: 'AE',
  a: 'AA',
  ɑ: 'AA',
  ɑː: 'AA',
  ɒ: 'AA',
  ɔ: 'AO',
  ɔː: 'AO',
  o: 'OW',
  oː: 'AO',
  ʊ: 'UH',
  u: 'UW',
  uː: 'UW',
  ʌ: 'AH',
  ə: 'AH',
  ɐ: 'AH',
  ɚ: 'ER',
  ɜ: 'ER',
  ɜː: 'ER',
  əl: 'AH L',
  eɪ: 'EY',
  aɪ: 'AY',
  aʊ: 'AW',
  oʊ: 'OW',
  əʊ: 'OW',
  ɔɪ: 'OY',
  iə: 'IY AH',
  eə: 'EH R',
  ʊə: 'UH R',
  aɪə: 'AY ER',
  n̩: 'AH N',
  l̩: 'AH L',
};

/** One espeak-ng IPA word ("p_ˈoʊ_s_t_ɡ_ɹ_ɛ_s_k_əl") as CMU phones, or null if a sound is unknown. */
export function ipaToPhones(ipa: string): string | null {
  const phones: string[] = [];
  for (const raw of ipa.split(/[_\s]+/)) {
    const sound = raw.replace(/[ˈˌ‿-]/g, '');
    if (!sound) continue;
    const mapped = IPA[sound] ?? IPA[sound.replace(/ː/g, '')];
    if (mapped === undefined) return null;
    if (mapped) phones.push(mapped);
  }
  return phones.length > 0 ? phones.join(' ') : null;
}

/** Pronunciations for words the dictionary lacks, from espeak-ng (one call for all); none without espeak-ng. */
export async function guessPronunciations(
  espeak: string | null,
  spellings: string[],
  timeoutMs: number,
): Promise<Map<string, string>> {
  const guessed = new Map<string, string>();
  if (!espeak || spellings.length === 0) return guessed;
  // "APIs": espeak-ng reads an acronym's plural as a word; it is the spelled acronym and a "z".
  const acronymPlural = (spelling: string) => /^[A-Z]{2,}s$/.test(spelling);
  const input = spellings.map((spelling) => (acronymPlural(spelling) ? spelling.slice(0, -1) : spelling));
  const result = await runTool(espeak, ['-v', 'en-us', '-q', '--ipa', '--sep=_'], {
    timeoutMs,
    input: input.join('\n') + '\n',
  }).catch(() => null);
  if (!result || result.code !== 0 || result.timedOut) return guessed;
  const lines = result.stdout.split('\n').filter((line) => line.trim());
  if (lines.length !== spellings.length) return guessed; // out of step: better no guess than a wrong one
  spellings.forEach((spelling, index) => {
    const phones = ipaToPhones(lines[index]!);
    if (phones) guessed.set(spelling.toLowerCase(), acronymPlural(spelling) ? `${phones} Z` : phones);
  });
  return guessed;
}

/** How much likelier a word of the question or the job is than an everyday word (×4, ours, measured). */
const CONTEXT_WEIGHT = 4;
/** ...and another form of such a word. */
const INFLECTION_WEIGHT = 2;
/** Words of the context looked up at most (5000 characters hold fewer than this). */
const MAX_CONTEXT_WORDS = 1500;
/** Words of the context sent to espeak-ng at most. */
const MAX_GUESSED = 300;

export interface Vocabulary {
  /** A unigram language model in ARPA text form. */
  arpa: string;
  /** The pronunciation dictionary, in the recognizer's format. */
  dict: string;
  size: number;
}

/** The language model and dictionary for one transcription, biased towards the words of `context`. */
export async function buildVocabulary(
  context: string,
  pronunciations: Pronunciations,
  guess: (spellings: string[]) => Promise<Map<string, string>>,
): Promise<Vocabulary> {
  const fromContext = [...contextWords(context)].slice(0, MAX_CONTEXT_WORDS);
  const unknown = fromContext.filter(([word]) => !pronunciations.has(word)).map(([, spelling]) => spelling);
  const guessed = await guess(unknown.slice(0, MAX_GUESSED));

  const weights = new Map<string, number>();
  for (const word of GENERAL_WORDS) if (pronunciations.has(word)) weights.set(word, 1);
  const everyday = new Set(GENERAL_WORDS);
  for (const [word] of fromContext) {
    if (everyday.has(word)) continue; // "and" has no useful other form, "test" does
    for (const form of inflections(word)) {
      if (pronunciations.has(form)) weights.set(form, Math.max(weights.get(form) ?? 0, INFLECTION_WEIGHT));
    }
  }
  for (const [word] of fromContext) {
    if (pronunciations.has(word) || guessed.has(word)) weights.set(word, CONTEXT_WEIGHT);
  }

  const words = [...weights.keys()].sort();
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0) + 1; // + 1 for </s>
  const log10 = (value: number) => Math.log10(value).toFixed(4);
  const arpa = [
    '\\data\\',
    `ngram 1=${words.length + 2}`,
    '',
    '\\1-grams:',
    '-99.0000 <s>',
    `${log10(1 / total)} </s>`,
    ...words.map((word) => `${log10(weights.get(word)! / total)} ${word}`),
    '',
    '\\end\\',
    '',
  ].join('\n');
  const dict = words
    .flatMap((word) =>
      (pronunciations.get(word) ?? [guessed.get(word)!]).map(
        (phones, index) => `${index === 0 ? word : `${word}(${index + 1})`} ${phones}`,
      ),
    )
    .join('\n');
  return { arpa, dict: dict + '\n', size: words.length };
}
