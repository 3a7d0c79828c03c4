/**
 * Items of a list of technologies are skills even when the vocabulary does not know them.
 *
 * A CV's Skills section, a labelled line ("Libraries: Retrofit, OkHttp, Gson") or a group in parentheses
 * after a technology ("Firebase (Crashlytics, Remote Config)") is a list. When the list is about technology
 * (its label says so, or most of its known items are technologies, or it belongs to a technology), every
 * item that reads like a product name ("Hangfire", "expo-sqlite", "Cloud SQL") is taken as a skill, named as
 * written. An item that is a known name plus more words ("Google Maps SDK", "Angular Reactive Forms") is
 * that whole product, not the known part; a known name plus a version or a level ("Java 17", "Python
 * (basic)") stays the known name.
 */
import {
  describedAsSomeone,
  firstStartingAt,
  isAddress,
  KIND_OF_PRODUCT_TAIL_RE,
  lineStarts,
  lookupTechnology,
  RELEASE,
  VERSION,
  PARTICIPLE,
  tokenAt,
  type TextIndex,
  type TechMatch,
} from './matcher';
import { isDatedLine, isMonthName } from './dates';
import { IMPLIED, isSoftware, keyOf, NOT_SKILLS, TAXONOMY, type TaxonomyEntry } from './taxonomy';
import { isEnglishWord, isMaker, isOrdinaryName, isPlaceOrLanguage, wordRarity } from './english';
import {
  CERTIFICATE_WORDS,
  escapeRegExp,
  isPluralAcronym,
  ITEM_SLASH,
  ITEM_SLASH_RE,
  LEGAL_FORM_END_RE,
  STOPWORDS,
  stem,
} from './text';

/** Words that name a kind of technology ("Tools", "Databases", "Front end"), as a heading does. */
const TECH_KIND_WORDS =
  'computer|protocols?|hardware|languages?|frameworks?|librar(?:y|ies)|tools?|tooling|technolog(?:y|ies)|tech|stack|databases?|platforms?|cloud|devops|testing|test|mobile|android|ios|web|front[- ]?end|back[- ]?end|data|ml|ai|analytics|infrastructure|software|packages|services|apis?|monitoring|security|ci\\/cd|version control|devices|systems|ide|editors?|environments?|orm|messaging';
/** A label that says the list is about technology ("Tools:", "Android libraries —", "Cloud / DevOps -"). */
const TECH_LABEL_RE = new RegExp(`\\b(?:${TECH_KIND_WORDS})\\b`, 'i');
/** A heading that names a kind of technology: those words, or "Technical" ("TECHNICAL SKILLS";
 * not a label: "Junior Technical Artist – Studio, Santiago" is a role). */
const TECH_HEADING_RE = new RegExp(`\\b(?:${TECH_KIND_WORDS}|technical)\\b`, 'i');
/** Whether a heading names a kind of technology ("Tools", "SOFTWARE", "Technical skills"). */
export const namesKindOfTechnology = (heading: string) => TECH_HEADING_RE.test(heading);
/** A job title or a qualification before a dash is a role or award line ("Junior Android Developer — Acme,
 * Dhaka", "Web Certificate — Launchpad, 2023"), not a list label. */
const ROLE_NOUN_RE =
  /\b(?:developer|engineer|intern|internship|analyst|designer|manager|assistant|officer|lead|consultant|specialist|tester|administrator|architect|trainee|associate|scientist|volunteer|tutor|mentor|certificate|certification|diploma|degree|award|course|bootcamp|student|apprentice)s?\b/i;
/** Managers that are tools, not people: "Package managers", "Repository managers", "Password manager". */
const TOOL_MANAGER_RE =
  /\b(?:package|repository|artifact|binary|password|secrets?|version|window|dependency|boot|file|download)\s+managers?\b/i;
/** A web address written without its scheme ("github.com/jdoe", "jdoe.vercel.app"). */
const WEB_ADDRESS_RE = /\b[\w-]+\.(?:com|io|dev|app|me|org|net|co|ai)\b/i;
/** A line's bullet or number. */
const BULLET_RE = /^\s*(?:[-•*▪●◦·→>]|\d{1,2}[.)])\s*/;
/** A label of courses or modules taken: their names are subjects, not products. */
const COURSES_LABEL_RE = /\b(?:course(?:work|s)?|modules?|subjects?|units?|papers?|electives?)\b/i;
/** How well one speaks ("iTaukei (native)", "Kinyarwanda (conversational)"): the item is a spoken language. */
const SPOKEN_LEVELS =
  'native|fluent|mother tongue|first language|conversational|bilingual|IELTS.*|C1|C2|B1|B2|A1|A2';
const SPOKEN_LEVEL_RE = new RegExp(`^(?:${SPOKEN_LEVELS})$`, 'i');
/** A group of release tags says which release, not which parts: "SAS 9.4 (M7/M8)", "E2B (R3)". */
const RELEASE_TAG_RE = /^[A-Z]\d{1,2}(?:\s*\/\s*[A-Z]?\d{1,2})*$/;
/** A group that only says how well ("Zabbix (basic)", "English (fluent)"): no group of parts. */
const PROFICIENCY_RE = new RegExp(
  `^(?:${SPOKEN_LEVELS}|professional|working|basic|intermediate|advanced|business|limited|elementary)$`,
  'i',
);
/**
 * "Label: items", "Label — items", "Label - items", "Label ...... items", "Label<tab>items" (a table row);
 * the label is a few words.
 */
const LABEL_RE = /^\s*([^:\t]{1,40}?)(\s*:|\s[–—-]\s|\s*\.{3,}|\s*…+|[ ]*\t| {3,})\s*(?=\S)/;
/** Separators between items at the top level of a list (a table's cells flattened to text are too). */
const SEPARATOR_RE = /\s*(?:[,;|•·▪\t]|\s\/\s|\s&\s|\s(?:and|or)\s| {3,})\s*/y;
/**
 * A version at the end of an unknown item's name ("Revit 2024", "NX 12", "Python 3.12"): a year, one or two
 * digits, a dotted number or a lettered release ("Oracle Forms 10g"); not the three digits a product is named
 * with ("Fusion 360", "TNC 640"). (A known name's version is read by `lookupTechnology`.)
 */
export const ITEM_VERSION_RE = new RegExp(
  String.raw`\s+v?(?:\d{1,2}|(?:19|20)\d{2})(?:\.\d+)*\+?$|\s+v?\d+(?:\.\d+)+\+?$|\s+${RELEASE}$`,
);
/** Words that join two names in one item ("Spark on YARN", "Django with Celery"). */
const JOINING_WORD_RE = /^(?:on|with|for|via|over|\+)$/i;
/** Words that say how well. */
const LEVELS = 'basic|beginner|intermediate|advanced|expert|fluent|native|proficient|familiar';
/** One of `words`, or a range of two ("Beginner–Intermediate"). */
const levelOrRange = (words: string) => String.raw`(?:${words})(?:\s*[–-]\s*(?:${words}))?`;
/**
 * What follows a known name without naming another product: a version ("17", "3.x", "v15–17", "ES2022+"), an
 * edition ("Community", "Free", "Express") or a level ("(basic)").
 */
const VERSION_OR_LEVEL_RE = new RegExp(
  String.raw`^\(?(?:${VERSION}|ES\d{1,4}\+?|(?:community|free|express|essentials)(?: edition)?|${levelOrRange(LEVELS)}|working knowledge|exposure|learning|some|a little)\)?$`,
  'i',
);
/** A level in a table's column of its own, or that column's heading. */
const LEVEL_WORDS = `${LEVELS}|working|good|strong|level|proficiency`;
const LEVEL_RE = new RegExp(`^${levelOrRange(LEVEL_WORDS)}$`, 'i');
/** How long, with or without its unit: "4", "<1", "2+ years", "1.5 yrs". */
const HOW_LONG = String.raw`<?\d+(?:\.\d+)?\+?`;
const YEARS_UNIT = String.raw`\s*(?:years?|yrs?)`;
/** A rating drawn or scored: "★★★★☆", "●●●○○", "■■□□□", "4/5", "8/10", "80%". */
const RATING = String.raw`[★☆✩✪⭐●○◉◯⬤■□▰▱]{2,}|\d{1,2}\s*\/\s*(?:5|10)|\d{2,3}\s*%`;
/** A table's cell that says how well or how long: "Advanced", "2 yrs", "★★★☆☆". */
const HOW_WELL_CELL_RE = new RegExp(
  String.raw`^(?:${levelOrRange(LEVEL_WORDS)}|${HOW_LONG}(?:${YEARS_UNIT})?|${RATING})$`,
  'i',
);
/** A row's last cells when they say how long or how well: "4 Advanced", "<1 Basic", "Advanced 2", "2 years". */
const LEVEL_COLUMNS_RE = new RegExp(
  String.raw`\s+(?:(?:${HOW_LONG}(?:${YEARS_UNIT})?\s+)?(?:${LEVELS})(?:\s+${HOW_LONG}(?:${YEARS_UNIT})?)?|${HOW_LONG}${YEARS_UNIT}|${RATING})\s*$`,
  'i',
);
const LEADING_QUALIFIER_RE =
  /^(?:(?:basic|some|a little|working knowledge of|knowledge of|familiar with|exposure to|experience with|learning|beginner|intermediate|advanced)\s+)+/i;
/**
 * A cloud's services are listed under its name without it ("AWS: ECR, Route 53", "Azure (Key Vault)"): the
 * prefixes its services' full names take.
 */
const CLOUD_PREFIXES: readonly [RegExp, readonly string[]][] = [
  [/^(?:aws|amazon web services|amazon)$/i, ['Amazon', 'AWS']],
  [/^(?:azure|microsoft azure)$/i, ['Azure', 'Microsoft Azure']],
  [/^(?:gcp|google cloud(?: platform)?)$/i, ['Google Cloud', 'Cloud']],
];
/**
 * The known product a list item names with its owner's name before it: a cloud's service ("AWS: ECR" is
 * Amazon ECR) or a product's part ("Firebase: Auth, Cloud Messaging" are Firebase Authentication and
 * Firebase Cloud Messaging); undefined when there is none.
 */
function ownersPart(owner: string | undefined, item: string): TaxonomyEntry | undefined {
  if (!owner) return undefined;
  const name = owner.trim();
  const prefixes =
    CLOUD_PREFIXES.find(([re]) => re.test(name))?.[1] ?? (lookupTechnology(name) ? [name] : []);
  for (const prefix of prefixes) {
    const entry = lookupTechnology(`${prefix} ${item}`);
    if (entry) return entry;
  }
  return undefined;
}

/** Words that may sit lower-case inside a product name ("Google Cloud for Startups", "Power of Attorney" no). */
const JOINING_WORDS = new Set(['of', 'for', 'to', 'the', 'on', 'de']);
const MAX_ITEM_WORDS = 4;

interface Item {
  start: number;
  end: number;
  /** The group in parentheses right after it, if any. */
  group: Item[];
}

/** Words for a person's role, where products are not named so (fewer than ROLE_NOUN_RE: "Affinity Designer"). */
const PERSON_ROLES =
  'developer|engineer|intern|analyst|officer|consultant|specialist|administrator|trainee|scientist|volunteer';
/**
 * Text that is not a product's name whatever its case: a certificate, a school and its grades, a duration,
 * a job title, a page footer. (Fewer role nouns than ROLE_NOUN_RE: "Affinity Designer", "Google Assistant",
 * "Secrets Manager" are products.)
 */
const NOT_A_NAME_RE = new RegExp(
  `@|\\b(?:certified|certificate|certification|degree|years?|months?|university|college|institute|school|academy|polytechnic|uni|c?gpa|wam|page|${PERSON_ROLES})\\b`,
  'i',
);
/** A test of a spoken language and its score ("TOEFL iBT 104", "English IELTS", "TOEIC 885"): no skill. */
const LANGUAGE_TEST_RE =
  /^(?:\p{L}+\s+)?(?:TOEFL|IELTS|TOEIC|PTE|DELF|DALF|DELE|JLPT|HSK|TOPIK|TestDaF|Duolingo English Test)\b/u;
/** An e-mail address or an international phone number. */
const CONTACT_RE = /[\w.+-]+@[\w-]+\.\w|\+\d{1,3}[\s-]?\(?\d{2,5}\)?[\s-]?\d{3,}/;
/** A short line with contact details ("Mobile: +91 98401 27365 | E-mail: ... | LinkedIn: ..."): no list of skills. */
const isContactLine = (line: string) => CONTACT_RE.test(line) && line.split(/\s+/).length <= 20;
/** One word that says what kind ("Tools", "Networking", "Web"), as a heading does, not a product. */
const KIND_WORD_RE = new RegExp(
  `^(?:${TECH_KIND_WORDS}|information|networks?|networking|scripting|workflows?|firewalls?|directory|gateways?|endpoints?|navigation|maps?|computers?|hardware|automation|reporting|design)$`,
  'i',
);
/**
 * A word only a product's name has: a capital or a digit inside a word with small letters ("FastQC",
 * "DESeq2"), not an acronym ("EPF", "OSPF") or a plain word.
 */
const PRODUCT_SHAPE_RE = /^(?=.*\p{Ll})(?:\p{L}+\p{Lu}|.*\p{L}\p{N})/u;

/** How rare a word must be (`wordRarity`) to name a product alone. */
const PRODUCT_WORD_RARITY = 3;
const isEveryday = (word: string) =>
  isEnglishWord(word) && wordRarity(stem(word.toLowerCase())) < PRODUCT_WORD_RARITY;

/** Whether a piece of text reads like the name of a product rather than a phrase or a duty. */
function isNameLike(name: string): boolean {
  if (name.length < 2 || name.length > 40 || !/^[\p{L}\p{N}.]/u.test(name) || !/\p{L}/u.test(name))
    return false;
  if (NOT_A_NAME_RE.test(name) || isAddress(name)) return false;
  const words = name.split(/\s+/);
  if (words.length > MAX_ITEM_WORDS) return false;
  if (NOT_SKILLS.has(keyOf(name.replace(ITEM_VERSION_RE, ''))) || LANGUAGE_TEST_RE.test(name)) return false;
  // An everyday word alone ("Other", "Tickets", "Boards": a table's label cell, a product's part) names no
  // product; a rarer one may ("Anchor", "Pothos", "Cabal").
  if (words.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(name) && isEveryday(name)) return false;
  // Words that only say what kind ("Web", "Testing Tools"), or a heading in capitals ("12 EXPERIENCE").
  if (
    words.every(
      (w) =>
        KIND_WORD_RE.test(w) || /^\d/.test(w) || (/^\p{Lu}{4,}$/u.test(w) && isEnglishWord(w.toLowerCase())),
    )
  )
    return false;
  return words.every(
    (w, i) =>
      /\p{Lu}|\p{N}|[.\-_+#/]\p{L}/u.test(w) || (i > 0 && i < words.length - 1 && JOINING_WORDS.has(w)),
  );
}

/**
 * A known name whose own spelling holds a list mark ("Weights & Biases"): not cut there. ("Agile/Scrum", an
 * alias of Agile, is still two items.)
 */
const writtenWithSeparator = (m: TechMatch) => /[&,/|;]/.test(m.entry.name);

/**
 * Cuts `[from, to)` of the text into items at its top level, with groups in parentheses; a known name is
 * never cut ("Weights & Biases").
 */
function itemsOf(text: string, from: number, to: number, known: readonly TechMatch[]): Item[] {
  const items: Item[] = [];
  let start = from;
  let i = from;
  /** The item a group in parentheses closed, while the words after the group still belong to it. */
  let continued: Item | undefined;
  const close = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /[\s.]/.test(text[e - 1]!)) e--;
    // "Engineering for Production (MLOps) Specialization": the words after the group end the same item.
    if (e > s && continued) continued.end = e;
    else if (e > s) items.push({ start: s, end: e, group: [] });
    continued = undefined;
  };
  // (Only names written with a separator can span one: looked for among those alone, once.)
  const withSeparator = known.filter(writtenWithSeparator);
  while (i < to) {
    const spanning = withSeparator.find((m) => m.start < i && m.end > i);
    if (spanning) {
      i = spanning.end;
      continue;
    }
    const ch = text[i]!;
    if (ch === '(' || ch === '[') {
      const end = closingOf(text, i, to);
      close(i);
      const group = itemsOf(text, i + 1, end, known);
      const owner = items[items.length - 1];
      if (owner && owner.end === trimEnd(text, start, i)) owner.group.push(...group);
      else items.push(...group);
      i = end + 1;
      start = i;
      continued = owner?.group.length ? owner : undefined;
      continue;
    }
    SEPARATOR_RE.lastIndex = i;
    const sep = SEPARATOR_RE.exec(text);
    if (sep && sep[0].length > 0 && sep.index === i) {
      close(i);
      i += sep[0].length;
      start = i;
      continue;
    }
    i++;
  }
  close(to);
  return items;
}

/** "end-to-end", "open-source", "real-time": a compound of ordinary words, not a name. */
const ordinaryCompound = (word: string) => /^[\p{Ll}-]+$/u.test(word) && word.split('-').every(isEnglishWord);

/**
 * A name no dictionary holds that opens with no English word and names no place or language ("Drush", "DDEV",
 * "Visma Horizon", not "Wrote ESP32", "Fiji Hindi", "IS 456:2000"): beside technologies, a technology too.
 */
function isCoinedName(name: string): boolean {
  const words = name.split(/\s+/);
  return (
    name.length >= 3 &&
    isNameLike(name) &&
    !/\d:\d/.test(name) &&
    !isEnglishWord(words[0]!) &&
    !ordinaryCompound(words[0]!) &&
    !ROLE_NOUN_RE.test(name) &&
    !LEGAL_FORM_END_RE.test(name) &&
    !isPlaceOrLanguage(name) &&
    !words.some(isPlaceOrLanguage)
  );
}

/**
 * A name written as only products are ("SendGrid", "Cat6", "go_router"), for a tool named beside no technology
 * of its own line: not a capitalised word, which may be a person ("with Kofi"), a bare acronym ("GMT", "EHCPs")
 * or a possessive ("IBM's"); and not a known name waiting for its own context ("Kafka").
 */
const isShapedLikeAProduct = (name: string) =>
  (name.split(/\s+/).some((w) => PRODUCT_SHAPE_RE.test(w)) || /^\p{Ll}[\p{Ll}\p{N}]*_\p{Ll}/u.test(name)) &&
  !isPluralAcronym(name) &&
  !/['’]s$/u.test(name) &&
  !lookupTechnology(name);

/** One lower-case word no dictionary holds, as a command-line tool is named ("sqlmap", "mdadm", "tfsec"). */
const isLowerCaseToolName = (name: string) =>
  /^\p{Ll}[\p{Ll}\p{N}_-]{1,18}[\p{Ll}\p{N}]$/u.test(name) &&
  !ordinaryCompound(name) &&
  !isEnglishWord(name) &&
  !isPlaceOrLanguage(name) &&
  !NOT_SKILLS.has(keyOf(name));

/**
 * A word after a joining mark that makes the word before it describe something ("Python-based", "SQL-like",
 * "Kotlin-first", "server-side"), not a package's name.
 */
const DESCRIBING_TAIL_RE =
  /^(?:based|like|style|only|first|heavy|specific|friendly|ready|compatible|native|centric|savvy|aware|free|side|level|wide|type|ish|\p{Ll}+ed)$/u;

/** A name of its own around known names read inside it: its place in the text, and those names. */
interface NameAroundKnown {
  start: number;
  end: number;
  inside: TechMatch[];
}

/** "BehaviorTree.CPP", "Video.js", "Steamworks.NET": a capitalised name with its language's suffix. */
const DOTTED_NAME_RE =
  /(?<![\p{L}\p{N}.@/_-])\p{Lu}[\p{L}\p{N}]*\.(?:js|jl|CPP|NET)(?![\p{L}\p{N}]|\.\p{L})/gu;

/**
 * Names of their own with known names read inside them: a longer lower-case word joined by hyphens or underscores
 * ("wasm" in "wasm-bindgen", "cargo" in "cargo-fuzz", "elm" in "elm-review") is a package's name, not the known
 * one, unless its other parts only describe ("python-based"); a library named with its language's suffix is no
 * language of its own ("Zorkplay.js" no JavaScript, "BehaviorTree.CPP" no C++), unless the vocabulary knows the
 * whole name (Node.js).
 */
function namesAroundKnown(
  text: string,
  from: number,
  to: number,
  known: readonly TechMatch[],
): NameAroundKnown[] {
  const out: NameAroundKnown[] = [];
  for (const w of text
    .slice(from, to)
    .matchAll(/(?<![\p{L}\p{N}.@/_-])[\p{Ll}\p{N}]+(?:[-_][\p{Ll}\p{N}]+)+(?![\p{L}\p{N}@/_-]|\.\p{L})/gu)) {
    const start = from + w.index;
    const end = start + w[0].length;
    const inside = known.filter((m) => m.start >= start && m.end <= end);
    if (inside.length === 0 || inside.some((m) => m.start === start && m.end === end)) continue;
    const rest = inside.reduce((r, m) => r.replace(text.slice(m.start, m.end), ' '), w[0]);
    const parts = rest.split(/[-_\s]+/).filter(Boolean);
    if (parts.length === 0 || parts.every((p) => DESCRIBING_TAIL_RE.test(p) || /^\d+$/.test(p))) continue;
    if (ordinaryCompound(w[0]) || isPlaceOrLanguage(w[0]) || parts.some((p) => STOPWORDS.has(p))) continue;
    // "- **wasm-sudoku-solver** — a demo...": a project's name opening its line, not a package it used.
    if (/^[\s*_•·▪-]*$/.test(text.slice(from, start)) && /^[*_]*\s*(?:[—–:(]|-\s)/.test(text.slice(end, to)))
      continue;
    out.push({ start, end, inside });
  }
  for (const w of text.slice(from, to).matchAll(DOTTED_NAME_RE)) {
    const start = from + w.index;
    const end = start + w[0].length;
    const inside = known.filter((m) => m.start < end && m.end > start);
    // (Not where a known name is the whole or reaches past it.)
    if (
      inside.length === 0 ||
      inside.some((m) => m.start < start || m.end > end || m.end - m.start === end - start)
    )
      continue;
    out.push({ start, end, inside });
  }
  return out;
}

/** Where an enumeration inside a sentence breaks: commas, brackets, slashes, "and", "or", "&". */
const ENUMERATION_BREAK_RE = new RegExp(
  String.raw`\s*(?:[,;()[\]]|\s\/\s|${ITEM_SLASH}|\s&\s|\s(?:and|or)\s)\s*`,
  'gu',
);
/** A word that can be part of a product's name: capitalised, a number, or code-like ("go_router"). */
const NAME_WORD_RE = /^(?:\p{Lu}|\p{N}|\p{L}+[.\-_+#]\p{L}|\p{Ll}{1,3}\p{Lu})/u;
/** A word written as a name's word is, with a letter, and no compound of ordinary words ("real-time"). */
const isNameWord = (word: string) =>
  NAME_WORD_RE.test(word) && /\p{L}/u.test(word) && !ordinaryCompound(word);
/** Whether the text of a line from `from` to `offset` is only its bullet, or ends a sentence. */
const opensSentence = (text: string, from: number, offset: number) => {
  const before = text.slice(from, offset);
  return (BULLET_RE.exec(before)?.[0].length ?? 0) === before.length || /[.!?:]\s+$/.test(before);
};

/**
 * The unknown names of an enumeration inside a sentence ("using Bloc, Dio and Riverpod", "(SSH config, UFW,
 * fail2ban)"): a run of three or more names, most of them known technologies, makes the rest names of
 * technologies too. A run's first part may end a phrase ("flows using Bloc") and its last may start one
 * ("Dio against a REST API"); a sentence's first word ("Integrated Stripe, ...") is not part of a name.
 * Answers the spans of the unknown names.
 */
function enumeratedNames(
  text: string,
  from: number,
  to: number,
  known: readonly TechMatch[],
): { start: number; end: number }[] {
  type Part = { start: number; end: number };
  const parts: Part[] = [];
  let at = from;
  for (const b of text.slice(from, to).matchAll(ENUMERATION_BREAK_RE)) {
    if (known.some((m) => m.start < from + b.index && m.end > from + b.index && writtenWithSeparator(m)))
      continue;
    parts.push({ start: at, end: from + b.index });
    at = from + b.index + b[0].length;
  }
  parts.push({ start: at, end: to });
  if (parts.length < 3) return [];
  /** The words of a part, with offsets; a sentence's closing mark is none of the last word's ("Endpoints."). */
  const wordsOf = (p: Part) => {
    const found = [...text.slice(p.start, p.end).matchAll(/\S+/g)];
    return found.map((w, k) => {
      // (Not an initialism's own: "B.E.")
      const closing = k === found.length - 1 && !/^(?:\p{L}\.)+$/u.test(w[0]);
      const word = closing ? w[0].replace(/[.!?]+$/, '') : w[0];
      return { start: p.start + w.index, end: p.start + w.index + word.length, word };
    });
  };
  const runs: Part[][] = [];
  let run: Part[] = [];
  const close = () => {
    if (run.length) runs.push(run);
    run = [];
  };
  // (A sentence's first word, capitalised for the sentence's sake, is not part of a name.)
  const nameWord = (w: { start: number; word: string }) =>
    isNameWord(w.word) && !w.word.endsWith(':') && !opensSentence(text, from, w.start);
  for (const p of parts) {
    const words = wordsOf(p);
    if (words.length > 0 && words.length <= MAX_ITEM_WORDS && words.every(nameWord)) {
      run.push({ start: words[0]!.start, end: words.at(-1)!.end });
      continue;
    }
    // Not a name as a whole: its leading name words end the run, its trailing ones start the next.
    let head = 0;
    while (head < words.length && head < MAX_ITEM_WORDS && nameWord(words[head]!)) head++;
    if (head > 0) run.push({ start: words[0]!.start, end: words[head - 1]!.end });
    close();
    let tail = words.length;
    while (tail > head && words.length - tail < MAX_ITEM_WORDS && nameWord(words[tail - 1]!)) tail--;
    if (tail < words.length) run.push({ start: words[tail]!.start, end: words.at(-1)!.end });
  }
  close();
  const out: Part[] = [];
  for (const r of runs) {
    const knownIn = (p: Part) => known.filter((m) => m.start < p.end && m.end > p.start);
    const technical = r.filter((p) => knownIn(p).some((m) => m.entry.technical)).length;
    if (r.length < 3 || technical < 2 || technical * 2 < r.length) continue;
    out.push(
      ...r.filter((p) => {
        const name = text.slice(p.start, p.end);
        // One ordinary word ("Testing", "August", "Compose") or a job title is not a product's name.
        return (
          knownIn(p).length === 0 && /^\p{L}/u.test(name) && !isEnglishWord(name) && !ROLE_NOUN_RE.test(name)
        );
      }),
    );
  }
  return out;
}

/**
 * A word that says a tool follows: "augmentation using Albumentations", "logged via Seq", "tested with
 * WireMock", and "in"/"on" after a participle ("labelled in CVAT", "deployed on Fly.io"). After a noun, "in"
 * is mostly a place's ("a cooperative in Huye"); "from" is left out.
 */
const TOOL_PREPOSITION_RE = new RegExp(
  String.raw`\b(?:using|with|via|through|into|(?<=\b(?:${PARTICIPLE})\s+)(?:in|on))\s+`,
  'gu',
);

/**
 * The unknown names a sentence uses as tools: a name after "using", "with", "via"... ("augmentation using
 * Albumentations", "integration tests with WireMock", "with vMotion"); the caller asks more of a name on a line
 * that names no known technology. One word must be no ordinary English word ("with Care" is no name), and a
 * compound of ordinary words ("with real-time"), a web address or a word cut at the line's end is none either.
 */
function toolsAfterPrepositions(
  text: string,
  from: number,
  to: number,
  known: readonly TechMatch[],
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const p of text.slice(from, to).matchAll(TOOL_PREPOSITION_RE)) {
    const at = from + p.index + p[0].length;
    // Up to four name words; a word ending in punctuation ends the name.
    const words: { start: number; end: number; word: string }[] = [];
    for (const w of text.slice(at, to).matchAll(/\S+/g)) {
      const word = w[0].replace(/[.,;:!?)\]"”'’]+$/u, '');
      if (!isNameWord(word) || isMonthName(word)) break;
      words.push({ start: at + w.index, end: at + w.index + word.length, word });
      if (word.length < w[0].length || words.length === MAX_ITEM_WORDS) break;
    }
    if (words.length === 0) continue;
    const span = { start: words[0]!.start, end: words.at(-1)!.end };
    const name = text.slice(span.start, span.end);
    if (known.some((m) => m.start < span.end && m.end > span.start)) continue;
    if (words.every((w) => isEnglishWord(w.word)) || ROLE_NOUN_RE.test(name)) continue;
    // ("You'll work closely with Hugo, our ops lead": someone.)
    if (
      name.endsWith('-') ||
      isAddress(name) ||
      namesAPlace(text, span, words) ||
      describedAsSomeone(text, span.end)
    )
      continue;
    out.push(span);
  }
  return out;
}

/** What joins two names of one enumeration: a comma, a slash, an ampersand, "and", "or". */
const PAIR_GAP = String.raw`(?:\s*[,/&]\s*|\s+(?:and|or)\s+)`;
const PAIR_GAP_AFTER_RE = new RegExp(`^${PAIR_GAP}`);
const PAIR_GAP_BEFORE_RE = new RegExp(`${PAIR_GAP}$`);

/**
 * The unknown names a sentence pairs with a known technology ("with FTK Imager and Guymager", "Scrollama and
 * D3.js", "PHPUnit and MFTF tests"): up to four name words right after or before it across a comma, a slash,
 * "and" or "or". Punctuation ends a name; a sentence's first word, a function word or "e.g." is none.
 */
function namesPairedWithKnown(
  text: string,
  from: number,
  to: number,
  known: readonly TechMatch[],
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const words = [...text.slice(from, to).matchAll(/\S+/g)].map((w) => {
    const trimmed = w[0].replace(/[.,;:!?)\]"”'’]+$/u, '');
    const word = trimmed.replace(/^[("“‘'[]+/u, '');
    const start = from + w.index + w[0].indexOf(word);
    // Punctuation after a word, or before it, ends a name there.
    return {
      start,
      end: start + word.length,
      word,
      cut: trimmed.length < w[0].length,
      open: word !== trimmed,
    };
  });
  const isName = (i: number) => {
    const w = words[i];
    if (!w || !isNameWord(w.word) || isMonthName(w.word) || w.word.endsWith('-')) return false;
    if (STOPWORDS.has(w.word.toLowerCase()) || /^(?:e\.g|i\.e)$/i.test(w.word)) return false;
    return !opensSentence(text, from, w.start);
  };
  const free = (i: number) =>
    isName(i) && !known.some((m) => m.start < words[i]!.end && m.end > words[i]!.start);
  /** Up to four name words from word `i` on, forwards or backwards; punctuation after a word ends the name. */
  const nameFrom = (i: number, step: 1 | -1) => {
    const run: number[] = [];
    for (let k = i; run.length < MAX_ITEM_WORDS && free(k); k += step) {
      if (run.length > 0 && (step === 1 ? words[k]!.open : words[k]!.cut)) break;
      run.push(k);
      if (step === 1 ? words[k]!.cut : words[k]!.open) break;
    }
    if (run.length === 0) return undefined;
    return { start: words[Math.min(...run)]!.start, end: words[Math.max(...run)]!.end };
  };
  for (const m of known) {
    if (!m.entry.technical) continue;
    // After it ("FTK Imager and Guymager"), and before it ("Scrollama and D3.js").
    const after = PAIR_GAP_AFTER_RE.exec(text.slice(m.end, to));
    const first = after ? words.findIndex((w) => w.start === m.end + after[0].length) : -1;
    const before = PAIR_GAP_BEFORE_RE.exec(text.slice(from, m.start));
    const last = before ? words.findIndex((w) => w.end === m.start - before[0].length) : -1;
    for (const name of [first >= 0 && nameFrom(first, 1), last >= 0 && nameFrom(last, -1)])
      if (name) out.push(name);
  }
  return out;
}

/** The name right after another across a comma, "and" or "or" ("in Suva, Fiji", "iTaukei or Fiji Hindi"). */
const NEXT_NAME_RE = new RegExp(
  String.raw`^${PAIR_GAP}(\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*)?)`,
  'u',
);
/** Words that end a place's name ("Isingiro District", "Kahurangi National Park"). */
const PLACE_END_RE =
  /^(?:District|Province|Region|County|Parish|Park|Valley|Islands?|City|Town|Village|Street|Road|Lake|River|Mountains?|Hills?)$/;
const WEEKDAY_RE = /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?$/i;

/**
 * Whether a name after "in"/"on" is a place, a language or a day, not a tool: one the place list knows
 * ("in Kraków", "in Twi"), one ending in a place's word ("in Isingiro District"), one before a place or a
 * language across a comma, "and" or "or" ("in Mylapore, Chennai", "with iTaukei or Fiji Hindi"), or a weekday
 * ("on Saturday").
 */
function namesAPlace(
  text: string,
  span: { start: number; end: number },
  words: readonly { word: string }[],
): boolean {
  if (words.some((w) => isPlaceOrLanguage(w.word) || WEEKDAY_RE.test(w.word))) return true;
  if (isPlaceOrLanguage(text.slice(span.start, span.end)) || PLACE_END_RE.test(words.at(-1)!.word))
    return true;
  const next = NEXT_NAME_RE.exec(text.slice(span.end, span.end + 40));
  return next !== null && (isPlaceOrLanguage(next[1]!) || isPlaceOrLanguage(next[1]!.split(/\s+/)[0]!));
}

/**
 * Names that lead three or more of the vocabulary's products ("Azure", "Google Cloud", "Firebase", "AWS"): a
 * platform whose parts are named after it, so "Azure Migrate" is one product even when unknown.
 */
const PLATFORMS: ReadonlySet<string> = (() => {
  const names = new Set(TAXONOMY.map((e) => e.name));
  // Counted by the word that follows: "SQL Server" and "SQL Server Management Studio" are one line of products.
  const led = new Map<string, Set<string>>();
  // A product written with its maker's name ("Atlassian Bitbucket", a spelling of Bitbucket) counts too.
  for (const spelling of TAXONOMY.flatMap((e) => [
    e.name,
    ...e.aliases.filter((a) => isMaker(a.split(' ')[0]!)),
  ])) {
    const words = spelling.split(' ');
    for (let k = 1; k < words.length; k++) {
      const lead = words.slice(0, k).join(' ');
      if (names.has(lead)) led.set(lead, (led.get(lead) ?? new Set()).add(words[k]!));
    }
  }
  return new Set([...led].filter(([, next]) => next.size >= 3).map(([name]) => name));
})();
/** "Ubuntu>Linux": a name and the kind of thing it is, as the vocabulary says one implies the other. */
const KIND_OF: ReadonlySet<string> = new Set(IMPLIED.map(([from, to]) => `${from}>${to}`));
/** A person's role after a platform's words, which no part is named ("Secrets Manager", "Google Assistant" are). */
const PERSON_ROLE_RE = new RegExp(`^(?:${PERSON_ROLES})s?$`, 'i');
/**
 * A part's name in a product's group: capitalised words, not acronyms alone ("RUM", "MIT KDC", "SLOs" say
 * what, not which part) and without digits (a model or a release: "Pixel 3a", "LTS 2.4xx", "BIND9").
 */
const PART_NAME_RE = /^(?=.*\p{Ll})(?!\p{Lu}+s$)\p{Lu}[\p{L} -]*$/u;
/** Words after a platform's name that say something else: a certificate, a role, a sentence's words. */
const NOT_A_PART_RE = new RegExp(
  `^(?:${CERTIFICATE_WORDS}|Solutions|Challenge|Hackathon|Bootcamp|Engineering|Development|UI|UX|Systems?|APIs?|REST|Labs?|Views?|Apps?|Projects?|Teams?|Courses?|Basics|Stack|Skills|Experience|Code|Install|The|And|Or|For|With|In|On|At|To|I|We|My|Our)$`,
);

/**
 * Words after a product's name that make no part of it in a document that does not name it a platform: an
 * admin, an academy or a partner tier of the product's maker ("Zendesk Admin", "HubSpot Academy", "HubSpot
 * Gold"), its community or conference, its students.
 */
const NOT_A_DOCUMENT_PART_RE =
  /^(?:Admins?|Academy|Gold|Silver|Platinum|Partners?|Conf|Community|Students?)$/;
/** A heading's word in capitals ("PAYROLL EXPERIENCE"). */
const isHeadingWord = (word: string) => /^\p{Lu}+$/u.test(word) && isEnglishWord(word.toLowerCase());

/** Where a platform's name is followed by a capitalised word on its line. */
const PLATFORM_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${[...PLATFORMS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?= \p{Lu})`,
  'gu',
);

/**
 * A product whose parts may be named after it: technical, no language, practice or ordinary word (an ordinary
 * word too where the document groups the parts after it: "Braze (Connected Content, Content Cards)").
 */
const namesParts = (entry: TaxonomyEntry, grouped = false) =>
  entry.technical &&
  entry.category !== 'Practices & Methodologies' &&
  entry.category !== 'Programming Languages' &&
  (grouped || !isOrdinaryName(entry.name)) &&
  lookupTechnology(entry.name) !== undefined;

/**
 * A platform's part named in a sentence: "Azure Site Recovery", "Firebase Cloud Messaging", "Google Cloud
 * Secret Manager": a platform the document names (`platforms`), and up to three capitalised words after it on
 * the line (not a role, a certificate or another product of the vocabulary).
 */
function platformParts(
  text: string,
  from: number,
  to: number,
  known: readonly TechMatch[],
  platforms: ReadonlySet<string>,
  docPlatforms: ReadonlySet<string>,
): { start: number; end: number; platform?: TechMatch; words: TechMatch[] }[] {
  const out: { start: number; end: number; platform?: TechMatch; words: TechMatch[] }[] = [];
  const partFrom = (start: number, nameEnd: number, platform: TechMatch | undefined, strict = false) => {
    // (In a document's platform, a name no vocabulary knows starts a part too: "Pulumi CrossGuard".)
    const startsPart = (o: TechMatch) =>
      o.entry.category === 'Practices & Methodologies' || (strict && !lookupTechnology(o.entry.name));
    let end = nameEnd;
    const words: TechMatch[] = [];
    for (let n = 0; n < 3; n++) {
      // One space between the words (a table's columns are set apart by more); "for" joins a name's last
      // words ("Azure Database for PostgreSQL"); PLATFORM_RE already wants a capital right after the platform.
      const w = /^( for)? (\p{Lu}[\p{L}\p{N}+#/-]*\p{L}[\p{L}\p{N}+#]*)/u.exec(text.slice(end, to));
      const word = w?.[2];
      // A role right after the platform is a job's ("Azure Engineer"); later, a part's ("Secret Manager"). A
      // plural of an acronym is what the platform runs on or in ("Windows PCs", "Windows VMs").
      if (
        !word ||
        (n === 0 && ROLE_NOUN_RE.test(word)) ||
        NOT_A_PART_RE.test(word) ||
        isMonthName(word) ||
        isPluralAcronym(word)
      )
        break;
      const wordStart = end + w[0].length - word.length;
      const other = known.find((k) => k.start === wordStart);
      // Another product right after the platform ("Azure Kubernetes Service" is known as a whole): only a
      // generic word of the vocabulary starts a part ("Firebase Authentication"); later ones belong to it
      // ("Azure Database for PostgreSQL", "Azure Monitor Log Analytics").
      if (n === 0 && other && !startsPart(other)) break;
      if (strict && (ROLE_NOUN_RE.test(word) || isHeadingWord(word) || NOT_A_DOCUMENT_PART_RE.test(word)))
        return;
      // ...and a person's role later on names a job, not a part: "Linux Web Administrator".
      if (n > 0 && PERSON_ROLE_RE.test(word)) return;
      if (other) words.push(other);
      end = wordStart + word.length;
    }
    if (strict) {
      // "Splunk Core Certified", "ASP.NET Core Web API", "Zendesk Support Administrator": a certificate, a generic
      // name or a role ends it: no part.
      const after = /^ (\p{L}+)/u.exec(text.slice(end, to))?.[1];
      if (
        after &&
        (NOT_A_PART_RE.test(after) || ROLE_NOUN_RE.test(after)) &&
        !STOPWORDS.has(after.toLowerCase())
      )
        return;
      if (LEGAL_FORM_END_RE.test(text.slice(start, end))) return;
    }
    if (end > nameEnd) out.push({ start, end, platform, words });
  };
  for (const p of text.slice(from, to).matchAll(PLATFORM_RE)) {
    const start = from + p.index;
    const platform = known.find((k) => k.start === start);
    // A longer name the vocabulary knows starts here ("GitHub Actions", "Firebase Authentication").
    if (!platforms.has(p[0]) || (platform && platform.entry.name !== p[0])) continue;
    partFrom(start, start + p[0].length, platform);
  }
  for (const m of known) {
    if (m.start < from || m.end > to || PLATFORMS.has(m.entry.name)) continue;
    if (docPlatforms.has(m.entry.name)) partFrom(m.start, m.end, m, true);
    else {
      const word = coinedPartAfter(m);
      const other = known.find((k) => k.start === m.end + 1);
      if (word)
        out.push({ start: m.start, end: m.end + 1 + word.length, platform: m, words: other ? [other] : [] });
    }
  }
  return out;

  /**
   * A product followed by a word only a part of it is named ("Dynatrace OneAgent", "Ansys SpaceClaim", "Neo4j
   * AuraDB"): a coined word (a capital or a digit inside it) no vocabulary name is, one space after the
   * product's name. (Not an acronym: "Hetzner VPS", "Widevine DRM" say what kind.)
   */
  function coinedPartAfter(m: TechMatch): string | undefined {
    if (!namesParts(m.entry)) return undefined;
    const word = /^ (\S+)/u.exec(text.slice(m.end, to))?.[1]?.replace(/[.,;:)]+$/u, '');
    if (!word || !/^\p{Lu}/u.test(word) || !PRODUCT_SHAPE_RE.test(word)) return undefined;
    if (isHeadingWord(word) || isPluralAcronym(word) || NOT_A_PART_RE.test(word) || ROLE_NOUN_RE.test(word))
      return undefined;
    if (lookupTechnology(word) || lookupTechnology(`${m.entry.name} ${word}`)) return undefined;
    const other = known.find((k) => k.start === m.end + 1);
    const alone = !other || (!lookupTechnology(other.entry.name) && other.end === m.end + 1 + word.length);
    return alone ? word : undefined;
  }
}

/**
 * Names the document itself shows as platforms: a known product followed, in two or more places, by two or
 * more different capitalised words ("Zendesk Support" and "Zendesk Explore", "Qiskit Aer" and "Qiskit
 * Runtime"), as the vocabulary's platforms are by their parts.
 */
function platformsOfDocument(text: string, matches: readonly TechMatch[]): Set<string> {
  const next = new Map<string, Set<string>>();
  const byStart = new Map(matches.map((m) => [m.start, m]));
  for (const m of matches) {
    if (m.entry.category === 'Practices & Methodologies' || m.risky || isOrdinaryName(m.entry.name)) continue;
    if (/^\p{Lu}{2,4}$/u.test(m.entry.name)) continue;
    const w = /^ (\p{Lu}[\p{L}\p{N}+#-]*)/u.exec(text.slice(m.end, m.end + 40))?.[1];
    if (!w || ROLE_NOUN_RE.test(w) || NOT_A_PART_RE.test(w) || isMonthName(w)) continue;
    // (A name read right after it counts when no vocabulary knows it: "Qiskit Aer" read as "Aer".)
    const after = byStart.get(m.end + 1);
    if (after && lookupTechnology(after.entry.name)) continue;
    next.set(m.entry.name, (next.get(m.entry.name) ?? new Set()).add(w.toLowerCase()));
  }
  return new Set([...next].filter(([, words]) => words.size >= 2).map(([name]) => name));
}

/** The offset of the bracket that closes the one at `open` (nested ones counted), or `to`. */
function closingOf(text: string, open: number, to: number): number {
  let depth = 0;
  for (let k = open; k < to; k++) {
    if (text[k] === '(' || text[k] === '[') depth++;
    else if ((text[k] === ')' || text[k] === ']') && --depth === 0) return k;
  }
  return to;
}

function trimEnd(text: string, from: number, to: number): number {
  let e = to;
  while (e > from && /\s/.test(text[e - 1]!)) e--;
  return e;
}

export interface ListReading {
  /** Lines to read as lists whatever their label (a CV's Skills section). */
  listLines?: ReadonlySet<number>;
  /** List lines under a heading that names a kind of technology ("TOOLS", "SOFTWARE"), as if so labelled. */
  techListLines?: ReadonlySet<number>;
  /**
   * Whether a technical label alone makes a line a list of technologies: a CV's "Tools:" line is one; a job's
   * labelled line ("Stack: ...") must also name a known technology, since "Type: Full-time" is not.
   */
  trustLabels?: boolean;
  /** Lines whose sentences may hold an enumeration of technologies (a CV's experience, projects and summary);
   * every line when left out. */
  sentenceLines?: ReadonlySet<number>;
  /** Lines never read as lists: a degree's line ("Information Technology – Model College, Kochi"), contact
   * details, referees. */
  quietLines?: ReadonlySet<number>;
}

/**
 * The matches of a document with its list items added: a list is a line of `listLines` or any other line
 * that starts with a technical label. Known names inside an item that is a longer product name are replaced
 * by that product.
 */
export function withListItems(
  doc: TextIndex,
  matches: readonly TechMatch[],
  {
    listLines: lines = new Set(),
    techListLines,
    trustLabels = true,
    sentenceLines,
    quietLines,
  }: ListReading = {},
): TechMatch[] {
  const { text } = doc;
  const starts = lineStarts(doc);
  const drop = new Set<TechMatch>();
  // A skill named only by a list: one entry per spelling in this document, none shared between requests.
  const entries = new Map<string, TaxonomyEntry>();
  // ...shared with the names other readers found unknown ("WireMock" in a sentence and in the Skills list).
  for (const m of matches) if (!lookupTechnology(m.entry.name)) entries.set(keyOf(m.entry.name), m.entry);
  const unknownEntry = (name: string): TaxonomyEntry => {
    // A name the vocabulary knows after all ("Python 3.12" is read as "Python 3" and ".12"): that entry.
    let entry = lookupTechnology(name) ?? entries.get(keyOf(name));
    if (!entry) {
      entry = { name, category: 'Tools', aliases: [name], risky: [], technical: true };
      entries.set(keyOf(name), entry);
    }
    return entry;
  };
  // Platforms the document names as such ("Azure" the cloud, not the colour), whose parts it may name.
  const platformsNamed = new Set(matches.map((m) => m.entry.name).filter((name) => PLATFORMS.has(name)));
  // ...and names the document shows as platforms by naming two or more of their parts.
  const docPlatforms = platformsOfDocument(text, matches);
  const added: TechMatch[] = [];
  /** A name the lists and enumerations found, as one match. */
  const addName = (entry: TaxonomyEntry, start: number, end: number, line: number) =>
    added.push({ entry, start, end, line, token: tokenAt(doc, start), length: 1, risky: false });
  const byLine = new Map<number, TechMatch[]>();
  for (const m of matches) {
    const list = byLine.get(m.line);
    if (list) list.push(m);
    else byLine.set(m.line, [m]);
  }

  // A skills table or a list of one name per line is read as one list: a block of three or more lines of names,
  // at least half of them naming software ("Apptainer | basic | 1" under "Slurm | intermediate | 2"; "Tekla
  // Structures" under "Revit" and "AutoCAD"); and a table whose rows mostly say how well or how long
  // ("File-AID, Xpediter   Intermediate   2") rates skills.
  const technicalBlock = new Set<number>();
  const ratedBlock = new Set<number>();
  /** A line of names, not of sentences: no run of six words between its marks (a column read across has). */
  const isRow = (line: string) =>
    !line.split(/[,;|•·\t()]| {2,}/).some((run) => run.trim().split(/\s+/).length >= 6);
  for (let n = 0; n < doc.lines.length;) {
    let end = n;
    while (lines.has(end) && /\S/.test(doc.lines[end] ?? '') && isRow(doc.lines[end]!)) end++;
    const block = Array.from({ length: end - n }, (_, k) => n + k);
    const software = block.filter((b) => byLine.get(b)?.some((m) => isSoftware(m.entry))).length;
    if (block.length >= 3 && software * 2 >= block.length) for (const b of block) technicalBlock.add(b);
    const rated = block.filter((b) => LEVEL_COLUMNS_RE.test(doc.lines[b]!)).length;
    if (block.length >= 3 && rated * 2 >= block.length) for (const b of block) ratedBlock.add(b);
    n = Math.max(end, n + 1);
  }

  doc.lines.forEach((line, n) => {
    if (quietLines?.has(n) || isContactLine(line)) return;
    // A label set apart by spaces alone is a table's first cell: only trusted inside a skills list.
    const bullet = BULLET_RE.exec(line)?.[0].length ?? 0;
    const found = LABEL_RE.exec(line.slice(bullet));
    // "Apptainer    | basic | 1": a first cell followed only by how well and how long is the item, no label.
    const onlyLevels =
      found !== null &&
      line
        .slice(bullet + found[0].length)
        .split(/\s*[|\t]\s*| {2,}/)
        .filter(Boolean)
        .every((cell) => HOW_WELL_CELL_RE.test(cell.trim()));
    const label = found && !onlyLevels && (/\S/.test(found[2]!) || lines.has(n)) ? found : null;
    // (Nor is an employer's name: "Kingswood Roofing Services Ltd – Roofer (improver)".)
    if (
      label &&
      ((ROLE_NOUN_RE.test(label[1]!) && !TOOL_MANAGER_RE.test(label[1]!)) ||
        LEGAL_FORM_END_RE.test(label[1]!.trim()))
    )
      return;
    // A label says the list is about technology by its words ("Tools:") or by naming one ("Flutter:"); so
    // does the heading of a line that has no label of its own.
    const labelled =
      label !== null
        ? TECH_LABEL_RE.test(label[1]!) ||
          // ...a technology's name before a colon, on a line with no web address ("GitHub: github.com/x").
          (label[2]!.trim() === ':' &&
            lookupTechnology(label[1]!.trim())?.technical === true &&
            !WEB_ADDRESS_RE.test(line))
        : techListLines?.has(n) === true;
    const base = starts[n]!;
    if (!lines.has(n) && !labelled) {
      // Any other line: the names of an enumeration of technologies inside a sentence (not a list of
      // courses: "Relevant subjects: Systems Administration, Computer Networks, Cloud Computing").
      if (sentenceLines?.has(n) === false || (label && COURSES_LABEL_RE.test(label[1]!))) return;
      const known = byLine.get(n) ?? [];
      for (const it of enumeratedNames(text, base, base + line.length, known)) {
        const name = text.slice(it.start, it.end);
        // "Firebase (Firestore, Auth)": a part in a product's group is named with it when the pair is known.
        const open = text.lastIndexOf('(', it.start);
        const owner =
          open >= base && !text.slice(open, it.start).includes(')')
            ? known.find((m) => m.end === trimEnd(text, base, open))
            : undefined;
        const entry = ownersPart(owner?.entry.name, name) ?? (isNameLike(name) ? unknownEntry(name) : null);
        if (entry) addName(entry, it.start, it.end, n);
      }
      for (const pkg of namesAroundKnown(text, base, base + line.length, known)) {
        for (const m of pkg.inside) drop.add(m);
        addName(unknownEntry(text.slice(pkg.start, pkg.end)), pkg.start, pkg.end, n);
      }
      for (const part of platformParts(text, base, base + line.length, known, platformsNamed, docPlatforms)) {
        for (const m of part.words) drop.add(m);
        // The platform still counts for a job asking for it; the part is the skill to rate.
        if (part.platform) {
          drop.add(part.platform);
          added.push({ ...part.platform, creditOnly: true });
        }
        addName(unknownEntry(text.slice(part.start, part.end)), part.start, part.end, n);
      }
      // (In a job, a coined name only: "experience with X" makes X a requirement, so not on a guess.) A line
      // with no technology of its own takes a tool after a preposition only when its name is shaped as
      // products' are ("with vMotion", "in LibreView").
      const onLine = known.some((m) => m.entry.technical);
      for (const it of namesPairedWithKnown(text, base, base + line.length, known)) {
        const name = text.slice(it.start, it.end);
        if (
          ((isCoinedName(name) && !isPluralAcronym(name)) || isShapedLikeAProduct(name)) &&
          !added.some((a) => a.start === it.start)
        )
          addName(unknownEntry(name), it.start, it.end, n);
      }
      for (const it of toolsAfterPrepositions(text, base, base + line.length, known)) {
        const name = text.slice(it.start, it.end);
        if (
          (sentenceLines && onLine
            ? isNameLike(name)
            : isCoinedName(name) && (onLine || isShapedLikeAProduct(name))) &&
          !added.some((a) => a.start === it.start)
        )
          addName(unknownEntry(name), it.start, it.end, n);
      }
      return;
    }
    const from = base + bullet + (label ? label[0].length : 0);
    // A table's level or years column at the end of the row ("Python 4 Advanced", "Kubernetes <1 Basic").
    const levelColumns = LEVEL_COLUMNS_RE.exec(line)?.[0];
    const to = base + line.length - (levelColumns?.length ?? 0);
    const known = byLine.get(n) ?? [];
    const items = itemsOf(text, from, to, known);
    for (const m of known) if (m.start >= to) drop.add(m);
    // (From the first name at the item's start, in order: a Skills line may hold thousands.)
    const byStart = [...known].sort((a, b) => a.start - b.start);
    const inside = (it: Item) => {
      const out: TechMatch[] = [];
      for (let k = firstStartingAt(byStart, it.start); k < byStart.length && byStart[k]!.start < it.end; k++)
        if (byStart[k]!.end <= it.end) out.push(byStart[k]!);
      return out;
    };
    // A list is about technology when its label says so, or when most of its known items are technical.
    const technicalShare = (list: Item[]) =>
      list.filter((it) => inside(it).some((m) => m.entry.technical)).length / Math.max(1, list.length);
    if (items.length === 0 || items.some((it) => it.end - it.start > 60)) return;
    // "Languages Python, SQL": a table's first cell set apart by one space, before a known name.
    const first = items[0]!;
    const firstKnown = inside(first);
    if (!label && lines.has(n) && items.length >= 2 && firstKnown.length > 0) {
      const lead = text.slice(first.start, firstKnown[0]!.start);
      if (/^\p{Lu}[\p{L}-]*(?: [\p{L}-]+)?\s+$/u.test(lead) && firstKnown.at(-1)!.end === first.end)
        first.start = firstKnown[0]!.start;
    }
    const share = technicalShare(items);
    // "Languages: Spanish, Guaraní, English": a list that names a spoken language is of spoken languages.
    const spoken =
      label !== null &&
      /\blanguages?\b/i.test(label[1]!) &&
      items.some((it) => NOT_SKILLS.has(keyOf(text.slice(it.start, it.end))));
    // "FastQC, DESeq2": names no dictionary holds, shaped like products' names.
    const productShaped = (it: Item) => {
      const name = text.slice(it.start, it.end).trim();
      return (
        inside(it).length === 0 &&
        isNameLike(name) &&
        name.split(/\s+/).some((w) => PRODUCT_SHAPE_RE.test(w)) &&
        !isPlaceOrLanguage(name)
      );
    };
    // "Composer, Drush, DDEV": a coined name ("Drush", "DDEV") beside a technology in a Skills section is
    // a technology too (not on a line with dates: that is a role's, its names the employer and the town).
    // "numerical optimi-" / "sation, Monte Carlo": a line's first word may end the last line's word.
    const endsWord = n > 0 && /\p{L}-\s*$/u.test(doc.lines[n - 1]!);
    const coined = (it: Item) => {
      const name = text.slice(it.start, it.end).trim();
      if ((endsWord && it === items[0]) || name.endsWith('-')) return false;
      // ...written in lower case too, as command-line tools are ("sqlmap", "mdadm", "tfsec").
      return inside(it).length === 0 && (isCoinedName(name) || isLowerCaseToolName(name));
    };
    const besideKnown =
      lines.has(n) && (share > 0 || technicalBlock.has(n) || ratedBlock.has(n)) && !isDatedLine(line);
    // "FastQC, MultiQC, Nornir": a Skills line of such names, most of them not acronyms alone ("EPF, ETF"
    // are payroll funds), is a technical list.
    const productLike = (it: Item) =>
      productShaped(it) || (coined(it) && /\p{Ll}/u.test(text.slice(it.start, it.end)));
    const shaped =
      lines.has(n) && items.length >= 3 && items.filter(productLike).length / items.length >= 0.5;
    const listIsTechnical =
      !spoken &&
      (labelled ? trustLabels || share > 0 : (share >= 0.5 || shaped) && (trustLabels || items.length >= 2));

    // "Firebase: App Check, Emulator Suite": a row labelled with a platform's name lists its parts.
    const labelPlatform = label ? lookupTechnology(label[1]!.replace(/[*_]/g, '').trim()) : undefined;
    /** Reads one item; answers the entry it names (known or not), the parent of its group. */
    const take = (it: Item, technical: boolean, parent?: TaxonomyEntry): void => {
      const s = it.start + (LEADING_QUALIFIER_RE.exec(text.slice(it.start, it.end))?.[0].length ?? 0);
      const name = text.slice(s, it.end).trim();
      const within = inside({ start: s, end: it.end, group: [] });
      // "HTML/CSS", "Kotlin/Java": a slash no known name spans separates two items (not inside a bracket: "SAS
      // 9.4 (M7/M8)").
      const slash = name.search(ITEM_SLASH_RE);
      const bracketOpen = slash > 0 && name.lastIndexOf('(', slash) > name.lastIndexOf(')', slash);
      if (slash > 0 && !bracketOpen && !within.some((m) => m.start < s + slash && m.end > s + slash + 1)) {
        take({ start: s, end: s + slash, group: [] }, technical, parent);
        take({ start: s + slash + 1, end: it.end, group: it.group }, technical, parent);
        return;
      }
      // "Zabbix (basic)": a group that only says how well (or which release) is no group of parts; "iTaukei
      // (native)" is no skill.
      const levels = it.group.map((g) => text.slice(g.start, g.end).trim());
      if (levels.length > 0 && levels.every((l) => SPOKEN_LEVEL_RE.test(l))) {
        for (const m of inside(it)) drop.add(m);
        return;
      }
      if (levels.length > 0 && levels.every((l) => PROFICIENCY_RE.test(l) || RELEASE_TAG_RE.test(l))) {
        take({ ...it, group: [] }, technical, parent);
        return;
      }
      // A level in a column of its own ("Python    Working") says how well, not what.
      if (LEVEL_RE.test(name)) {
        for (const m of within) drop.add(m);
        return;
      }
      // A version on its own ("JavaScript (ES2022)", "ES6+") belongs to the name before it.
      if (within.length === 0 && VERSION_OR_LEVEL_RE.test(name)) return;
      const rest = within
        .reduce((r, m) => r.replace(text.slice(m.start, m.end), ' '), name)
        .replace(/^[\s\p{P}\p{S}]+$/u, '')
        .trim();
      // One known name, alone or with a version or a level: that name ("Java 17", "Python (basic)", "JavaScript
      // ES6", where ES6 names JavaScript too).
      const knownEntries = new Set(within.map((m) => m.entry));
      const isKnown = knownEntries.size === 1 && (rest === '' || VERSION_OR_LEVEL_RE.test(rest));
      // Known names joined by a word and versions: those names ("Spark 3.x on YARN"), no third; side by side they
      // name one product ("MikroTik RouterOS").
      const restWords = rest.split(/\s+/).filter(Boolean);
      const joinsKnown =
        knownEntries.size > 1 &&
        restWords.some((w) => JOINING_WORD_RE.test(w)) &&
        restWords.every((w) => JOINING_WORD_RE.test(w) || VERSION_OR_LEVEL_RE.test(w));
      // A name and the kind it is of ("Ubuntu Linux", "CentOS Linux"): both names, no product of their own.
      const ofItsKind =
        within.length === 2 &&
        rest === '' &&
        KIND_OF.has(`${within[0]!.entry.name}>${within[1]!.entry.name}`);
      let entry: TaxonomyEntry | undefined = knownEntries.size === 1 ? within[0]!.entry : undefined;
      // (A known word of another field is the owner's part there: "AWS (EMR, S3)" is Amazon EMR, no medical record.)
      const service =
        isKnown && within[0]!.entry.technical ? undefined : ownersPart(parent?.name ?? label?.[1], name);
      /** The item names `named` as a whole: it replaces the known names found inside it. */
      const takeWhole = (named: TaxonomyEntry) => {
        for (const m of within) drop.add(m);
        addName(named, s, it.end, n);
      };
      // A known name and the kind of product it is: "Square POS", "Zephyr RTOS".
      const ofKind = !isKnown && KIND_OF_PRODUCT_TAIL_RE.test(name) ? lookupTechnology(name) : undefined;
      if (service ?? ofKind) {
        entry = (service ?? ofKind)!;
        takeWhole(entry);
      } else if (technical && !isKnown && !joinsKnown && !ofItsKind && (rest !== '' || within.length > 1)) {
        // A part of a one-word platform is named with it: "Firebase (Crashlytics, Remote Config)", and so is
        // one no vocabulary knows in the group of a product that names its parts ("Datadog (Synthetics,
        // Watchdog)"); a language's libraries are not ("Python (GeoPandas, Shapely)").
        const owner = parent ?? labelPlatform;
        const platform =
          owner !== undefined &&
          PART_NAME_RE.test(name) &&
          (PLATFORMS.has(owner.name) || (owner === parent && namesParts(owner, true)));
        const named =
          platform && !/\s/.test(owner.name) && within.length === 0 && !name.includes(owner.name)
            ? `${owner.name} ${name}`
            : name;
        if (isNameLike(named) || isLowerCaseToolName(named)) {
          entry = unknownEntry(named.replace(ITEM_VERSION_RE, ''));
          takeWhole(entry);
        }
      }
      const groupTechnical = entry?.technical === true || technicalShare(it.group) >= 0.5 || technical;
      for (const sub of it.group) take(sub, groupTechnical, entry);
    };
    // A row of a skills table that says how well or how long ("Observable Plot   Intermediate   1") rates a skill.
    const rated = besideKnown && technicalBlock.has(n) && levelColumns !== undefined;
    // (Not the end of a word cut at the line before: "Type-" / "Script".)
    for (const it of items)
      if (!(endsWord && it === items[0]) && !/-\s*$/.test(text.slice(it.start, it.end)))
        take(it, listIsTechnical || rated || (besideKnown && coined(it)));
  });
  if (added.length === 0 && drop.size === 0) return [...matches];
  return [...matches.filter((m) => !drop.has(m)), ...added].sort((a, b) => a.start - b.start);
}
