/**
 * Ordinary English words (`an-array-of-english-words`, about 275,000 lower-case words), to tell a product's
 * name ("Riverpod", "Debezium") from a capitalised word ("Testing", "August") where nothing else can. Loaded
 * on first use.
 */
import { createRequire } from 'node:module';

let words: ReadonlySet<string> | undefined;

/** Whether `word` (one word, any case) is an ordinary English word. */
export function isEnglishWord(word: string): boolean {
  if (/\s/.test(word.trim())) return false;
  words ??= new Set(createRequire(import.meta.url)('an-array-of-english-words') as string[]);
  return words.has(word.trim().toLowerCase());
}
