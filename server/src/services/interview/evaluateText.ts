import { DEFAULT_FEEDBACK_VALUE, type TQuestionFeedback, type TSpeechMetrics } from '@launchpad/shared';
import { findTechnologies } from '../analysis';
import { escapeRegExp } from '../analysis/text';
import { STAR_POINTS, ABOUT_ITS_TECHNOLOGY, type KeyPoint } from './bank';
import type { StoredQuestion } from './types';

/**
 * Grades a written or transcribed answer: key-point coverage (technical accuracy), relevance to the question
 * and the job, structure (STAR for behavioural questions), specificity (figures, named tools, a concrete
 * example) and clarity (sentence length, variety, filler words, and the speech measurements when spoken).
 */

const STOPWORDS = new Set(
  'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those you your yours i me my we our us they them their he she his her what which who whom how why when where do does did done have has had would could should will can may might must about into over under than then so such not no yes also just very more most some any each every all both few other only own same too describe explain tell time walk through give one two used use using'.split(
    ' ',
  ),
);
const CONNECTORS = [
  'first',
  'firstly',
  'second',
  'then',
  'next',
  'after that',
  'finally',
  'because',
  'so that',
  'therefore',
  'however',
  'for example',
  'for instance',
  'which means',
  'as a result',
  'instead',
  'although',
  'in the end',
  'on the other hand',
];
const EXAMPLE_PHRASES = [
  'for example',
  'for instance',
  'in my project',
  'in one project',
  'at my',
  'during my',
  'when i',
  'in my internship',
  'we built',
  'i built',
];
const VAGUE = [
  'stuff',
  'things',
  'etc',
  'kind of',
  'sort of',
  'somehow',
  'basically',
  'whatever',
  'something like',
];
const TEXT_FILLERS = ['um', 'uh', 'erm', 'like', 'you know', 'i mean', 'basically', 'actually', 'literally'];

/**
 * Past forms of the irregular verbs answers tell their work in ("threw an exception and caught it", "wrote a
 * script", "told the team"): a term's first word in its base form is also said in these.
 */
const IRREGULAR_PAST: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    throw: ['threw', 'thrown'],
    catch: ['caught'],
    write: ['wrote', 'written'],
    rewrite: ['rewrote', 'rewritten'],
    build: ['built'],
    rebuild: ['rebuilt'],
    run: ['ran'],
    find: ['found'],
    tell: ['told'],
    take: ['took', 'taken'],
    make: ['made'],
    give: ['gave', 'given'],
    keep: ['kept'],
    send: ['sent'],
    spend: ['spent'],
    teach: ['taught'],
    think: ['thought'],
    bring: ['brought'],
    choose: ['chose', 'chosen'],
    feel: ['felt'],
    get: ['got', 'gotten'],
    go: ['went', 'gone'],
    hold: ['held'],
    know: ['knew', 'known'],
    lead: ['led'],
    leave: ['left'],
    lose: ['lost'],
    mean: ['meant'],
    meet: ['met'],
    pay: ['paid'],
    see: ['saw', 'seen'],
    show: ['shown'],
    speak: ['spoke', 'spoken'],
    understand: ['understood'],
    begin: ['began', 'begun'],
    break: ['broke', 'broken'],
    do: ['did', 'done'],
    forget: ['forgot', 'forgotten'],
    draw: ['drew', 'drawn'],
    grow: ['grew', 'grown'],
    fall: ['fell', 'fallen'],
  }),
);

/** A term in British and American spelling: "normaliz" is also "normalis", "analyz" "analys", "behaviour" "behavior". */
const spellings = (term: string) => [
  ...new Set([term, term.replace(/([a-z])iz/g, '$1is').replace(/yz/g, 'ys'), term.replace(/viour/g, 'vior')]),
];

/** A term with its first word in the past, when that is an irregular verb ("throw": "threw", "thrown"). */
const pastForms = (term: string) => {
  const [first, ...rest] = term.split(' ');
  return (IRREGULAR_PAST.get(first!) ?? []).map((form) => [form, ...rest].join(' '));
};

/**
 * Whether `term` appears in `text` (lower case) starting at a word boundary, in either spelling, or in the past
 * as a whole word ("ran", not "random").
 */
export function termFound(text: string, term: string): boolean {
  const lower = term.toLowerCase();
  return (
    spellings(lower).some((t) =>
      /^[a-z0-9]/.test(t) ? new RegExp(`(^|[^a-z0-9])${escapeRegExp(t)}`).test(text) : text.includes(t),
    ) || pastForms(lower).some((t) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(t)}(?![a-z])`).test(text))
  );
}

export const splitSentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+|\s*\n\s*/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3);

export const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9+#'%-]*/g) ?? [];

const contentWords = (text: string) => wordsOf(text).filter((w) => w.length > 2 && !STOPWORDS.has(w));
const stem = (w: string) => w.replace(/(ing|ed|es|s)$/, '');

/** The first sentence holding one of the words (for quoting a vague word or a figure), cut to quote length. */
function quoteFor(sentences: string[], terms: string[]): string | undefined {
  const sentence = sentences.find((s) => terms.some((term) => termFound(s.toLowerCase(), term)));
  return sentence ? clip(sentence) : undefined;
}

/**
 * Words that make a sentence a sentence: a bare list of buzzwords has none of them ("REST, JSON, CRUD").
 * Kept small and grammatical on purpose.
 */
const FUNCTION_WORDS = new Set(
  'a an the is are was were be been it its this that these those i we my our you they he she to of in on at by for with from as because so when which who while if then than but and or not can will would should use used uses'.split(
    ' ',
  ),
);

/** A sentence that explains (five words or more, with grammar), not a list of terms separated by commas. */
export function isExplanation(sentence: string): boolean {
  const words = wordsOf(sentence);
  if (words.length < 5 || !words.some((w) => FUNCTION_WORDS.has(w))) return false;
  const chunks = sentence.split(/[,;|/]/).map((c) => wordsOf(c).length);
  const shortChunks = chunks.filter((n) => n <= 2).length;
  return chunks.length < 4 || shortChunks / chunks.length < 0.6;
}

/**
 * The point's terms a sentence says. Saying the question's own words back ("value types are structs") does not
 * make its point, so those are left out, unless the sentence says the point's own words with them ("each item of
 * a list needs a key", to a question on keys, makes "keys identify list items").
 */
function termsSaid(point: KeyPoint, sentence: string, question: string): string[] {
  // (A long term ends a name in code too: "TicketController", "OrderService", "ItemRepository".)
  const lower = sentence.replace(/(\p{Ll})(\p{Lu}\p{Ll}{5,})/gu, '$1 $2').toLowerCase();
  const asked = question.toLowerCase();
  const said = point.terms.filter((term) => termFound(lower, term));
  const fresh = said.filter((term) => !termFound(asked, term));
  if (fresh.length > 0 || said.length === 0) return fresh;
  const termStems = said.flatMap((t) => contentWords(t).map(stem));
  const pointWords = new Set(
    contentWords(point.point)
      .map(stem)
      .filter((w) => !termStems.some((t) => w.startsWith(t) || t.startsWith(w))),
  );
  const shared = new Set(
    contentWords(sentence)
      .map(stem)
      .filter((w) => pointWords.has(w)),
  ).size;
  return shared >= 2 ? said : [];
}

/**
 * How strongly a sentence makes a key point: 0 when it does not. One specific term (a phrase, a long or
 * technical word) or two of the point's terms make it; a single short, common term ("set", "test",
 * "then") does so only when the sentence also shares a word with the point itself.
 */
export function pointStrength(point: KeyPoint, sentence: string, question = ''): number {
  const found = termsSaid(point, sentence, question);
  if (found.length === 0) return 0;
  const specific = found.filter((t) => t.length >= 7 || /[^a-z]/.test(t));
  if (found.length >= 2 || specific.length > 0) return found.length + specific.length;
  const termStems = new Set(found.map((t) => stem(t)));
  const pointStems = contentWords(point.point)
    .map(stem)
    .filter((w) => !termStems.has(w) && ![...termStems].some((t) => w.startsWith(t)));
  const sentenceStems = new Set(contentWords(sentence).map(stem));
  return pointStems.some((w) => sentenceStems.has(w)) ? 1 : 0;
}

/**
 * The explaining sentences that make a point, each with how strongly (its terms, then the point's own words) and
 * where it stands.
 */
function sentencesFor(
  point: KeyPoint,
  explaining: readonly string[],
  question: string,
): { sentence: string; strength: number; at: number }[] {
  const out: { sentence: string; strength: number; at: number }[] = [];
  const pointStems = new Set(contentWords(point.point).map(stem));
  explaining.forEach((sentence, at) => {
    const strength = pointStrength(point, sentence, question);
    if (strength === 0) return;
    // Of the sentences that make it, the one saying it in the point's own words ("props ... from its parent").
    const ownWords = new Set(
      contentWords(sentence)
        .map(stem)
        .filter((w) => pointStems.has(w)),
    ).size;
    out.push({ sentence, strength: strength + ownWords, at });
  });
  return out;
}

/**
 * The sentence that makes each point: the strongest pairs first, each sentence for one point while another
 * sentence makes the other (so an answer's sentence on its learning plan is not also quoted for how the tool fits
 * the team); a point only a used sentence makes keeps its best.
 */
function evidenceFor(
  points: readonly KeyPoint[],
  explaining: readonly string[],
  question: string,
): Map<KeyPoint, string> {
  const candidates = points.map((point) => sentencesFor(point, explaining, question));
  const pairs = candidates
    .flatMap((list, p) => list.map((c) => ({ ...c, p })))
    .sort((a, b) => b.strength - a.strength || a.p - b.p || a.at - b.at);
  const evidence = new Map<KeyPoint, string>();
  const used = new Set<string>();
  for (const pair of pairs) {
    const point = points[pair.p]!;
    if (evidence.has(point) || used.has(pair.sentence)) continue;
    evidence.set(point, pair.sentence);
    used.add(pair.sentence);
  }
  candidates.forEach((list, p) => {
    const point = points[p]!;
    if (evidence.has(point) || list.length === 0) return;
    const best = list.reduce((a, b) => (b.strength > a.strength ? b : a));
    evidence.set(point, best.sentence);
  });
  return evidence;
}
export const clip = (s: string, max = 140) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
const to10 = (x: number) => Math.round(clamp01(x) * 10);

export interface TextMeasures {
  words: number;
  sentences: string[];
  covered: KeyPoint[];
  /** Asked about the one technology the question names, the answer never names it (so makes none of its points). */
  aboutAnother: boolean;
  /** For each covered point, the sentence of the answer that makes it. */
  evidence: Map<KeyPoint, string>;
  missed: KeyPoint[];
  coverage: number;
  star: { found: KeyPoint[]; missing: KeyPoint[] } | null;
  relevance: number;
  structure: number;
  specificity: number;
  numbers: string[];
  technologies: string[];
  hasExample: boolean;
  vague: string | undefined;
  clarity: number;
  fillers: { word: string; count: number }[];
  lengthFactor: number;
}

export function measureText(
  question: StoredQuestion,
  answer: string,
  speech: TSpeechMetrics | null,
): TextMeasures {
  const lower = answer.toLowerCase();
  const words = wordsOf(answer);
  const sentences = splitSentences(answer);
  const explaining = sentences.filter(isExplanation);
  // A point is covered by a sentence that makes it, not by its word appearing anywhere (a list of terms,
  // or a sentence about something else that happens to share a word, covers nothing).
  const technologies = [...new Set(findTechnologies(answer).map((m) => m.entry.name))];
  const namesTopic = termFound(lower, question.topic.toLowerCase());
  // A question about the one technology it names ("Describe a feature you built with Vue.js") answered without
  // ever naming it (nor writing it another way, "Vue") is answered about something else: its points are not made.
  const aboutAnother =
    ABOUT_ITS_TECHNOLOGY.has(question.bankId) && !namesTopic && !technologies.includes(question.topic);
  const evidence = aboutAnother
    ? new Map<KeyPoint, string>()
    : evidenceFor(question.keyPoints, explaining, question.question);
  const covered = question.keyPoints.filter((p) => evidence.has(p));
  const missed = question.keyPoints.filter((p) => !covered.includes(p));
  // The share of the question's own words the answer says.
  const questionWords = new Set(contentWords(question.question).map(stem));
  const answerStems = new Set(contentWords(answer).map(stem));
  const overlap = questionWords.size
    ? [...questionWords].filter((w) => answerStems.has(w)).length / questionWords.size
    : 0;
  // A point said in passing with one common word ("fixed the bug") earns half a point, and is not quoted as
  // made, when the answer is about the question: it makes two other points outright, or says half of the
  // question's own words.
  const inPassing =
    covered.length >= 2 || overlap >= 0.5
      ? missed.filter((point) => explaining.some((s) => termsSaid(point, s, question.question).length > 0))
          .length
      : 0;
  const made = covered.length + 0.5 * inPassing;
  const coverage = question.keyPoints.length ? made / question.keyPoints.length : 0.5;

  const behavioural = question.type === 'behavioral';
  const starFound = STAR_POINTS.filter((p) => p.terms.some((term) => termFound(lower, term)));
  const star = behavioural
    ? { found: starFound, missing: STAR_POINTS.filter((p) => !starFound.includes(p)) }
    : null;

  // Relevance: the question's own words, its topic, and the job's technologies and words.
  const topicHit = namesTopic ? 1 : 0;
  const contextHits = (question.context ?? []).filter((c) => termFound(lower, c)).length;
  // The question's own words and the points made weigh most: naming the job's tools is not answering.
  const madePoints = Math.max(clamp01(made / 2), star ? clamp01(star.found.length / 3) : 0);
  // A technical answer that says none of the question's own words nor its topic is about something else: the
  // points it seems to make ("stored in S3" in an answer about Terraform, to a question on URL shorteners) show
  // less. (A story of a time one learnt fast need not repeat the question's words.)
  // So is one that says few of them and never names the technology the question asks about by name ("Jira").
  const namedTopic = termFound(question.question.toLowerCase(), question.topic.toLowerCase());
  const aside = !behavioural && topicHit === 0 && (overlap === 0 || (namedTopic && overlap < 0.2)) ? 0.5 : 1;
  const relevance = clamp01(
    0.45 * clamp01(overlap / 0.3) +
      0.35 * aside * madePoints +
      0.1 * topicHit +
      0.1 * clamp01(contextHits / 2),
  );

  // Structure: STAR for behavioural answers, else sentences that build on each other.
  const connectors = CONNECTORS.filter((c) => termFound(lower, c)).length;
  const structure = star
    ? star.found.length / STAR_POINTS.length
    : 0.5 * clamp01(sentences.length / 4) + 0.5 * clamp01(connectors / 3);

  // Specificity: figures, named tools, a concrete example.
  const numbers =
    answer.match(/\b\d+(?:[.,]\d+)?\s*(?:%|ms|s|seconds|minutes|hours|days|weeks|users|requests|k|x)?/gi) ??
    [];
  const hasExample = EXAMPLE_PHRASES.some((p) => termFound(lower, p));
  const specificity = clamp01(
    0.35 * clamp01(numbers.length / 2) + 0.4 * clamp01(technologies.length / 2) + 0.25 * (hasExample ? 1 : 0),
  );
  const vagueWord = VAGUE.find((v) => termFound(lower, v));
  const vague = vagueWord ? (quoteFor(sentences, [vagueWord]) ?? clip(answer)) : undefined;

  // Clarity: sentence length near 10-25 words, varied vocabulary, few fillers, and a steady spoken pace.
  const avgSentence = sentences.length ? words.length / sentences.length : words.length;
  const sentenceScore = avgSentence < 6 ? 0.6 : avgSentence <= 25 ? 1 : avgSentence <= 40 ? 0.7 : 0.4;
  const variety = words.length ? new Set(words).size / words.length : 0;
  const varietyScore = clamp01((variety - 0.3) / 0.3);
  const fillers = speech?.fillerWords?.length
    ? speech.fillerWords.filter((f) => f.count > 0)
    : TEXT_FILLERS.map((word) => ({
        word,
        count: (lower.match(new RegExp(`(^|[^a-z])${escapeRegExp(word)}(?=[^a-z]|$)`, 'g')) ?? []).length,
      })).filter((f) => f.count > 0 && (f.word !== 'like' || f.count > 2));
  const fillerCount = fillers.reduce((sum, f) => sum + f.count, 0);
  const fillerRate = words.length ? fillerCount / words.length : 0;
  const fillerScore = clamp01(1 - fillerRate / 0.08);
  let clarity = 0.35 * sentenceScore + 0.25 * varietyScore + 0.2 * fillerScore + 0.2 * structure;
  if (speech) {
    const wpm = speech.wordsPerMinute;
    const paceScore = wpm >= 110 && wpm <= 170 ? 1 : wpm >= 90 && wpm <= 190 ? 0.7 : 0.4;
    const pauseScore = clamp01(1 - speech.longPauses.length / 6);
    clarity = 0.7 * clarity + 0.2 * paceScore + 0.1 * pauseScore;
  }

  const lengthFactor = words.length < 25 ? 0.45 : words.length < 50 ? 0.75 : words.length <= 350 ? 1 : 0.9;
  return {
    words: words.length,
    sentences,
    covered,
    aboutAnother,
    evidence,
    missed,
    coverage,
    star,
    relevance,
    structure,
    specificity,
    numbers,
    technologies,
    hasExample,
    vague,
    clarity: clamp01(clarity),
    fillers,
    lengthFactor,
  };
}

/**
 * What each measure weighs, by the question's type. How it is told (structure, specificity, clarity) counts
 * as far as it says something: see `scoreText`.
 */
const SCORE_WEIGHTS: Readonly<
  Record<
    'behavioral' | 'problem-solving' | 'technical',
    Record<'coverage' | 'relevance' | 'structure' | 'specificity' | 'clarity', number>
  >
> = {
  behavioral: { coverage: 0.2, relevance: 0.15, structure: 0.35, specificity: 0.2, clarity: 0.1 },
  'problem-solving': { coverage: 0.45, relevance: 0.15, structure: 0.2, specificity: 0.1, clarity: 0.1 },
  technical: { coverage: 0.45, relevance: 0.15, structure: 0.15, specificity: 0.15, clarity: 0.1 },
};

/** The score of a measured answer, 0-100, weighted by the question's type. */
export function scoreText(question: StoredQuestion, m: TextMeasures): number {
  const w =
    SCORE_WEIGHTS[
      question.type === 'behavioral' || question.type === 'problem-solving' ? question.type : 'technical'
    ];
  // A well-told answer that makes none of the question's points (a fluent story about something else)
  // earns a quarter of its telling.
  const substance = 0.25 + 0.75 * clamp01(m.coverage / 0.4);
  const raw =
    w.coverage * m.coverage +
    w.relevance * m.relevance +
    substance * (w.structure * m.structure + w.specificity * m.specificity + w.clarity * m.clarity);
  // An answer about something else scores low however well it is told.
  const relevanceFactor = 0.2 + 0.8 * Math.min(1, m.relevance / 0.5);
  return Math.max(0, Math.min(100, Math.round(100 * raw * m.lengthFactor * relevanceFactor)));
}

export function evaluateTextAnswer(
  question: StoredQuestion,
  answer: string,
  responseType: 'text' | 'audio',
  speech: TSpeechMetrics | null,
): TQuestionFeedback {
  const m = measureText(question, answer, speech);
  const score = scoreText(question, m);
  const strengths: string[] = [];
  const improvements: string[] = [];

  // Each strength quotes the sentence that makes its point, and only that one.
  for (const point of m.covered.slice(0, 3))
    strengths.push(`Covered ${point.point}: "${clip(m.evidence.get(point)!)}"`);
  if (m.star?.found.length) {
    strengths.push(
      `Answer structure shows ${m.star.found.map((p) => p.point.split(':')[0]).join(', ')} of the STAR method`,
    );
  }
  const figureSentence = m.numbers.length
    ? quoteFor(
        m.sentences,
        m.numbers.map((n) => n.trim()),
      )
    : undefined;
  if (figureSentence) strengths.push(`Backed the answer with a figure: "${figureSentence}"`);
  if (m.technologies.length >= 2)
    strengths.push(`Named concrete tools: ${m.technologies.slice(0, 4).join(', ')}`);
  if (speech && speech.wordsPerMinute >= 110 && speech.wordsPerMinute <= 170)
    strengths.push(`Steady speaking pace (${Math.round(speech.wordsPerMinute)} words per minute)`);

  if (m.aboutAnother)
    improvements.push(
      `Answer about ${question.topic}: the answer never names it, so it reads as about something else`,
    );
  if (m.vague) improvements.push(`Be more specific than "${m.vague}"`);
  const coverPoint = (point: KeyPoint) =>
    `Cover ${point.point} (for example: ${point.terms.slice(0, 3).join(', ')})`;
  improvements.push(...m.missed.slice(0, 2).map(coverPoint));
  if (m.star) for (const part of m.star.missing) improvements.push(`Add the ${part.point}`);
  if (speech && speech.wordsPerMinute > 170)
    improvements.push(
      `Slow down: ${Math.round(speech.wordsPerMinute)} words per minute is fast; aim for 120-160`,
    );
  if (speech && speech.wordsPerMinute > 0 && speech.wordsPerMinute < 110)
    improvements.push(
      `Keep a steadier pace: ${Math.round(speech.wordsPerMinute)} words per minute; aim for 120-160`,
    );
  const topFillers = [...m.fillers].sort((a, b) => b.count - a.count).slice(0, 3);
  if (topFillers.reduce((s, f) => s + f.count, 0) >= 3)
    improvements.push(`Cut filler words: ${topFillers.map((f) => `"${f.word}" ×${f.count}`).join(', ')}`);
  if (speech && speech.longPauses.length >= 3)
    improvements.push(`Plan the answer before speaking: ${speech.longPauses.length} long pauses`);
  improvements.push(...m.missed.slice(2, 3).map(coverPoint));
  if (m.words < 50)
    improvements.push(`Develop the answer: ${m.words} words is too short to show depth (aim for 80-250)`);
  if (m.words > 350) improvements.push(`Tighten the answer: ${m.words} words; lead with the main point`);
  if (!m.numbers.length)
    improvements.push('Add a measurable detail: a number, a time saved, a size or a percentage');
  if (!m.hasExample && question.type !== 'technical_conceptual')
    improvements.push('Anchor the answer in one concrete example from your own work');
  if (!strengths.length) strengths.push('You attempted the question');

  const parts = [
    `The answer has ${m.words} words and covers ${m.covered.length} of ${question.keyPoints.length} key points${
      m.covered.length ? ` (${m.covered.map((p) => p.point).join('; ')})` : ''
    }.`,
    m.star
      ? `STAR structure: ${m.star.found.length ? m.star.found.map((p) => p.point.split(':')[0]).join(', ') : 'no part'} found${
          m.star.missing.length
            ? `; ${m.star.missing.map((p) => p.point.split(':')[0]).join(', ')} missing`
            : ''
        }.`
      : `Structure ${to10(m.structure)}/10 across ${m.sentences.length} sentences.`,
    `Relevance to the question and the job ${to10(m.relevance)}/10; specificity ${to10(m.specificity)}/10 (${m.numbers.length} figures, ${m.technologies.length} named tools${m.hasExample ? ', a concrete example' : ''}).`,
    speech
      ? `Spoken at ${Math.round(speech.wordsPerMinute)} words per minute with ${m.fillers.reduce((s, f) => s + f.count, 0)} filler words and ${speech.longPauses.length} long pauses.`
      : '',
  ];

  return {
    score,
    strengths: strengths.slice(0, 5),
    improvements: improvements.slice(0, 6),
    detailedAnalysis: parts.filter(Boolean).join(' '),
    communicationClarity: to10(m.clarity),
    technicalAccuracy: question.keyPoints.length
      ? to10(m.star ? (m.coverage + m.structure) / 2 : m.coverage)
      : DEFAULT_FEEDBACK_VALUE,
    questionRelevance: to10(m.relevance),
    responseType,
    keyPointsCovered: m.covered.map((p) => p.point),
    keyPointsMissed: m.missed.map((p) => p.point),
    ...(speech ? { speech } : {}),
  };
}
