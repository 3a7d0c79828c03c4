/**
 * Finds taxonomy technologies in free text.
 *
 * How: the text is cut once into tokens (runs of letters and digits, keeping "C++", "C#" and a leading
 * ".NET" dot), and every alias is pre-cut the same way into a lower-case key ("Node.js" -> "node js", also
 * "nodejs"). Matching walks the tokens once and, at each token that can start an alias, looks up the
 * longest run of up to N tokens in a hash map, so the cost is linear in the text and independent of the
 * taxonomy size. Longest match wins, which is what keeps "React Native" from also counting as "React" and
 * "Spring Boot" from counting as "Spring". Risky aliases (Go, C, Swift, Express...) are then accepted only
 * when their guard passes (see `Guard` in taxonomy.ts), in rounds, so that "Go, Rust and C" can vouch for
 * each other once one of them is known to be a technology.
 */
import {
  NOT_SKILLS,
  PHRASES,
  PROFESSIONAL_CATEGORIES,
  TAXONOMY,
  entryByName,
  keyOf,
  type RiskyAlias,
  type TaxonomyEntry,
  VERBS,
} from './taxonomy';
import {
  afterMaker,
  isEnglishWord,
  isMaker,
  isOrdinaryName,
  isPlaceNamedLikeAProduct,
  isPlaceOrLanguage,
} from './english';
import { containsDateRange, isMonthName } from './dates';
import {
  ABBREVIATION_JOINERS,
  CERTIFICATE_AFTER_RE,
  wholeWordRe,
  LEGAL_FORMS,
  organisationSpans,
  STOPWORDS,
  WORKS_WITH_WORD_RE,
} from './text';

export interface Token {
  /** Lower-case form used for lookups. */
  key: string;
  start: number;
  end: number;
  line: number;
}

/** Text cut into lines and tokens, made once per document and shared by every reader. */
export interface TextIndex {
  /** The text with line endings normalised to "\n"; offsets refer to this. */
  text: string;
  lines: string[];
  tokens: Token[];
  /**
   * Typed without capitals (fewer than one letter in 200 is a capital: "comfort on linux with bash"), or with
   * capitals for acronyms only (seven sentences in ten begin in lower case: "- ship it: rebar3 builds, metrics in
   * prometheus"): case tells a product's name from a word nowhere in it, so guards that ask for a spelling ask
   * for context instead.
   */
  caseless: boolean;
}

export interface TechMatch {
  entry: TaxonomyEntry;
  start: number;
  end: number;
  line: number;
  /** Index of the first token of the match. */
  token: number;
  /** Number of tokens the match covers. */
  length: number;
  /** Found through a risky spelling (an ordinary word or a name that passed its guard). */
  risky: boolean;
  /**
   * Counts for matching but names no skill to rate: a profile link ("github.com/jdoe": the candidate uses the
   * platform) or a platform named only in its part's name ("Firebase" in "Firebase Storage").
   */
  creditOnly?: boolean;
}

export interface FindOptions {
  /** Lines (0-based) known to be skills lists, e.g. a CV's Skills section. */
  listLines?: ReadonlySet<number>;
  /** Treat every line as a skills list (used to look up a single skill name). */
  everyLineIsList?: boolean;
}

const ALNUM_RE = /[\p{L}\p{N}]/u;
/** What may separate the words of one alias in text: a space or two, or one joining mark. */
const JOIN_GAP_RE = /^(?:[ \t]{1,3}|[ \t]?[-./_&][ \t]?)$/;
/** What may separate two items of a list: commas, slashes, bullets, parentheses, "and", "or". */
const LIST_GAP_RE = /^[\s,;|/•·&+()[\]:–-]*(?:(?:and|or|and\/or|as well as)[\s,;|/•·&+()[\]:–-]*)?$/i;
/** A line that introduces a list of skills ("Technical skills: ...", "Tools - ..."). */
const SKILL_LABEL_RE =
  /^\s*(?:[-•*▪●◦·]\s*)?(?:(?:technical|core|key|programming|software|it|computer|hard|relevant|other|additional)\s+)?(?:skills?|languages?|frameworks?|libraries|tools?|technologies|tech(?:nology)?\s+stack|stack|databases?|platforms?|cloud|devops|testing|environments?|competencies|proficien(?:t in|cies)|familiar with|expertise|software|methodologies)\b[^:|\n]{0,40}[:|–—]/i;
/** Words that mark technical talk around a risky alias ("written in Go", "Swift developer"). */
const CONTEXT_WORDS = new Set([
  'programming',
  'programmer',
  'programmers',
  'language',
  'languages',
  'developer',
  'developers',
  'development',
  'engineer',
  'engineers',
  'engineering',
  'code',
  'coding',
  'codebase',
  'scripting',
  'scripts',
  'stack',
  'framework',
  'frameworks',
  'library',
  'libraries',
  'backend',
  'frontend',
  'sdk',
  'api',
  'apis',
  'microservices',
  'tooling',
  'runtime',
  'compiler',
  'skills',
  'technologies',
  'proficient',
  'proficiency',
  // What a tool makes or runs: "Metabase dashboards", "Velero backups to MinIO", "a Patroni cluster".
  'dashboard',
  'dashboards',
  'pipeline',
  'pipelines',
  'cluster',
  'clusters',
  'queries',
  'workflows',
  'plugin',
  'plugins',
  'deployment',
  'deployments',
  'server',
  'servers',
  'containers',
  'database',
  'databases',
  'backups',
]);
const CONTEXT_WORD_WINDOW = 3;
/** A sentence ends at . ! ? ; followed by a space ("Node.js" is not an end). */
const SENTENCE_BREAK_RE = /[.!?;](?:\s|$)/;
const NEAR_TECH_WINDOW = 8;

interface AliasRef {
  entry: TaxonomyEntry;
  guard?: RiskyAlias;
}

/** Offset in `doc.text` at which each line starts. */
export function lineStarts(doc: TextIndex): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const line of doc.lines) {
    starts.push(at);
    at += line.length + 1;
  }
  return starts;
}

/**
 * Cuts text into tokens with their line numbers: runs of letters and digits, with "++" or "#" kept on the end
 * ("C++", "C#") and a dot kept in front when it starts a word (".NET", but not the "net" of "ASP.NET").
 * A hand-written scanner: this runs on every character of every text, and a regex with look-arounds was
 * the slowest part of the engine.
 */
/**
 * Markdown's emphasis and code marks ("**Flutter:** Riverpod, `go_router`"): formatting, read as spaces so a label or
 * an item reads as plain text; a bullet's "* " is no mark.
 */
export const MARKDOWN_MARKS_RE = /\*\*|`|(?<=\S)\*(?=[\s.,;:)]|$)|(?<=^|[\s(])\*(?=\S)/gm;

export function indexText(input: string): TextIndex {
  // Curly apostrophes become straight ones (same length, so offsets hold) and every reader can match "'";
  // Markdown's marks become spaces of their length.
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(/[‘’]/g, "'")
    .replace(MARKDOWN_MARKS_RE, (m) => ' '.repeat(m.length));
  const tokens: Token[] = [];
  let line = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      line++;
      i++;
      continue;
    }
    if (!isWordCode(code, text, i)) {
      i++;
      continue;
    }
    let start = i;
    while (i < n && isWordCode(text.charCodeAt(i), text, i)) i++;
    if (text.charCodeAt(i) === 43 && text.charCodeAt(i + 1) === 43)
      i += 2; // "++"
    else if (text.charCodeAt(i) === 35) i++; // "#"
    let key = text.slice(start, i).toLowerCase();
    if (isWordStartDot(text, start)) {
      start--;
      key = `.${key}`;
    }
    tokens.push({ key, start, end: i, line });
  }
  return { text, lines: text.split('\n'), tokens, caseless: isCaseless(text) };
}

/** A sentence's first letter: at a line's start after its bullet or number, or after a full stop. */
const SENTENCE_START_RE = /(?:^|[.!?]\s)[\s\-*•·–—>#\d.)(]*\p{L}/gmu;

function isCaseless(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  // Enough letters to tell: a name looked up alone ("spring") says nothing about how its text is typed.
  if (letters < 200) return false;
  const capitals = text.match(/\p{Lu}/gu)?.length ?? 0;
  if (capitals * 200 < letters) return true;
  const starts = text.match(SENTENCE_START_RE) ?? [];
  const lower = starts.filter((start) => /\p{Ll}$/u.test(start)).length;
  return starts.length >= 10 && lower >= starts.length * 0.7;
}

/** A letter or digit: ASCII by code, anything else by Unicode class. */
function isWordCode(code: number, text: string, at: number): boolean {
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return ALNUM_RE.test(text.charAt(at));
}

/** ".NET": a dot right before a letter that does not follow a letter or digit ("ASP.NET" keeps "net"). */
function isWordStartDot(text: string, start: number): boolean {
  if (start === 0 || text.charCodeAt(start - 1) !== 46 /* . */) return false;
  if (!/\p{L}/u.test(text.charAt(start))) return false;
  return start === 1 || !isWordCode(text.charCodeAt(start - 2), text, start - 2);
}

function aliasTokens(alias: string): string[] {
  return indexText(alias).tokens.map((t) => t.key);
}

/** Whether the text between two tokens may join them into one alias (see JOIN_GAP_RE); cheap length test first. */
function joinable(text: string, from: number, to: number): boolean {
  const length = to - from;
  if (length < 1 || length > 3) return false;
  return JOIN_GAP_RE.test(text.slice(from, to));
}

/** Built once at module load: key -> aliases, and the longest alias (in tokens) per first token. */
const INDEX = new Map<string, AliasRef[]>();
const MAX_LENGTH = new Map<string, number>();
/** Keys claimed by two different entries (a data error; the test suite keeps this empty). */
export const TAXONOMY_COLLISIONS: string[] = [];

function addKey(parts: string[], ref: AliasRef): void {
  const key = parts.join(' ');
  const refs = INDEX.get(key);
  if (refs) {
    if (refs.some((r) => r.entry !== ref.entry))
      TAXONOMY_COLLISIONS.push(`${key}: ${refs[0]?.entry.name} / ${ref.entry.name}`);
    if (refs.some((r) => r.entry === ref.entry && r.guard === ref.guard)) return;
    refs.push(ref);
  } else {
    INDEX.set(key, [ref]);
  }
  const first = parts[0] ?? '';
  MAX_LENGTH.set(first, Math.max(MAX_LENGTH.get(first) ?? 0, parts.length));
}

/**
 * Whether a multi-word alias is just two known names side by side, "<other technology> <this one>": "AWS
 * Lambda" is AWS plus Lambda, "SAP ABAP" is SAP plus ABAP. Such aliases are left out so that both parts
 * count (a longest match would otherwise hide AWS). The first part must be a plain alias of another entry,
 * the rest an alias of this entry.
 */
function isCompoundOfKnownNames(
  parts: readonly string[],
  entry: TaxonomyEntry,
  plainOwner: ReadonlyMap<string, TaxonomyEntry>,
  anyOwner: ReadonlyMap<string, TaxonomyEntry>,
): boolean {
  for (let k = 1; k < parts.length; k++) {
    const head = plainOwner.get(parts.slice(0, k).join(' '));
    const rest = anyOwner.get(parts.slice(k).join(' '));
    if (head && head !== entry && rest === entry) return true;
  }
  return false;
}

(function buildIndex() {
  // Who owns each spelling, to spot compounds of two known names.
  const plainOwner = new Map<string, TaxonomyEntry>();
  const anyOwner = new Map<string, TaxonomyEntry>();
  for (const entry of TAXONOMY) {
    for (const alias of entry.aliases) {
      const key = aliasTokens(alias).join(' ');
      if (!plainOwner.has(key)) plainOwner.set(key, entry);
      if (!anyOwner.has(key)) anyOwner.set(key, entry);
    }
    for (const guard of entry.risky) {
      for (const form of guard.forms) {
        const key = aliasTokens(form).join(' ');
        if (!anyOwner.has(key)) anyOwner.set(key, entry);
      }
    }
  }
  const plainKeys: { parts: string[]; entry: TaxonomyEntry }[] = [];
  for (const entry of TAXONOMY) {
    for (const alias of entry.aliases) {
      const parts = aliasTokens(alias);
      if (parts.length === 0 || isCompoundOfKnownNames(parts, entry, plainOwner, anyOwner)) continue;
      addKey(parts, { entry });
      plainKeys.push({ parts, entry });
      // Written as one word too ("PowerBI", "helpdesk"), unless that spells another word: "AD DS" joined is "adds".
      const joined = parts.join('');
      if (parts.length > 1 && !(isEnglishWord(joined) && !parts.every(isEnglishWord)))
        addKey([joined], { entry });
    }
    for (const guard of entry.risky) {
      for (const form of guard.forms) addKey(aliasTokens(form), { entry, guard });
    }
  }
  // Plurals of plain aliases ("REST API" -> "REST APIs"), only where the key is still free.
  const TWO_CAPITALS_RE = /^\p{Lu}\p{L}*\p{Lu}/u;
  for (const { parts, entry } of plainKeys) {
    const last = parts[parts.length - 1] ?? '';
    if (!/^\p{L}{3,}$/u.test(last) || last.endsWith('s')) continue;
    // A one-word name takes a plural only when written with two capitals or more, as an acronym or a coined
    // name is ("APIs", "VNets"); an ordinary word's plural is the word's ("dockers at the wharf", "micrometers").
    if (parts.length === 1 && !entry.aliases.some((a) => a.toLowerCase() === last && TWO_CAPITALS_RE.test(a)))
      continue;
    const plural = [...parts.slice(0, -1), `${last}s`];
    if (!INDEX.has(plural.join(' '))) addKey(plural, { entry });
  }
})();

interface Candidate {
  refs: AliasRef[];
  token: number;
  length: number;
}

function isCapitalised(s: string): boolean {
  const c = s.charAt(0);
  return c !== c.toLowerCase();
}

/**
 * All technologies found in the text, in order of appearance (a technology may appear many times).
 * Give a `TextIndex` to reuse the tokens another reader already made.
 */
export function findTechnologies(input: string | TextIndex, options: FindOptions = {}): TechMatch[] {
  const doc = typeof input === 'string' ? indexText(input) : input;
  const { text, tokens } = doc;

  // Pass 1: longest match at each position.
  const candidates: Candidate[] = [];
  for (let i = 0; i < tokens.length;) {
    const first = tokens[i]!;
    const maxLength = MAX_LENGTH.get(first.key);
    let found: Candidate | undefined;
    if (maxLength !== undefined) {
      let reach = 1;
      while (
        reach < maxLength &&
        i + reach < tokens.length &&
        tokens[i + reach]!.line === first.line &&
        joinable(text, tokens[i + reach - 1]!.end, tokens[i + reach]!.start)
      ) {
        reach++;
      }
      for (let n = reach; n >= 1 && !found; n--) {
        const key = n === 1 ? first.key : joinKeys(tokens, i, n);
        const refs = INDEX.get(key);
        if (refs) found = { refs, token: i, length: n };
      }
    } else if (
      isDigit(first.key.charCodeAt(first.key.length - 1)) ||
      isDigit(first.key.charCodeAt(first.key.length - 2))
    ) {
      // "Python3", "HTML5", "YOLOv8n": retry without a trailing version, for plain aliases only.
      const bare = /^(\p{L}{2,}?)v?\d{1,2}[a-z]?$/u.exec(first.key)?.[1];
      const refs = bare ? INDEX.get(bare) : undefined;
      if (refs && refs.some((r) => !r.guard))
        found = { refs: refs.filter((r) => !r.guard), token: i, length: 1 };
    }
    if (found) {
      candidates.push(found);
      i += found.length;
    } else {
      i++;
    }
  }

  // Pass 2: plain aliases are accepted; risky ones wait for their guard.
  const accepted: TechMatch[] = [];
  const byLine = new Map<number, TechMatch[]>();
  const accept = (c: Candidate, entry: TaxonomyEntry, risky: boolean) => {
    const first = tokens[c.token]!;
    const match: TechMatch = {
      entry,
      start: first.start,
      end: tokens[c.token + c.length - 1]!.end,
      line: first.line,
      token: c.token,
      length: c.length,
      risky,
    };
    accepted.push(match);
    const onLine = byLine.get(match.line);
    if (onLine) onLine.push(match);
    else byLine.set(match.line, [match]);
  };

  /** Takes back the match of one token (a maker's name that turned out to lead a product's). */
  const retract = (token: number) => {
    const at = accepted.findIndex((m) => m.token === token && m.length === 1);
    if (at < 0) return;
    const [gone] = accepted.splice(at, 1);
    const onLine = byLine.get(gone!.line);
    if (onLine) onLine.splice(onLine.indexOf(gone!), 1);
  };

  // A look-alike word a document gives to someone ("a shop dog called Django", "led by Julia Brandt") is that
  // someone in its other sentences too ("say hi to Django", "a call with Julia"); not in a list.
  const writtenOf = (c: Candidate) => text.slice(tokens[c.token]!.start, tokens[c.token + c.length - 1]!.end);
  const someone = new Set(
    candidates.filter((c) => c.refs.every((r) => r.guard) && namesSomeone(doc, c)).map(writtenOf),
  );
  const isListLine = (line: number) =>
    options.everyLineIsList === true ||
    options.listLines?.has(line) === true ||
    SKILL_LABEL_RE.test(doc.lines[line] ?? '');

  // Tokens where a candidate starts or ends: "JSON:API" is one name, "Tools:Git" a label and a name.
  const startsName = new Set(candidates.map((c) => c.token));
  const endsName = new Set(candidates.map((c) => c.token + c.length - 1));
  let pending: Pending[] = [];
  for (const c of candidates) {
    // Words inside an e-mail address or a link ("ayesha.rust@gmail.com"), an identifier ("node_exporter") or
    // the tail of a hyphenated name ("V-Ray", "1-Wire") are not technologies.
    const first = tokens[c.token]!;
    const last = tokens[c.token + c.length - 1]!;
    if (inAddress(text, first) || text[first.start - 1] === '_' || text[last.end] === '_') continue;
    if (/[\p{L}\p{N}]-$/u.test(text.slice(Math.max(0, first.start - 2), first.start))) continue;
    // ...nor the head of one glued to a capital by a hyphen ("JSON-LD", "HP-UX") or, when the other part names
    // nothing known, by a colon ("JSON:API").
    const next = c.token + c.length;
    if (/^-\p{Lu}/u.test(text.slice(last.end, last.end + 2))) {
      const glued = keyOf(text.slice(first.start, tokens[next]?.end ?? last.end));
      if (
        !c.refs.some((r) => keyOf(r.entry.name) === glued || r.entry.aliases.some((a) => keyOf(a) === glued))
      )
        continue;
    }
    if (/^:\p{Lu}/u.test(text.slice(last.end, last.end + 2)) && tokens[next]?.start === last.end + 1)
      if (!startsName.has(next)) continue;
    // ...nor the tail of an acronym's pair after a slash ("ESC/POS", "RTK/GNSS"; "OrCAD/Allegro" is two names).
    const before = tokens[c.token - 1];
    if (
      before?.end === first.start - 1 &&
      text[before.end] === '/' &&
      /^\p{Lu}{2,5}$/u.test(text.slice(before.start, before.end)) &&
      !endsName.has(c.token - 1)
    )
      continue;
    // "Java, Indonesia", "my rescue dog, Django", "La Scala": a place's or someone's name, guarded or not.
    if (namesPlaceOrSomeone(doc, c)) continue;
    if (someone.has(writtenOf(c)) && c.refs.every((r) => r.guard) && !isListLine(first.line)) continue;
    const plain = c.refs.find((r) => !r.guard);
    if (plain && isWordInLowerCase(doc, c, plain.entry)) {
      pending.push({ candidate: c, guards: [{ entry: plain.entry, guard: LOWER_CASE_WORD_GUARD }] });
      continue;
    }
    if (plain) {
      if (!isDataSource(doc, c, plain.entry)) accept(c, plain.entry, false);
      continue;
    }
    const guards = c.refs.filter(
      (r) => passesLocalChecks(doc, c, r.guard!) && !partOfAnother(doc, c, r.entry),
    );
    if (guards.length > 0) pending.push({ candidate: c, guards });
  }
  pending.push(...mixedCaseNames(doc, candidates));

  // Rounds: a risky alias accepted in one round can vouch for its neighbours in the next.
  for (let changed = true; changed && pending.length > 0;) {
    changed = false;
    const still: typeof pending = [];
    for (const p of pending) {
      // (A maker's name accepted as a product vouches for the name it leads, as a neighbour would.)
      const ok =
        p.replaces !== undefined && accepted.some((m) => m.token === p.replaces)
          ? p.guards[0]
          : p.guards.find((r) => passesContext(doc, p.candidate, r.guard!, byLine, isListLine));
      if (ok) {
        if (!isDataSource(doc, p.candidate, ok.entry)) {
          accept(p.candidate, ok.entry, true);
          if (p.replaces !== undefined) retract(p.replaces);
        }
        changed = true;
      } else {
        still.push(p);
      }
    }
    pending = still;
  }

  // One sense per document: once a risky name is shown to be the technology (in a list, beside others), its
  // other mentions with the right spelling are that technology too ("dbt models" under a job, "dbt" in Skills).
  const known = new Set(accepted.map((m) => m.entry));
  for (const p of pending) {
    const same = p.guards.find((r) => known.has(r.entry));
    if (same && !isDataSource(doc, p.candidate, same.entry)) accept(p.candidate, same.entry, true);
  }
  addSharedHeads(doc, accepted, accept);
  addFamilyParts(doc, accepted, accept);
  addPhrases(doc, accepted);
  return accepted.sort((a, b) => a.start - b.start);
}

/**
 * What a product's name that is also an English word needs when written in lower case in a cased text (its
 * spellings are never asked: it applies to the spelling found, in cased texts only).
 */
const LOWER_CASE_WORD_GUARD: RiskyAlias = { forms: [], case: 'any', context: 'near' };
/**
 * A one-word spelling of a product that is also an English word ("Docker", "Fedora", "torch" for PyTorch),
 * written in lower case in a text that uses capitals: the word ("a docker at the wharf", "torch-on felt")
 * unless technology stands near it ("docker and kubernetes"). Not for a product its makers name in lower case
 * ("pandas").
 */
function isWordInLowerCase(doc: TextIndex, c: Candidate, entry: TaxonomyEntry): boolean {
  if (doc.caseless || c.length !== 1 || /^\p{Ll}/u.test(entry.name)) return false;
  const token = doc.tokens[c.token]!;
  const written = doc.text.slice(token.start, token.end);
  if (!/^\p{Ll}+$/u.test(written) || !isEnglishWord(written)) return false;
  // A profession's field is its word ("runs outsourced payroll", "did the bookkeeping"), but not an activity that
  // only a spelling of it names ("an app for buying and selling books" is no sales experience).
  const field =
    isProfessionsField(entry) && (written === entry.name.toLowerCase() || !written.endsWith('ing'));
  return !field;
}

/** A field of a profession other than software ("Payroll", "Bookkeeping", "Venepuncture"); no people skill. */
const isProfessionsField = (entry: TaxonomyEntry) =>
  !entry.technical && PROFESSIONAL_CATEGORIES.has(entry.category) && entry.category !== 'Soft Skills';

/**
 * Words written in mixed case ("RxSwift", "WorkManager", "ZaloPay", "eBird") are how products are named, and
 * almost nothing else is: each one no entry claims becomes a candidate technology of its own, accepted like a
 * risky name, beside other technologies in the same sentence or in a list. Surnames ("McKenzie", "DeSilva")
 * and degrees ("PhD", "BSc") are not.
 */
const MIXED_CASE_RE = /^(?:\p{Lu}[\p{Ll}\p{N}]+|\p{Ll}{1,2})(?:\p{Lu}[\p{Ll}\p{N}]*)+$/u;
/** An acronym or a model's code: "BRM", "CBS", "S5700", "A100". */
const MODEL_CODE_RE = /^(?=.*\p{Lu}.*\p{Lu}|.*\p{N})\p{Lu}[\p{Lu}\p{N}-]{1,7}$/u;
const NOT_A_PRODUCT_RE =
  /^(?:(?:Mc|Mac|De|Di|Da|Du|La|Le|Van|Von|Fitz)\p{Lu}|(?:Ph|B|M|Be|Me)(?:D|Sc|Eng|Tech|Com|Ed|Phil|Arch|Des|Pharm)s?$|e(?:Commerce|Learning|Mail|Business|Book|Banking|Health|Governance)$)/u;

/** A line that reads as a sentence: six words or more, and not a role line with its dates. */
function inSentence(line: string): boolean {
  return (
    line.split(/\s+/).filter(Boolean).length >= 6 && !/\b(?:19|20)\d{2}\b.*\)?\s*$/.test(line.slice(-20))
  );
}

/**
 * A company's name no list holds, known by its shape: coined ("MikroTik", "JFrog", "Rapid7") or an acronym ("NXP"),
 * and no English word.
 */
const isCoinedMakerName = (word: string) =>
  (MIXED_CASE_RE.test(word) || /^\p{Lu}{2,5}$/u.test(word) || /^\p{Lu}\p{Ll}+\d+$/u.test(word)) &&
  !isEnglishWord(word.toLowerCase());

/** A candidate waiting for its context; `replaces`: the token of a maker's own name it takes in. */
type Pending = { candidate: Candidate; guards: AliasRef[]; replaces?: number };

function mixedCaseNames(doc: TextIndex, candidates: readonly Candidate[]): Pending[] {
  const { text, tokens } = doc;
  const covered = new Set<number>();
  for (const c of candidates) for (let k = c.token; k < c.token + c.length; k++) covered.add(k);
  // A maker known as a product of its own ("SAP"), alone: a name after it is that maker's product.
  const makerAlone = new Set(
    candidates
      .filter((c) => c.length === 1 && isMaker(text.slice(tokens[c.token]!.start, tokens[c.token]!.end)))
      .map((c) => c.token),
  );
  const entries = new Map<string, TaxonomyEntry>();
  const out: Pending[] = [];
  tokens.forEach((t, i) => {
    if (covered.has(i)) return;
    const raw = text.slice(t.start, t.end);
    // The maker's name before it is part of the product's ("Amazon QuickSight", "NI TestStand", "SAP
    // SuccessFactors": not SAP and SuccessFactors).
    const before = tokens[i - 1];
    const byMaker =
      before !== undefined &&
      before.line === t.line &&
      before.end + 1 === t.start &&
      (!covered.has(i - 1) || makerAlone.has(i - 1)) &&
      (isMaker(text.slice(before.start, before.end)) ||
        // (A company's name no list holds, before a coined name of its product: "MikroTik RouterOS", "Rapid7
        // InsightVM"; not a slash's pair, "MsgSend/MsgReceive".)
        (!covered.has(i - 1) &&
          text[before.end] === ' ' &&
          MIXED_CASE_RE.test(raw) &&
          isCoinedMakerName(text.slice(before.start, before.end))));
    // ...and so is an acronym or a model's code after a maker's name ("Oracle BRM", "Huawei S5700").
    if (
      !(MIXED_CASE_RE.test(raw) || (byMaker && MODEL_CODE_RE.test(raw))) ||
      NOT_A_PRODUCT_RE.test(raw) ||
      NOT_SKILLS.has(keyOf(raw)) ||
      inAddress(text, t)
    )
      return;
    const from = byMaker ? i - 1 : i;
    const name = text.slice(tokens[from]!.start, t.end);
    // Projects and employers are named in short lines and at the start of one ("ShipLanka — ...", "Associate
    // Engineer, ShipLanka (2024 - Present)", a table row "Project<tab>ShipLanka — ..."); tools are named in
    // sentences and in labelled lists.
    const line = doc.lines[t.line] ?? '';
    const rowStart = /^[^\t\n]{0,40}\t\s*$/.test(lineBefore(text, tokens[from]!.start));
    if (
      from === 0 ||
      tokens[from - 1]!.line !== t.line ||
      rowStart ||
      !(inSentence(line) || SKILL_LABEL_RE.test(line))
    )
      return;
    const key = keyOf(name);
    let entry = entries.get(key);
    if (!entry) {
      entry = { name, category: 'Tools', aliases: [name], risky: [], technical: true };
      entries.set(key, entry);
    }
    const ref: AliasRef = { entry, guard: { forms: [name], case: 'exact', context: 'near' } };
    out.push({
      candidate: { refs: [ref], token: from, length: i - from + 1 },
      guards: [ref],
      ...(byMaker && covered.has(i - 1) ? { replaces: i - 1 } : {}),
    });
  });
  // "SuccessFactors" where the document also writes "SAP SuccessFactors": one product, by its maker-led name.
  const makerLed = new Map<string, TaxonomyEntry>();
  for (const entry of entries.values()) {
    const own = afterMaker(entry.name);
    if (own !== null) makerLed.set(keyOf(own), entry);
  }
  return out.map((p) => {
    const led = makerLed.get(keyOf(p.guards[0]!.entry.name));
    if (!led) return p;
    const ref: AliasRef = { ...p.guards[0]!, entry: led };
    return { ...p, candidate: { ...p.candidate, refs: [ref] }, guards: [ref] };
  });
}

/**
 * Whether a name on a list line is said in a sentence all the same: its run between list marks is six words
 * or more ("and looking after a very lazy cat called Mocha"), or the line is the candidate telling of
 * themselves ("Other: I run a small reading group (this term: Kafka and Borges)").
 */
function saidInSentence(line: string, at: number): boolean {
  const marks = /[,;:|•·()[\]/]/g;
  let from = 0;
  let to = line.length;
  for (const m of line.matchAll(marks)) {
    if (m.index < at) from = m.index + 1;
    else {
      to = m.index;
      break;
    }
  }
  const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
  return (
    words(line.slice(from, to)) >= 6 ||
    (/\b(?:I|my|we|our)\b/.test(line) && line.split(marks).some((chunk) => words(chunk) >= 5))
  );
}

/**
 * The matches but an unknown name inside an organisation's ("DesertLink Talent Consultants", "FibraSul Telecom
 * Ltda": an employer or an agency, no technology); `names`: the organisations already read by name.
 */
export function withoutOrganisationNames(
  doc: TextIndex,
  matches: readonly TechMatch[],
  names: readonly (string | null)[] = [],
): TechMatch[] {
  const organisations = organisationSpans(doc.text, names);
  if (organisations.length === 0) return [...matches];
  // (The spans first: looking a name up reads it again, and most names stand in no organisation's.)
  return matches.filter(
    (m) =>
      !organisations.some((o) => o.start <= m.start && m.end <= o.end) ||
      lookupTechnology(m.entry.name) !== undefined,
  );
}

/** Whether a token sits in an e-mail address or a link (the run of text around it, up to spaces). */
export function inAddress(text: string, token: Token): boolean {
  let from = token.start;
  while (from > 0 && !/\s/.test(text.charAt(from - 1))) from--;
  let to = token.end;
  while (to < text.length && !/\s/.test(text.charAt(to))) to++;
  return isAddress(text.slice(from, to));
}

/** Whether a run of text without spaces is an e-mail address or a link (ADDRESS_RE). */
export const isAddress = (run: string) => ADDRESS_RE.test(run);

/** Index of the first token at or after an offset. */
export function tokenAt(doc: TextIndex, offset: number): number {
  return firstStartingAt(doc.tokens, offset);
}

/**
 * Index of the first item starting at or after `offset`, in items ordered by start (a binary search: a long
 * Skills line holds thousands of names); `items.length` when there is none.
 */
export function firstStartingAt(items: readonly { start: number }[], offset: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
/**
 * An e-mail address, a URL, a domain followed by a path ("github.com/name", "oakmere.digital/careers"; not
 * "node.js/express") or a host of three or more labels ("careers.akageracyber.rw"); lower-case domains only.
 */
const ADDRESS_RE =
  /@[a-z0-9-]+\.|:\/\/|(?:^|[^A-Za-z])www\.|[a-z0-9-]\.(?!js\/)[a-z]{2,}\/|^[a-z0-9-]+(?:\.[a-z0-9-]+)+\.[a-z]{2,6}[.,;:)]*$/;

/**
 * A professional field named as something else's domain or as a chore, not as a skill: where data comes from
 * ("load ERP and POS data"), what a thing is for ("a demand-forecasting model", "accounting software agency",
 * "teaching rooms"), or the arrangements of an event ("organised logistics and catering for the hackathon").
 * Only for non-technical entries, whose names are common nouns in other people's work.
 */
function isDataSource(doc: TextIndex, c: Candidate, entry: TaxonomyEntry): boolean {
  if (entry.technical) return false;
  const { tokens } = doc;
  const line = tokens[c.token]!.line;
  const next = (k: number) => {
    const t = tokens[c.token + c.length + k];
    return t && t.line === line ? t.key : '';
  };
  if (DOMAIN_OF.has(next(0))) return true;
  if (EVENT_CHORE_RE.test(doc.lines[line] ?? '')) return true;
  return (
    entry.category === 'Business' &&
    (next(0) === 'data' || (['and', 'or'].includes(next(0)) && (next(1) === 'data' || next(2) === 'data')))
  );
}
/** Nouns a field's name qualifies when it names a domain: "forecasting model", "accounting software". */
const DOMAIN_OF: ReadonlySet<string> = new Set(
  'model models software agency agencies room rooms platform platforms app apps application applications system systems dashboard dashboards tool tools company companies firm firms startup startups client clients website portal sector industry domain module modules course courses'.split(
    ' ',
  ),
);
/** Arranging an event: what a volunteer did, not a skill they offer. */
const EVENT_CHORE_RE =
  /\b(?:organi[sz]ed|organi[sz]ing|arranged|arranging|handled|coordinated|coordinating|helped with|ran)\b.*\b(?:hackathons?|events?|fests?|festivals?|conferences?|meetups?|community day|workshops?|competitions?|tournaments?|sessions?|camps?)\b/i;

/** Every form the vocabulary gives of the verbs a CV or an ad opens a duty with ("maintain", "built"). */
const VERB_FORMS: ReadonlySet<string> = new Set(
  [...VERBS.actionVerbs, ...VERBS.plainVerbs].flat().map((v) => v.toLowerCase()),
);

/**
 * Two skills sharing one word: "unit and integration tests" names unit tests too, "unit and UI tests" and
 * "plan and deliver lessons" name unit tests and lesson planning, "accounts payable and receivable" names
 * accounts receivable; "HCL Notes/Domino" names HCL Domino. At each "and"/"or", the word before it (and each
 * word of a comma list before that: "unit, widget and integration tests") is tried with the word one or two after
 * the next one, and a match that ends right before it (or before a slash) is tried with the word after it in place
 * of its last word.
 */
function addSharedHeads(
  doc: TextIndex,
  accepted: TechMatch[],
  accept: (c: Candidate, entry: TaxonomyEntry, risky: boolean) => void,
): void {
  const { tokens } = doc;
  const plainAt = (key: string) => INDEX.get(key)?.find((r) => !r.guard)?.entry;
  const endingAt = new Map(accepted.filter((m) => !m.risky).map((m) => [m.token + m.length - 1, m]));
  const namesFrom = new Map(accepted.filter((m) => m.length >= 2).map((m) => [m.token, m]));
  // Whether the head of `m` ("Microsoft" of "Microsoft 365") goes with the whole longer name that opens at
  // `token`, not its first word: "Microsoft 365 and Exchange Online" names Microsoft Exchange Online, no
  // Microsoft Exchange; "Access and Excel VBA" names Excel.
  // (Also when a PDF's line wraps inside the longer name, "Exchange⏎Online", which then reads as no match.)
  const sharedWithLonger = (m: TechMatch, token: number) => {
    const shared = joinKeys(tokens, m.token, m.length - 1);
    const longer = namesFrom.get(token);
    if (longer) return plainAt(`${shared} ${joinKeys(tokens, longer.token, longer.length)}`) === longer.entry;
    return [2, 3].some((length) => {
      if (token + length > tokens.length) return false;
      const name = plainAt(joinKeys(tokens, token, length));
      return name !== undefined && plainAt(`${shared} ${joinKeys(tokens, token, length)}`) === name;
    });
  };
  const add = (token: number, entry: TaxonomyEntry | undefined) => {
    const line = tokens[token]!.line;
    if (!entry || accepted.some((x) => x.entry === entry && x.line === line)) return;
    accept({ refs: [{ entry }], token, length: 1 }, entry, false);
  };
  for (let k = 1; k + 1 < tokens.length; k++) {
    const join = tokens[k]!;
    if (join.key !== 'and' && join.key !== 'or') continue;
    if (tokens[k - 1]!.line !== join.line) continue;
    // The words before the "and": the one right before it, and those before it that commas separate.
    const befores = [k - 1];
    for (let b = k - 2; b >= 0 && befores.length < 5; b--) {
      if (!/^\s*,\s*$/.test(doc.text.slice(tokens[b]!.end, tokens[b + 1]!.start))) break;
      befores.push(b);
    }
    // The word after the "and" may be a hyphenated compound ("unit, integration and end-to-end testing").
    let next = k + 1;
    while (next + 1 < tokens.length && doc.text.slice(tokens[next]!.end, tokens[next + 1]!.start) === '-')
      next++;
    for (const j of [1, 2]) {
      const head = tokens[next + j];
      if (!head || head.line !== join.line) break;
      // "Plan and deliver lessons" shares its object; "Build and maintain NLU pipelines" does not make build
      // pipelines: after two verbs, a word between is the object's own.
      if (j === 2 && VERB_FORMS.has(tokens[k + 1]!.key)) break;
      for (const b of befores) add(b, plainAt(`${tokens[b]!.key} ${head.key}`));
    }
    const m = endingAt.get(k - 1);
    const after = tokens[k + 1]!;
    if (m && m.length >= 2 && after.line === join.line && !sharedWithLonger(m, k + 1))
      add(k + 1, plainAt(`${joinKeys(tokens, m.token, m.length - 1)} ${after.key}`));
  }
  // "HCL Notes/Domino", "HCL Notes / Domino": a slash joins two products of one family as "and" does. The
  // first is the technology near the second that a guarded name waits for, so either may be guarded.
  const namesEndingAt = new Map(accepted.map((m) => [m.token + m.length - 1, m]));
  for (let k = 1; k < tokens.length; k++) {
    const m = namesEndingAt.get(k - 1);
    if (!m || m.length < 2 || !/^ ?\/ ?$/.test(doc.text.slice(tokens[k - 1]!.end, tokens[k]!.start)))
      continue;
    if (!sharedWithLonger(m, k))
      add(k, INDEX.get(`${joinKeys(tokens, m.token, m.length - 1)} ${tokens[k]!.key}`)?.[0]?.entry);
  }
}

/** A product's part named bare: its words, as written in the vocabulary, and the family's words before them. */
interface FamilyPart {
  keys: readonly string[];
  written: string;
  family: string;
  entry: TaxonomyEntry;
}
/** Words of a family that only name a product (not English, not a maker's): "Documentum", "Cognos", "Tosca". */
const isOwnProductWord = (word: string) =>
  /\p{L}/u.test(word) && !/^\p{Lu}{1,3}$/u.test(word) && !isEnglishWord(word) && !isMaker(word);
/**
 * A part's name that names that part even alone: a word no dictionary has ("xPlore", "FCCS", "D2"), or
 * capitalised words one of which is such a word; not a version ("13", "v2"), not a name of its own.
 */
function isOwnPartName(part: string): boolean {
  const words = part.split(' ');
  if (!words.every((w) => /^[\p{Lu}\p{N}]|^\p{Ll}+\p{Lu}/u.test(w))) return false;
  if (words.length === 1 && (!/\p{L}/u.test(part) || part.length < 2 || /^v?\d/i.test(part))) return false;
  return words.some(isOwnProductWord);
}
let FAMILY_PARTS: Map<string, FamilyPart[]> | undefined;
/**
 * Every vocabulary name "<family> <part>" ("Documentum D2", "IBM Cognos Framework Manager", "Oracle FCCS")
 * whose part is no name of its own and names the part alone (`isOwnPartName`: "Oracle Data Management" and
 * "Jira Software" have none), by the part's first word.
 */
function familyParts(): Map<string, FamilyPart[]> {
  if (FAMILY_PARTS) return FAMILY_PARTS;
  FAMILY_PARTS = new Map();
  for (const entry of TAXONOMY) {
    const words = entry.name.split(' ');
    for (let k = 1; k < words.length; k++) {
      const written = words.slice(k).join(' ');
      const family = words.slice(0, k).join(' ');
      if (!isOwnPartName(written) || CONTEXT_WORDS.has(written.toLowerCase())) continue;
      const keys = aliasTokens(written);
      if (keys.length === 0 || INDEX.has(keys.join(' '))) continue;
      const list = FAMILY_PARTS.get(keys[0]!) ?? [];
      list.push({ keys, written, family, entry });
      FAMILY_PARTS.set(keys[0]!, list);
    }
  }
  return FAMILY_PARTS;
}

/**
 * A product's part named bare where the document names the product: "D2" and "xPlore" in a CV that names
 * Documentum are Documentum D2 and Documentum xPlore, "Framework Manager" beside IBM Cognos is IBM Cognos
 * Framework Manager, as a reader of that CV takes them. Only where exactly one family the document names has
 * a part of that name.
 */
function addFamilyParts(
  doc: TextIndex,
  accepted: TechMatch[],
  accept: (c: Candidate, entry: TaxonomyEntry, risky: boolean) => void,
): void {
  const { text, tokens } = doc;
  const index = familyParts();
  const covered = new Set<number>();
  for (const m of accepted) for (let t = m.token; t < m.token + m.length; t++) covered.add(t);
  const named = new Map<string, boolean>();
  const names = (family: string) => {
    let has = named.get(family);
    if (has === undefined) {
      named.set(family, (has = wholeWordRe(family, doc.caseless ? 'iu' : 'u').test(text)));
    }
    return has;
  };
  for (let i = 0; i < tokens.length; i++) {
    const parts = index.get(tokens[i]!.key);
    if (!parts || covered.has(i)) continue;
    const found = parts.filter((p) => {
      const last = i + p.keys.length - 1;
      if (last >= tokens.length || tokens[last]!.line !== tokens[i]!.line) return false;
      for (let n = 1; n < p.keys.length; n++) {
        if (tokens[i + n]!.key !== p.keys[n] || covered.has(i + n)) return false;
        if (!joinable(text, tokens[i + n - 1]!.end, tokens[i + n]!.start)) return false;
      }
      const written = text.slice(tokens[i]!.start, tokens[last]!.end);
      if (!doc.caseless && written.replace(/\s+/g, ' ') !== p.written) return false;
      if (
        inAddress(text, tokens[i]!) ||
        text[tokens[i]!.start - 1] === '_' ||
        text[tokens[last]!.end] === '_'
      )
        return false;
      // The whole name written ("Albert Heijn") was the matcher's to take; a capitalised word opening a
      // sentence ("Config is kept in Git") or someone's name ("write to Felix Navarro") names no part.
      const before = text.slice(Math.max(0, tokens[i]!.start - p.family.length - 1), tokens[i]!.start);
      if (before.toLowerCase() === `${p.family} `.toLowerCase()) return false;
      if (/^\p{Lu}\p{Ll}+$/u.test(written) && opensSentence(text, tokens[i]!.start)) return false;
      // ...nor a list's label ("IaC / Config: Terraform").
      if (/^\s*:/.test(text.slice(tokens[last]!.end, tokens[last]!.end + 3))) return false;
      if (namesPlaceOrSomeone(doc, { refs: [], token: i, length: p.keys.length })) return false;
      return names(p.family);
    });
    const entries = new Set(found.map((p) => p.entry));
    if (entries.size !== 1) continue;
    const [entry] = entries;
    const length = found[0]!.keys.length;
    accept({ refs: [{ entry: entry! }], token: i, length }, entry!, true);
    for (let t = i; t < i + length; t++) covered.add(t);
  }
}

/** Skills said as a phrase rather than a name (see `PHRASES` in taxonomy.ts), where no match covers them. */
function addPhrases(doc: TextIndex, accepted: TechMatch[]): void {
  const { text, tokens } = doc;
  for (const { re, entry } of PHRASES_COMPILED) {
    for (const hit of text.matchAll(re)) {
      const start = hit.index;
      const end = start + hit[0].length;
      const token = firstStartingAt(tokens, start);
      if (token === tokens.length) continue;
      const first = tokens[token]!;
      if (accepted.some((m) => m.entry === entry && m.line === first.line)) continue;
      let last = token;
      while (last + 1 < tokens.length && tokens[last + 1]!.start < end) last++;
      accepted.push({
        entry,
        start: first.start,
        end: tokens[last]!.end,
        line: first.line,
        token,
        length: last - token + 1,
        risky: false,
      });
    }
  }
}

const PHRASES_COMPILED = PHRASES.map(({ pattern, name }) => {
  const entry = entryByName(name);
  if (!entry) throw new Error(`Phrase rule for unknown skill ${name}`);
  return {
    re: new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    entry,
  };
});

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function joinKeys(tokens: Token[], from: number, n: number): string {
  let key = tokens[from]!.key;
  for (let k = 1; k < n; k++) key += ' ' + tokens[from + k]!.key;
  return key;
}

/** Whether a name is written in the case its guard asks for ("Rust", not "rust"). */
function hasGuardsCase(raw: string, guard: RiskyAlias): boolean {
  if (guard.case === 'exact') return guard.forms.includes(raw);
  if (guard.case === 'capital') return isCapitalised(raw);
  return true;
}

/**
 * The context a guard asks for. In a text typed without capitals, a name whose case was its safeguard and that
 * is also an English word ("bash", "rust") or an acronym ("can" for CAN, "send" for SEND) must be an item of
 * a list of technologies that stands alone between the list's marks ('item': "i2c, spi, gpio, can", not "canva
 * and basic audio editing"); other names keep their own guard ("kafka", "okta").
 */
function contextOf(doc: TextIndex, raw: string, guard: RiskyAlias): RiskyAlias['context'] | 'item' {
  if (!doc.caseless || hasGuardsCase(raw, guard)) return guard.context;
  const form = guard.forms.find((f) => f.toLowerCase() === raw.toLowerCase()) ?? raw;
  const acronym = form.length > 1 && !/\p{Ll}|\d/u.test(form);
  return acronym || isOrdinaryName(raw) ? 'item' : guard.context;
}

/**
 * Marks that open and close an item of a list, read on the few characters before and after it: "i2c, spi,
 * can)", "kafka, docker", "bash or python", or the item alone on its line; not a bracket's note ("kafka
 * (basic)").
 */
const ITEM_OPENS_RE = /(?:[,;|/:•·]|\s-|\band|\bor)\s*$/;
const ITEM_CLOSES_RE = /^(?:[ \t]*(?:[,;|/)\]\n]|\.(?:\s|$)|$)|\s+(?:and|or)\b)/;

function standsAsItem(text: string, lineStart: number, start: number, end: number): boolean {
  const opens =
    /^[\s\-•*]*$/.test(text.slice(lineStart, start)) ||
    ITEM_OPENS_RE.test(text.slice(Math.max(lineStart, start - 8), start));
  return opens && ITEM_CLOSES_RE.test(text.slice(end, end + 8));
}

/** The text of its line before `offset`. */
const lineBefore = (text: string, offset: number) =>
  text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);

/** Whether what stands at `offset` is its sentence's first word (a line's, after bullets, or after a full stop). */
const opensSentence = (text: string, offset: number) =>
  /(?:^[\s\p{P}\p{S}]*|[.!?:]\s+)$/u.test(lineBefore(text, offset));

/** The text of `word` when one space on its line joins it to `to`, the token after or before it; else undefined. */
function joinedWord(doc: TextIndex, word: Token | undefined, to: Token): string | undefined {
  if (!word || word.line !== to.line) return undefined;
  const gap = word.start >= to.end ? doc.text.slice(to.end, word.start) : doc.text.slice(word.end, to.start);
  return gap === ' ' ? doc.text.slice(word.start, word.end) : undefined;
}

/** What one does with a game, a sport or an instrument. */
const PLAY_RE = /^(?:play|plays|playing|played)$/;
/** Words after a product's name that say what of the software is meant ("Razor views", "Liquid markup"). */
const SOFTWARE_PART_RE =
  /^(?:templates?|markup|syntax|registry|notebooks?|views?|partials?|testing|tests?|components?|files?|models?|modules?|packages?|apps?|scripts?|repos?|repositor(?:y|ies)|edits|placeholders)$/;

/** Spelling and neighbouring-word checks that need no other match. */
function passesLocalChecks(doc: TextIndex, c: Candidate, guard: RiskyAlias): boolean {
  const { text, tokens } = doc;
  const first = tokens[c.token]!;
  const last = tokens[c.token + c.length - 1]!;
  const raw = text.slice(first.start, last.end);
  if (!hasGuardsCase(raw, guard) && !doc.caseless) return false;
  const next = tokens[c.token + c.length];
  if (guard.notNext && next && next.line === last.line) {
    // (A veto of two words, "to work", is matched against the next two: "Authorization to work in the UK".)
    const afterNext = tokens[c.token + c.length + 1];
    const two = afterNext?.line === next.line ? `${next.key} ${afterNext.key}` : next.key;
    if (guard.notNext.some((w) => w === next.key || w === two)) return false;
  }
  const prev = tokens[c.token - 1];
  if (guard.notPrev && prev && prev.line === first.line && guard.notPrev.includes(prev.key)) return false;
  // The words joined to the name by one space on its line, before and after it.
  const before = joinedWord(doc, prev, first);
  const after = joinedWord(doc, next, last);
  // One plays a game, a sport or an instrument, not a language or a tool ("I like to play Go", "plays Java").
  if (before !== undefined && PLAY_RE.test(before.toLowerCase())) return false;
  if (guard.apart) {
    // (A word that says what kind of product it is belongs to it: "Square POS".)
    const kindAfter = after !== undefined && KIND_OF_PRODUCT_RE.test(after);
    if ([before, kindAfter ? undefined : after].some((w) => w !== undefined && isCapitalised(w)))
      return false;
    // A name that is an ordinary word in lower case begins a phrase when a word follows it: "smart charging",
    // "survival analysis" (a package's "pre-commit hooks" stays).
    if (guard.case === 'any' && /^\p{Ll}+$/u.test(raw) && after !== undefined && /^\p{Ll}/u.test(after))
      return false;
    // ...and so does one capitalised at the start of a list's item: "Horse handling and safe restraint", "Ring
    // sizing and general repairs" (not "Realm database", "Razor views", "Handlebars templates": a word that says
    // it is software; nor "Shapely and GeoPandas").
    if (
      guard.context === 'list' &&
      /^\p{Lu}\p{Ll}+$/u.test(raw) &&
      after !== undefined &&
      /^\p{Ll}/u.test(after) &&
      !CONTEXT_WORDS.has(after.toLowerCase()) &&
      !SOFTWARE_PART_RE.test(after) &&
      !STOPWORDS.has(after) &&
      /(?:^|[,;:|•·(])[\s\-*•·–]*$/u.test(lineBefore(text, first.start))
    )
      return false;
  }
  // A look-alike word that begins a longer proper name is part of it: a person ("Julia Hartono"), a place or
  // a business ("Cypress Avenue", "Java Junction Cafés").
  // (Not a certificate's title: "Azure Data Fundamentals" names the product; "HashiCorp Certified" only its maker.)
  if (
    isCapitalised(raw) &&
    startsProperName(doc, next, last) &&
    !(CERTIFICATE_AFTER_RE.test(text.slice(last.end, last.end + 60)) && !isMaker(raw))
  )
    return false;
  // ...or ends one, after a capitalised word that is no sentence's first ("Code Phoenix coding nights").
  if (isCapitalised(raw) && endsProperName(doc, prev, first)) return false;
  // A name ending in a digit and going on as a decimal is a number: "pm2.5" is no PM2.
  if (/\d$/.test(raw) && /^\.\d/.test(text.slice(last.end, last.end + 2))) return false;
  if (raw.length === 1) {
    // Single letters: not "C-suite", "R&D", "R's", "J.R.R.", "38°C"
    const after = text.charAt(last.end);
    const before = text.charAt(first.start - 1);
    if ("-&'’".includes(after) && after !== '' && !/^-\s/.test(text.slice(last.end, last.end + 2)))
      return false;
    if ("&'’°".includes(before) && before !== '') return false;
    if (after === '.' && /\p{L}/u.test(text.charAt(last.end + 1))) return false;
  }
  return true;
}

const HONORIFICS: ReadonlySet<string> = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'miss',
  'prof',
  'professor',
  'sir',
]);

/**
 * Whether the words before the token make it a person's or a pet's name: a title ("Dr Ruby Silva"), a title
 * and a given name that is no technology's ("Dr Fiona Jenkins"; not "MS Word, Outlook"), "called"/"named"
 * ("a cat called Mocha").
 */
function namedAsSomeone(doc: TextIndex, token: number): boolean {
  const { text, tokens } = doc;
  const prev = tokens[token - 1];
  if (!prev || prev.line !== tokens[token]!.line) return false;
  if (HONORIFICS.has(prev.key) || prev.key === 'called' || prev.key === 'named') return true;
  const title = tokens[token - 2];
  return (
    HONORIFICS.has(title?.key ?? '') &&
    isCapitalised(text.slice(prev.start, prev.end)) &&
    !INDEX.has(prev.key)
  );
}

/** A name's own article in another language: "La Scala" (the opera house), "Los Alamos", "El Camino". */
const PLACE_ARTICLE_RE = /^(?:La|Le|Les|Las|Los|El|Il|Lo)$/;
/** Words that put a compass point before a region's name ("East Java", "Central Java"). */
const COMPASS_RE = /^(?:East|West|North|South|Central|Northern|Southern|Eastern|Western)$/;
/** Who a name is, said right after it: "Hugo, our lead developer". */
const APPOSITIVE_RE =
  /^,\s+(?:our|my|your|the|their)\s+(?:[\p{L}-]+\s+){0,2}(?:developer|engineer|manager|lead|mentor|teacher|tutor|supervisor|colleague|friend|boss|director|founder|buddy|coach|trainer|recruiter|designer|analyst|owner|head|ceo|cto)\b/iu;
/** Whether the text after a name says who it is: "Hugo, our ops lead" (`APPOSITIVE_RE`). */
export const describedAsSomeone = (text: string, end: number) =>
  APPOSITIVE_RE.test(text.slice(end, end + 60));
/** Nouns a name is given to in apposition ("my rescue dog, Django,", "walks with my dog Lua"). */
const NAMED_ONE_RE =
  /\b(?:dog|cat|puppy|kitten|pet|horse|parrot|son|daughter|brother|sister|friend|nephew|niece|cousin)\s*,?\s*$/i;

/** "<joiner> <place>" after a name, not going on as a list: ", <place>"; "and <place>" too after a look-alike word. */
const placeAfter = (joiner: string) =>
  new RegExp(String.raw`^${joiner}[ \t]*(\p{Lu}[\p{L}\p{M}'’-]*)(?![\p{L}\p{M}'’-]|[ \t]*,)`, 'u');
const PLACE_AFTER_RE = placeAfter(',');
const PLACE_AFTER_LOOK_ALIKE_RE = placeAfter(String.raw`(?:,|[ \t]+and)`);
/** A place's name right before a look-alike word, joined by a comma or "and" ("Bali, Java"). */
const PLACE_BEFORE_RE = /(?<![\p{L}\p{M}'’-])(\p{Lu}[\p{L}\p{M}'’-]*)(?:,|[ \t]+and)[ \t]+$/u;
/**
 * What says the name after it is a place: where someone grew up or lived, where a museum or a farm is ("the
 * archaeological museum in Delphi", "I grew up in Oban"), or the town after a hotel's or a school's name on a
 * role's line ("The Corran Bay Hotel, Oban").
 */
const PLACE_CUE_BEFORE_RE =
  /(?:\b(?:grew[ \t]+up|born|raised|lived|living|museum|hotel|village|farm|restaurant|festival|gallery|cathedral|abbey|church)[ \t]+(?:in|near)|\b(?:Hotel|School|College|University|Museum|Restaurant|Farm|Inn|Church|Abbey|Hospital|Library|Gallery|Bakery|Café|Pub)[ \t]*,)[ \t]+$/iu;

/**
 * Whether a capitalised name is a place's or someone's rather than a technology's: before ", <place>" ("Java,
 * Indonesia"), after a compass point ("East Java"), given to a pet or a person ("our office dog, Django"), or
 * after a title or "called" (`namedAsSomeone`).
 */
function namesPlaceOrSomeone(doc: TextIndex, c: Candidate): boolean {
  const { text, tokens } = doc;
  const first = tokens[c.token]!;
  const last = tokens[c.token + c.length - 1]!;
  if (!isCapitalised(text.slice(first.start, last.end))) return false;
  // Not inside a list ("Terraform, Atlantis, Ansible": Atlantis is a town too).
  // A look-alike word joined to a place by "and" is one too ("backpacking through Java and Bali"), or after one
  // ("Bali, Java and Lombok").
  const lookAlike = c.refs.every((r) => r.guard);
  const isPlace = (name: string | undefined) =>
    name !== undefined && !INDEX.has(name.toLowerCase()) && isPlaceOrLanguage(name);
  const after = (lookAlike ? PLACE_AFTER_LOOK_ALIKE_RE : PLACE_AFTER_RE).exec(
    text.slice(last.end, last.end + 40),
  );
  if (isPlace(after?.[1])) return true;
  if (PLACE_CUE_BEFORE_RE.test(text.slice(Math.max(0, first.start - 40), first.start))) return true;
  if (lookAlike && isPlace(PLACE_BEFORE_RE.exec(text.slice(Math.max(0, first.start - 40), first.start))?.[1]))
    return true;
  const prev = tokens[c.token - 1];
  // "East Java", "La Scala": the word right before it makes a place's name.
  const before =
    prev && prev.line === first.line && text.slice(prev.end, first.start) === ' '
      ? text.slice(prev.start, prev.end)
      : '';
  if (COMPASS_RE.test(before) || PLACE_ARTICLE_RE.test(before)) return true;
  return namesSomeone(doc, c);
}

/** Surname particles: "Jasmine de Vries", "Julia van Dijk". */
const SURNAME_PARTICLES = new Set('de da van von der del di dos das bin binti'.split(' '));

/**
 * Whether a name is given to someone: a pet or a relative ("our office dog, Django"), after a title or
 * "called" (`namedAsSomeone`), or, a look-alike word, before a surname ("Julia Brandt", "Jasmine de Vries": a
 * word that is no English word nor a technology).
 */
function namesSomeone(doc: TextIndex, c: Candidate): boolean {
  const { text, tokens } = doc;
  const first = tokens[c.token]!;
  const last = tokens[c.token + c.length - 1]!;
  if (!isCapitalised(text.slice(first.start, last.end))) return false;
  if (
    NAMED_ONE_RE.test(text.slice(Math.max(0, first.start - 30), first.start)) ||
    describedAsSomeone(text, last.end) ||
    namedAsSomeone(doc, c.token)
  )
    return true;
  // (The surname only after a look-alike word written as a given name is: "Oracle Exadata", "ONNX Runtime" are
  // no person.)
  if (
    c.length !== 1 ||
    c.refs.some((r) => !r.guard) ||
    !/^\p{Lu}\p{Ll}+$/u.test(text.slice(first.start, last.end))
  )
    return false;
  let next = tokens[c.token + 1];
  const apart = (t: Token | undefined, after: Token) =>
    t !== undefined && t.line === after.line && text.slice(after.end, t.start) === ' ';
  if (!apart(next, last)) return false;
  if (SURNAME_PARTICLES.has(text.slice(next!.start, next!.end))) {
    const particle = next!;
    next = tokens[c.token + 2];
    if (!apart(next, particle)) return false;
  }
  const surname = text.slice(next!.start, next!.end);
  return /^\p{Lu}\p{Ll}+$/u.test(surname) && !isEnglishWord(surname) && !INDEX.has(next!.key);
}

/** Whether `next` continues a proper name after `last`: one space, then a capitalised word that is no plain name of a technology. */
function startsProperName(doc: TextIndex, next: Token | undefined, last: Token): boolean {
  if (!next || next.line !== last.line || doc.text.slice(last.end, next.start) !== ' ') return false;
  const word = doc.text.slice(next.start, next.end);
  return (
    /^\p{Lu}\p{Ll}+(?:['’]s)?$/u.test(word) &&
    !INDEX.get(next.key)?.some((r) => !r.guard) &&
    !WORKS_WITH_WORD_RE.test(word)
  );
}

/**
 * Whether `prev` opens a proper name that `first` ends: one space before it, a capitalised word that is no plain
 * name of a technology nor a maker's ("Apache Phoenix" is a product), and not the first word of its sentence.
 */
function endsProperName(doc: TextIndex, prev: Token | undefined, first: Token): boolean {
  const word = joinedWord(doc, prev, first);
  if (!word || !/^\p{Lu}\p{Ll}+$/u.test(word) || isMaker(word) || INDEX.get(prev!.key)?.some((r) => !r.guard))
    return false;
  return !opensSentence(doc.text, prev!.start);
}

/**
 * A maker's product written without its maker, right after another product's own name, is a part of that one:
 * "Redis Sentinel" is no Microsoft Sentinel.
 */
function partOfAnother(doc: TextIndex, c: Candidate, entry: TaxonomyEntry): boolean {
  // (In a text all in one case a maker's name cannot be told by its capitals: "aws s3".)
  if (doc.caseless || afterMaker(entry.name) === null) return false;
  const prev = doc.tokens[c.token - 1];
  const word = joinedWord(doc, prev, doc.tokens[c.token]!);
  return (
    word !== undefined && !isMaker(word) && !!INDEX.get(prev!.key)?.some((r) => !r.guard && r.entry !== entry)
  );
}

function candidateIsTechnical(c: Candidate): boolean {
  return c.refs.some((r) => r.entry.technical);
}

/** A participle ("labelled", "deployed", "kept", "run"): "in"/"on" after one introduces a tool. */
export const PARTICIPLE = String.raw`\p{L}+(?:ed|ing)|built|kept|written|done|made|run|drawn|taken|shown|held|set|put|sent`;

/** Verbs whose "with" is a person's: "worked with Julia", "paired with Ruby". */
const SOCIAL_VERBS =
  'worked|working|collaborated|collaborating|partnered|paired|pairing|teamed|met|meeting|spoke|speaking|talked|talking|studied|volunteered|travelled|traveled|lived|living|played|playing|chatted|shared|sharing|interviewed|mentored|trained|coached|supported|liaised|liaising|coordinated|coordinating';
/**
 * What introduces a tool right before a name: "using", "via", "into", "in" ("the recall list in Excel"), or
 * "on"/"to"/"with" after a participle ("deployed to", "tracked with"). Not "with" otherwise or after a verb of
 * working together (a person: "worked with Julia", "paired with Ruby"), "through" ("read through Kafka"), "to"
 * after a noun (a person or a place: "report to Hugo", "airfare to Darwin") or a month ("released in June");
 * a bare "in" not before a season's year ("in Spring 2024") or a town named like a product ("a cooperative in
 * Jinja").
 */
const TOOL_BEFORE_RE = new RegExp(
  String.raw`(?:\b(?:using|via|into)|(?<bare>\bin)|\b(?:${PARTICIPLE})\s+(?:in|on|to)|\b(?!(?:${SOCIAL_VERBS})\b)(?:${PARTICIPLE})\s+with)\s+$`,
  'iu',
);
/** A name's own words after it that make it a time: "Spring 2024", "Autumn '25". */
const YEAR_AFTER_RE = /^\s+(?:'|’)?\d{2,4}\b/;

/** Lines of a document with a date range, asked once per line (a long Skills line holds thousands of names). */
const DATED_LINES = new WeakMap<TextIndex, Map<number, boolean>>();
function lineHasDateRange(doc: TextIndex, line: number): boolean {
  let dated = DATED_LINES.get(doc);
  if (!dated) DATED_LINES.set(doc, (dated = new Map()));
  let has = dated.get(line);
  if (has === undefined) dated.set(line, (has = containsDateRange(doc.lines[line]!)));
  return has;
}

/** Built on first use: text.ts, where the legal forms live, imports this module. */
let legalFormRe: RegExp | undefined;
const isLegalForm = (word: string) =>
  (legalFormRe ??= new RegExp(String.raw`^(?:${LEGAL_FORMS})$`, 'u')).test(word);

/**
 * The abbreviations a document defines as something that is no technology, by the words before them in
 * brackets whose initials they are ("Long-Term Occasional (LTO)", "Standard Operating Procedures (SOPs)"): in
 * that document the letters mean those words. Asked once per document.
 */
const DEFINED = new WeakMap<TextIndex, Set<string>>();
function definedAbbreviations(doc: TextIndex): Set<string> {
  let defined = DEFINED.get(doc);
  if (defined) return defined;
  DEFINED.set(doc, (defined = new Set()));
  for (const m of doc.text.matchAll(/\((\p{Lu}{2,6})s?\)/gu)) {
    const letters = m[1]!;
    const words = doc.text
      .slice(Math.max(0, m.index - 100), m.index)
      .split('\n')
      .pop()!
      .split(/[\s-]+/)
      .filter((w) => w !== '');
    const phrase: string[] = [];
    let k = letters.length;
    for (let i = words.length - 1; i >= 0 && k > 0; i--) {
      const word = words[i]!;
      phrase.unshift(word);
      if (ABBREVIATION_JOINERS.has(word.toLowerCase())) continue;
      if (word[0]!.toUpperCase() !== letters[k - 1]) break;
      k--;
    }
    const spelled = phrase.join(' ');
    if (
      k === 0 &&
      !/^[^\p{L}]/u.test(spelled) &&
      findTechnologies(spelled, { everyLineIsList: true }).length === 0
    )
      defined.add(letters);
  }
  return defined;
}

/**
 * A look-alike word in lower case that a noun phrase of its own ends: "a python in the coop", "a coiled python
 * with peonies", "i can hold a python)": the thing, not the language ("a python script" goes on to its noun).
 */
function namesAThing(text: string, start: number, end: number): boolean {
  return (
    /^\p{Ll}+$/u.test(text.slice(start, end)) &&
    /(?:^|[^\p{L}])(?:a|an)\s+(?:\p{Ll}+\s+){0,2}$/u.test(text.slice(Math.max(0, start - 40), start)) &&
    /^(?:\s*(?:[,.;:!?)]|$)|\s+(?:in|with|across|already|that|which|was|is|on|at|from|into|to)\b)/u.test(
      text.slice(end, end + 12),
    )
  );
}

/** Whether a risky alias sits among technologies or technical words. */
function passesContext(
  doc: TextIndex,
  c: Candidate,
  guard: RiskyAlias,
  byLine: Map<number, TechMatch[]>,
  isListLine: (line: number) => boolean,
): boolean {
  const { text, tokens } = doc;
  const first = tokens[c.token]!;
  const last = tokens[c.token + c.length - 1]!;
  const written = text.slice(first.start, last.end);
  if (namesAThing(text, first.start, last.end)) return false;
  const context = contextOf(doc, written, guard);
  if (!context) return true;
  // A name followed by what kind of product it is names the product: "payments on Square POS".
  const kind = joinedWord(doc, tokens[c.token + c.length], last);
  if (kind !== undefined && isCapitalised(written) && KIND_OF_PRODUCT_RE.test(kind)) return true;
  // The document says what it stands for, and that is no technology: "Long-Term Occasional (LTO)".
  if (definedAbbreviations(doc).has(written)) return false;
  // A company's legal form closing its name: "Ceyfresh Foods PLC, 2024" (not "Siemens PLC programming").
  if (
    isLegalForm(written) &&
    /\p{Lu}[\p{L}&.'’-]* $/u.test(text.slice(Math.max(0, first.start - 30), first.start)) &&
    /^\s*(?:$|[,.;:)|–—-])/u.test(text.slice(last.end, last.end + 3))
  )
    return false;
  // In a sentence anywhere but on a role's line (a range, not any date: "Since March 2023 I have built it with
  // Stimulus" is a sentence), not as a piece of a code ("STP-EO-2291") nor as a place named like a product
  // ("taveuni, not aruba").
  const inCode =
    /^-[\p{L}\p{N}]/u.test(text.slice(last.end, last.end + 2)) ||
    /[\p{L}\p{N}]-$/u.test(text.slice(Math.max(0, first.start - 2), first.start));
  if (
    context === 'prose' &&
    !lineHasDateRange(doc, first.line) &&
    !inCode &&
    !isPlaceNamedLikeAProduct(written)
  )
    return true;
  const lineStart = text.lastIndexOf('\n', first.start - 1) + 1;
  if (context === 'item' && !standsAsItem(text, lineStart, first.start, last.end)) return false;
  // A list's item; one that opens a phrase ("Gin botanicals and vapour infusion" in a distiller's skills, "Lambda
  // functions") only where the family the name keeps to is named in the document ("Gin" with Go somewhere).
  const opensPhrase = /^ \p{Ll}/u.test(text.slice(last.end, last.end + 2));
  const familyNamed =
    !guard.nearTech ||
    !opensPhrase ||
    [...byLine.values()].some((ms) => ms.some((m) => guard.nearTech!.includes(m.entry.name)));
  if (
    isListLine(first.line) &&
    familyNamed &&
    !saidInSentence(doc.lines[first.line]!, first.start - lineStart)
  )
    return true;
  // A bullet or line that is only the name ("• Kafka") is an item of a list.
  const rest = (doc.lines[first.line] ?? '').replace(text.slice(first.start, last.end), '');
  if (/^[\s\-•*▪●◦·→>:,.;()]*$/.test(rest)) return true;

  const onLine = byLine.get(first.line) ?? [];
  // Adjacent to another technology across list punctuation: "Chef, Puppet and Ansible".
  let before: TechMatch | undefined;
  let after: TechMatch | undefined;
  for (const m of onLine) {
    if (m.end <= first.start && (!before || m.end > before.end)) before = m;
    if (m.start >= last.end && (!after || m.start < after.start)) after = m;
  }
  // Typed without capitals, a bare space joins words, not items ("git send-email").
  // (A version closing the earlier item, before a list's mark, is no gap: "GCC 12, Clang 17 and QNX QCC"; not
  // before a bare space: "a ROS 2 node".)
  const isGap = (gap: string) => {
    const rest = gap.replace(GAP_VERSION_RE, '');
    if (rest !== gap && !/[,;|/•·&+]|\b(?:and|or)\b/i.test(rest)) return false;
    return LIST_GAP_RE.test(rest) && !(doc.caseless && /^\s*$/.test(gap));
  };
  if (before && isGap(text.slice(before.end, first.start))) return true;
  if (after && isGap(text.slice(last.end, after.start))) return true;
  // A capitalised name a sentence uses as a tool: "exported to Excel", "alerts posted to Slack", "via Helm".
  const raw = text.slice(first.start, last.end);
  const cue = TOOL_BEFORE_RE.exec(text.slice(lineStart, first.start));
  if (
    cue &&
    isCapitalised(raw) &&
    !isMonthName(raw) &&
    !(
      cue.groups?.bare &&
      (YEAR_AFTER_RE.test(text.slice(last.end, last.end + 8)) || isPlaceNamedLikeAProduct(raw))
    )
  )
    return true;
  if (context === 'list' || context === 'item') return false;
  if (context === 'near' && capitalisedInProse(doc, c, guard)) return true;

  // Near: a technical word close by, or another (allowed) technology, in the same sentence.
  const sameSentence = (start: number, end: number) =>
    start >= end || !SENTENCE_BREAK_RE.test(text.slice(start, end));
  const extra = guard.words;
  for (let k = c.token - CONTEXT_WORD_WINDOW; k < c.token + c.length + CONTEXT_WORD_WINDOW; k++) {
    if (k >= c.token && k < c.token + c.length) continue;
    const t = tokens[k];
    if (!t || t.line !== first.line) continue;
    if (!(CONTEXT_WORDS.has(t.key) || extra?.includes(t.key))) continue;
    if (k < c.token ? sameSentence(t.end, first.start) : sameSentence(last.end, t.start)) return true;
  }
  // Only a neighbour of the same kind vouches: "Digital Marketing" says nothing about "Spark" being Apache Spark.
  const allowed = guard.nearTech;
  const technical = candidateIsTechnical(c);
  return onLine.some(
    (m) =>
      Math.abs(m.token - c.token) <= NEAR_TECH_WINDOW &&
      m.token !== c.token &&
      (allowed ? allowed.includes(m.entry.name) : m.entry.technical === technical) &&
      (m.token < c.token ? sameSentence(m.end, first.start) : sameSentence(last.end, m.start)),
  );
}

/**
 * An ordinary word written with a capital in running prose, after a word in lower case ("exported the lists to
 * Excel", "a shared Excel tracker", "over Zoom"): the capital makes it a name. Not a person's or a place's
 * ("Jenkins", "Phoenix" are no English words, or are places), nor in a text typed without capitals.
 */
function capitalisedInProse(doc: TextIndex, c: Candidate, guard: RiskyAlias): boolean {
  if (guard.case !== 'capital' || c.length !== 1 || doc.caseless) return false;
  const { text, tokens } = doc;
  const token = tokens[c.token]!;
  const prev = tokens[c.token - 1];
  const raw = text.slice(token.start, token.end);
  if (!/^\p{Lu}\p{Ll}+$/u.test(raw) || !isEnglishWord(raw.toLowerCase())) return false;
  if (isPlaceOrLanguage(raw) || isPlaceNamedLikeAProduct(raw) || SEASON_RE.test(raw)) return false;
  if (!prev || prev.line !== token.line || !/^ $/.test(text.slice(prev.end, token.start))) return false;
  // After a word of grammar or a verb ("to Excel", "an Excel workbook", "used Postman"), not after a noun
  // ("my cousin Ruby") nor as a named thing's ("the Hive coworking space", "the Oracle of Delphi", "at Spark").
  const before = text.slice(prev.start, prev.end);
  if (!/^\p{Ll}+$/u.test(before) || NAMED_THING_BEFORE.has(before)) return false;
  // (Or after a describing word when it describes the next noun in turn: "a simple Excel tracker".)
  const nextWord = /^ (\p{Ll}+)\b/u.exec(text.slice(token.end, token.end + 24))?.[1];
  const describesNoun = nextWord !== undefined && !STOPWORDS.has(nextWord);
  if (!STOPWORDS.has(before) && !/(?:ed|ing)$/.test(before) && !describesNoun) return false;
  // ...nor a name said who or where it is ("to Ruby, the brand's owner", "Oracle, AZ", "Ruby's team"), nor
  // the first word of a compound ("from Sentinel-2").
  return !/^(?:['’]s\b|-\w|,\s*(?:\p{Lu}|(?:the|a|an|our|my|his|her|their)\b))/u.test(
    text.slice(token.end, token.end + 12),
  );
}
/** A release named by a letter: Oracle's "8i", "11g", "12c", "23ai", an "R12.2" (EBS) or "R2" (Windows Server). */
export const RELEASE = String.raw`(?:\d{1,2}(?:ai|[cgi])|R\d{1,2}(?:\.\d+)*)`;
/** A season is written with a capital too ("we met in Spring"). */
const SEASON_RE = /^(?:spring|summer|autumn|fall|winter)$/i;
const NAMED_THING_BEFORE = new Set(['the', 'of', 'at', 'my', 'our', 'your', 'his', 'her', 'their']);

/** A version number: "17", "3.x", "v15–17", "8.1+", or a release as Oracle and Microsoft name them: "11g", "19c", "R12.2". */
export const VERSION = String.raw`(?:v?\d+(?:\.\d+)*(?:\.x)?(?:\s*[–-]\s*v?\d+(?:\.\d+)*)?\+?|${RELEASE})`;
/** A version right after a list's item, before the mark that ends it: " 12" in "GCC 12, Clang 17". */
const GAP_VERSION_RE = new RegExp(String.raw`^ ${VERSION}(?=[\s,;|/)]|$)`, 'i');
// After a name, or the rest of one after an alias that holds its first number ("Python 3" + ".12").
const TRAILING_VERSION_RE = new RegExp(String.raw`^(?:\s+${VERSION}|(?=\.)(?:\.\d+)*(?:\.x)?\+?)\s*$`, 'i');
/** Words after a product's name that say what kind of thing it is, not which: "Square POS", "Zephyr RTOS". */
const KIND_OF_PRODUCT_WORDS = 'POS|EPOS|RTOS|App|Software';
/** Such a word closing a name to look up, in any case ("Square POS", "Slack app"). */
export const KIND_OF_PRODUCT_TAIL_RE = new RegExp(`\\s+(?:${KIND_OF_PRODUCT_WORDS})$`, 'i');
/** Such a word after a name in text, as written ("payments on Square POS"; "app" in lower case is the word's). */
const KIND_OF_PRODUCT_RE = new RegExp(`^(?:${KIND_OF_PRODUCT_WORDS})$`);

/**
 * The taxonomy entry a skill name refers to ("reactjs" -> React, "Golang" -> Go), or undefined when the name
 * is not a known technology. Used to line up self-ratings with job requirements.
 */
export function lookupTechnology(name: string): TaxonomyEntry | undefined {
  const direct = entryByName(name);
  if (direct) return direct;
  // Nor does a word that says what kind of product it is: "Square POS" is Square.
  const kindless = name.replace(KIND_OF_PRODUCT_TAIL_RE, '');
  if (kindless !== name && kindless.trim() !== '') return lookupTechnology(kindless);
  const found = findTechnologies(name, { everyLineIsList: true });
  // "Nutanix AHV": a product written after a platform that leads the vocabulary's products is that product.
  const led =
    found.length === 2 &&
    found[0]!.start === 0 &&
    /^\s+$/.test(name.slice(found[0]!.end, found[1]!.start)) &&
    leadsProducts(name.slice(0, found[0]!.end));
  const matches = led ? found.slice(1) : found;
  if (matches.length !== 1) return undefined;
  const only = matches[0]!;
  const bare = (text: string) => text.replace(/[\s\p{P}]/gu, '') === '';
  // A version does not make another product: "Magento 2", "Python 3.12" are Magento and Python; nor does its
  // maker's name (or a name leading the vocabulary's products) before it: "Apache Impala" is Impala. But a short
  // spelling of another's product is not this maker's ("Flow" of Kotlin Flow in "Oracle Flow").
  const before = name.slice(0, only.start).trim();
  const after = name.slice(only.end);
  const ledBy = before !== '' && (isMaker(before) || leadsProducts(before));
  if (ledBy && ledByAnother(only.entry, name.slice(only.start, only.end))) return undefined;
  return (bare(before) || ledBy) && (bare(after) || TRAILING_VERSION_RE.test(after)) ? only.entry : undefined;
}

/** Whether an entry written short is another's product ("Flow" of "Kotlin Flow" after "Zoho"; not Amazon's S3). */
function ledByAnother(entry: TaxonomyEntry, written: string): boolean {
  const name = entry.name.toLowerCase();
  const tail = written.toLowerCase();
  if (name === tail || !name.endsWith(` ${tail}`)) return false;
  return !isMaker(entry.name.slice(0, name.length - tail.length).trim());
}

let PRODUCT_LEADS: Set<string> | undefined;
/**
 * Whether a word leads three or more of the vocabulary's products as their maker's or platform's name does
 * ("Vector CANoe", "Vector CANalyzer", "Vector DaVinci Developer"): before a product's name it names that
 * product ("Vector CANalyzer" is CANalyzer), as a maker's does (`isMaker`). (listItems' PLATFORMS is narrower: a
 * product of the vocabulary whose name leads three others, so that a word after it may be a part of it.)
 */
function leadsProducts(word: string): boolean {
  if (!PRODUCT_LEADS) {
    const led = new Map<string, number>();
    for (const entry of TAXONOMY) {
      const first = /^(\p{Lu}[\p{L}\p{N}]*) \S/u.exec(entry.name)?.[1];
      if (first) led.set(first, (led.get(first) ?? 0) + 1);
    }
    PRODUCT_LEADS = new Set([...led].filter(([, n]) => n >= 3).map(([w]) => w));
  }
  return PRODUCT_LEADS.has(word);
}
