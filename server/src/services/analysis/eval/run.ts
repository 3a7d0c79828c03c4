/**
 * `npm run eval`: measures the analysis engine on its two parts (sets.ts: tune, blind) and, in the
 * same run, a plain keyword baseline, so every figure has something to be compared with.
 *
 * Prints: technology extraction (precision, recall, F1, trap hits) for the engine and for naive alias
 * matching; matching (top-1: the CV's own job scores highest; calibration: own job >= 60, unrelated <= 30;
 * AUC: chance an own-job score beats an unrelated one) for the engine and for keyword overlap; how the role
 * title, employer, seniority, years and the non-technical flag were read; and one check per kind of statement
 * the answer makes about a CV. Every table is split into the tune part and the blind part; misses are listed
 * for the tune part only (`--show-blind` lists the blind ones too, which retires the blind part to tune).
 *
 * Options: `--verbose` lists every miss; `--json <file>` also writes the figures as JSON; `--tune-only` leaves the
 * blind part unread (for runs made while tuning: every other run prints its figures, which measures it).
 */
import { writeFileSync } from 'node:fs';
import { analyzeParsed, extractedTechnologies } from '../engine';
import { parseJobDescription, type ParsedJob } from '../jobDescription';
import { parseResume, readingOrder, type ParsedResume } from '../resume';
import { TAXONOMY } from '../taxonomy';
import { indexText, lookupTechnology, MARKDOWN_MARKS_RE } from '../matcher';
import { LEGAL_FORMS } from '../text';
import type { AnalysisResult } from '../engine';
import { EVAL_CVS as ALL_CVS, EVAL_JOBS as ALL_JOBS, type EvalCv, type Part } from './sets';

const verbose = process.argv.includes('--verbose');
// `--tune-only`: leaves the blind part unread, for runs made while tuning (its rows are for measuring once).
const tuneOnly = process.argv.includes('--tune-only');
const EVAL_CVS = tuneOnly ? ALL_CVS.filter((c) => c.part === 'tune') : ALL_CVS;
const EVAL_JOBS = tuneOnly ? ALL_JOBS.filter((j) => j.part === 'tune') : ALL_JOBS;
const jsonAt = process.argv.indexOf('--json');

// ---------- Inputs ----------

const parsedCv = new Map<string, ParsedResume>(EVAL_CVS.map((c) => [c.key, parseResume(c.text)]));
const parsedJob = new Map<string, ParsedJob>(EVAL_JOBS.map((j) => [j.key, parseJobDescription(j.text)]));
/** The jobs a CV is matched against: those of its own collection. */
const jobsFor = (cv: EvalCv) => EVAL_JOBS.filter((j) => j.collection === cv.collection);
/** results.get(cv.key).get(job.id) */
const results = new Map<string, Map<string, AnalysisResult>>();
for (const cv of EVAL_CVS) {
  const row = new Map<string, AnalysisResult>();
  for (const job of jobsFor(cv))
    row.set(job.id, analyzeParsed(parsedCv.get(cv.key)!, parsedJob.get(job.key)!));
  results.set(cv.key, row);
}
const misses: string[] = [];
/** Misses are listed for the tuning part only, so tuning never looks at the blind documents. */
const showBlind = process.argv.includes('--show-blind');
let hiddenMisses = 0;
const note = (s: string, part: Part) => {
  if (part === 'blind' && !showBlind) hiddenMisses++;
  else misses.push(s);
};

// ---------- Extraction ----------

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  traps: number;
  trapChances: number;
}
const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0, traps: 0, trapChances: 0 });

/**
 * One spelling per technology, so labels and answers compare fairly: a name the engine's vocabulary knows is
 * its canonical name ("Postgres" -> PostgreSQL); then case, spaces and punctuation are ignored.
 */
const canonical = (name: string) =>
  (lookupTechnology(name)?.name ?? name).toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');

/** What the engine reads as the document's technologies: a CV's extracted ones, every one a job names. */
function engineTech(kind: 'cv' | 'job', key: string): string[] {
  if (kind === 'cv') return extractedTechnologies(parsedCv.get(key)!).map((t) => t.name);
  return parsedJob
    .get(key)!
    .technologies.filter((o) => o.category !== 'Soft Skills')
    .map((o) => o.name);
}

/** The baseline: every alias and risky spelling of the vocabulary, found as a whole word, any case. */
const BASELINE_ALIASES = TAXONOMY.filter((e) => e.category !== 'Soft Skills').map((e) => ({
  name: e.name,
  res: [...e.aliases, ...e.risky.flatMap((r) => r.forms)].map(
    (a) => new RegExp(`(?<![\\w.+#])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w+#])`, 'i'),
  ),
}));
function baselineTech(text: string): string[] {
  return BASELINE_ALIASES.filter((e) => e.res.some((re) => re.test(text))).map((e) => e.name);
}

/**
 * Found names against the labels: a found technology in `tech` is right; one in `domain` (a professional
 * skill the labeller listed apart) is neither right nor wrong; anything else is wrong. Traps are the labels'
 * look-alike words that were taken as a technology.
 */
function score(
  foundNames: readonly string[],
  doc: { tech: readonly string[]; domain: readonly string[]; traps: readonly string[] },
  into: Counts,
): { extra: string[]; missed: string[]; traps: string[] } {
  const found = new Map(foundNames.map((f) => [canonical(f), f]));
  const want = new Map(doc.tech.map((t) => [canonical(t), t]));
  const domain = new Set(doc.domain.map(canonical));
  const extra: string[] = [];
  for (const [k, f] of found) {
    if (want.has(k)) into.tp++;
    else if (!domain.has(k)) {
      into.fp++;
      extra.push(f);
    }
  }
  const missed = [...want].filter(([k]) => !found.has(k)).map(([, t]) => t);
  into.fn += missed.length;
  const traps: string[] = [];
  for (const t of doc.traps) {
    into.trapChances++;
    const k = canonical(t);
    if (found.has(k) && !want.has(k)) {
      into.traps++;
      traps.push(t);
    }
  }
  return { extra, missed, traps };
}

const prf = (c: Counts) => {
  const p = c.tp / Math.max(1, c.tp + c.fp);
  const r = c.tp / Math.max(1, c.tp + c.fn);
  return { precision: p, recall: r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
};

const parts: Part[] = tuneOnly ? ['tune'] : ['tune', 'blind'];

const extraction: Record<string, Record<Part, Counts>> = {
  engine: { tune: zero(), blind: zero() },
  'engine, practices apart': { tune: zero(), blind: zero() },
  baseline: { tune: zero(), blind: zero() },
};
/**
 * A practice ("Code Review", "Scrum", "Debugging"): the Skills Assessment shows practices in a group of their
 * own, apart from the technologies. The second engine row leaves them out of both sides, so it shows how much
 * of what the first row counts wrong or missed is practices the labels list or leave out.
 */
const isPractice = (name: string) => lookupTechnology(name)?.category === 'Practices & Methodologies';
const docs = [
  ...EVAL_CVS.map((d) => ({ kind: 'cv' as const, d })),
  ...EVAL_JOBS.map((d) => ({ kind: 'job' as const, d })),
];
for (const { kind, d } of docs) {
  const found = engineTech(kind, d.key);
  const r = score(found, d, extraction.engine![d.part]);
  score(
    found.filter((name) => !isPractice(name)),
    { ...d, tech: d.tech.filter((name) => !isPractice(name)) },
    extraction['engine, practices apart']![d.part],
  );
  score(baselineTech(d.text), d, extraction.baseline![d.part]);
  if (verbose && (r.extra.length || r.missed.length))
    note(`${kind} ${d.key}: extra [${r.extra.join(', ')}] missed [${r.missed.join(', ')}]`, d.part);
  for (const t of r.traps) note(`TRAP ${kind} ${d.key}: ${t}`, d.part);
}

// ---------- Matching ----------

const STOP = new Set(
  'the and for with you our your are will who has have that this from into able can not all any its was were been more most such than then them they their what when where which while about also each other some very well work working team role join years year experience'.split(
    ' ',
  ),
);
function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z][a-z0-9+#.]*[a-z0-9+#]|[a-z]/g) ?? []).filter(
      (w) => w.length >= 3 && !STOP.has(w),
    ),
  );
}
/** Keyword overlap: share of the job's distinct content words that the CV also uses, 0-100. */
function overlap(cv: string, job: string): number {
  const c = contentWords(cv);
  const j = contentWords(job);
  let shared = 0;
  for (const w of j) if (c.has(w)) shared++;
  return (100 * shared) / Math.max(1, j.size);
}

interface Matching {
  top1: number;
  top1Of: number;
  own: number[];
  ownShort: number[];
  unrelated: number[];
}
const emptyMatching = (): Matching => ({ top1: 0, top1Of: 0, own: [], ownShort: [], unrelated: [] });
const matching: Record<string, Record<Part, Matching>> = {
  engine: { tune: emptyMatching(), blind: emptyMatching() },
  baseline: { tune: emptyMatching(), blind: emptyMatching() },
};
for (const cv of EVAL_CVS) {
  const jobs = jobsFor(cv);
  const scores = {
    engine: new Map(jobs.map((j) => [j.id, results.get(cv.key)!.get(j.id)!.matchPercentage])),
    baseline: new Map(jobs.map((j) => [j.id, overlap(cv.text, j.text)])),
  };
  for (const [who, s] of Object.entries(scores)) {
    const m = matching[who]![cv.part];
    const loud = who === 'engine';
    if (cv.fits) {
      const own = s.get(cv.fits)!;
      m.top1Of++;
      const best = [...s.entries()].filter(([id]) => id !== cv.fits).sort((a, b) => b[1] - a[1])[0]!;
      if (own > best[1]) m.top1++;
      else if (loud) note(`TOP-1 ${cv.key}: own ${cv.fits} ${own} <= ${best[0]} ${best[1]}`, cv.part);
      m.own.push(own);
      if (cv.short) m.ownShort.push(own);
      if (loud && own < 60) note(`OWN<60 ${cv.key} @${cv.fits}: ${own}`, cv.part);
    }
    for (const job of jobs) {
      if (job.id === cv.fits || cv.related.includes(job.id)) continue;
      m.unrelated.push(s.get(job.id)!);
      if (loud && s.get(job.id)! > 30) note(`UNRELATED>30 ${cv.key} @${job.id}: ${s.get(job.id)}`, cv.part);
    }
  }
}
function auc(m: Matching): number {
  let wins = 0;
  for (const o of m.own) for (const u of m.unrelated) wins += o > u ? 1 : o === u ? 0.5 : 0;
  return wins / Math.max(1, m.own.length * m.unrelated.length);
}

// ---------- Job reading ----------

interface Tally {
  pass: number;
  of: number;
}
const tally = (): Tally => ({ pass: 0, of: 0 });
const jobReading: Record<Part, Record<'title' | 'employer' | 'seniority' | 'years' | 'nonTech', Tally>> = {
  tune: { title: tally(), employer: tally(), seniority: tally(), years: tally(), nonTech: tally() },
  blind: { title: tally(), employer: tally(), seniority: tally(), years: tally(), nonTech: tally() },
};
/**
 * A name as a reader compares it: case, punctuation, a bracketed note and a legal form ("(Pvt) Ltd",
 * "sp. z o.o.") do not make another employer or title.
 */
const LEGAL_FORM_RE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${LEGAL_FORMS})\.?(?![\p{L}\p{N}])`, 'giu');
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(LEGAL_FORM_RE, ' ')
    .replace(/\bco\b\.?/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** The reading matches the label, or the label's part before a dash or colon ("Graduate Nurse – 2026 intake"). */
const same = (label: string, read: string) =>
  [label, label.split(/\s+[–—-]\s+|:\s+/)[0]!].some((l) => nameKey(l) === nameKey(read));
for (const g of EVAL_JOBS) {
  const j = parsedJob.get(g.key)!;
  const r = jobReading[g.part];
  const count = (what: keyof typeof r, ok: boolean, why: string) => {
    r[what].of++;
    if (ok) r[what].pass++;
    else note(`${what.toUpperCase()} ${g.key}: ${why}`, g.part);
  };
  count(
    'title',
    g.title.some((t) => same(t, j.title)),
    `"${j.title}"`,
  );
  count(
    'employer',
    g.company.some((c) => same(c, j.company)),
    `"${j.company}"`,
  );
  if (g.gold) {
    count('seniority', j.seniority === g.gold.seniority, `${j.seniority} (gold ${g.gold.seniority})`);
    count('years', (j.requiredYears ?? null) === g.gold.years, `${j.requiredYears} (gold ${g.gold.years})`);
  }
  if (g.nonTech !== null) count('nonTech', j.isNonTechRole === g.nonTech, `${j.isNonTechRole}`);
}

// ---------- Statements ----------

interface Check {
  pass: number;
  of: number;
}
const checks = new Map<string, Record<Part, Check>>();
function check(kind: string, part: Part, passed: boolean, why: string) {
  let c = checks.get(kind);
  if (!c) {
    c = { tune: { pass: 0, of: 0 }, blind: { pass: 0, of: 0 } };
    checks.set(kind, c);
  }
  c[part].of++;
  if (passed) c[part].pass++;
  if (!passed) note(`STATEMENT ${kind}: ${why}`, part);
}

const SECTION_CLAIM: Record<string, RegExp> = {
  summary: /^No summary or profile section/,
  experience: /^No Experience section/,
  education: /^No Education section/,
  skills: /^No Skills section/,
  projects: /^No Projects section/,
};
/**
 * The skills a weakness says are not in the CV, as written: "X (required) is not in your CV", "None of A or B
 * (required, any one) is in your CV" (undefined for any other weakness).
 */
const NOT_IN_CV_RE =
  /^(?:None of (.+?) \(required, any one\) is|(.+?) \((?:required|preferred)[^)]*\) is not) in your CV/;
const saidNotInCv = (weakness: string) => {
  const said = NOT_IN_CV_RE.exec(weakness);
  return said?.[1] ?? said?.[2];
};
/** Text as a quote gives it: Markdown's marks read as the reader reads them, as spaces. */
const norm = (s: string) =>
  s.replace(MARKDOWN_MARKS_RE, ' ').replace(/\s+/g, ' ').replace(/["“”]/g, "'").toLowerCase();
/** Quoted text in a line, without the "…" that marks a cut; each part between cuts must be in the source. */
const quotesIn = (line: string) =>
  [...line.matchAll(/(e\.g\. )?"([^"]+)"/g)]
    .filter((m) => !m[1]) // "e.g. "..."" is a suggested rewrite, not a quote
    .flatMap((m) => m[2]!.split('…').filter((p) => p.trim().length > 0));
/** Words of an employer's name that are ordinary words ("Group", "Hospital"), which a CV may well use. */
const GENERIC_NAME_WORDS = new Set(
  'digital logistics bank labs retail group health analytics foods ride systems insurance cyber defence studio consulting crm solutions hospital central international school apparel pvt ltd agency hospitality agritech'.split(
    ' ',
  ),
);

for (const evalCv of EVAL_CVS) {
  // Quotes may come from the CV as written or as read (a two-column page column by column, Markdown's
  // emphasis marks dropped: "**Compose**" is quoted as "Compose").
  const asRead = readingOrder(evalCv.text);
  const text = `${norm(evalCv.text)}\n${norm(asRead)}\n${norm(indexText(asRead).text)}`;
  const part = evalCv.part;
  // Statements about every job of its collection: quotes come from the CV (or the job), seniority and years
  // come from the role itself, and the employer is never a word to add.
  for (const g of jobsFor(evalCv)) {
    const a = results.get(evalCv.key)!.get(g.id)!;
    const jd = norm(g.text);
    const cvQuotes = [...a.strengths, ...a.structureWeaknesses, ...a.structureRecommendations].flatMap(
      quotesIn,
    );
    const bad = cvQuotes.filter((q) => !text.includes(norm(q)));
    const anyQuotes = a.contentWeaknesses
      .flatMap(quotesIn)
      .filter((q) => !text.includes(norm(q)) && !jd.includes(norm(q)));
    check(
      'quotes are from the CV',
      part,
      bad.length + anyQuotes.length === 0,
      `${evalCv.key} @${g.id}: ${[...bad, ...anyQuotes].join(' | ')}`,
    );
    const level = /This is an? (\w+) role/.exec(a.contentWeaknesses.join('\n'))?.[1];
    if (level && g.gold)
      check(
        'seniority said only when the role says it',
        part,
        level === g.gold.seniority,
        `${evalCv.key} @${g.id}: "${level}" (gold ${g.gold.seniority})`,
      );
    const years = /The job (?:asks for|prefers) (\d+)\+ years/.exec(a.contentWeaknesses.join('\n'))?.[1];
    if (years && g.gold)
      check(
        "years from the role's requirements",
        part,
        Number(years) === g.gold.years,
        `${evalCv.key} @${g.id}: ${years} (gold ${g.gold.years})`,
      );
    const repeat = /The job repeats (.*?); where true/.exec(a.contentRecommendations.join('\n'))?.[1] ?? '';
    // The employer's own name: its distinctive words (the first set lists the ordinary ones; the written
    // sets' labels are checked on the name's first word and its acronyms).
    const companyWords = g.company.flatMap((c) =>
      (g.gold
        ? c.split(/[^A-Za-z0-9]+/)
        : [c.split(/[^A-Za-z0-9]+/)[0]!, ...(c.match(/\b[A-Z]{3,}\b/g) ?? [])]
      )
        .map((w) => w.toLowerCase())
        .filter((w) => w.length > 2 && !GENERIC_NAME_WORDS.has(w)),
    );
    const employerAdvised = companyWords.some((w) => new RegExp(`"${w}"`).test(repeat));
    check('employer never a word to add', part, !employerAdvised, `${evalCv.key} @${g.id}: ${repeat}`);
    // Against its own job: a skill said to be missing ("X (required) is not in your CV", "None of A or B
    // (required, any one) is in your CV") is none the labeller found in the CV.
    if (g.id === evalCv.fits) {
      const labelled = new Set(evalCv.tech.map(canonical));
      for (const w of a.contentWeaknesses) {
        const said = saidNotInCv(w);
        if (!said) continue;
        const named = said.split(/, | or /).filter((n) => labelled.has(canonical(n)));
        check(
          'a skill said missing is not in the CV',
          part,
          named.length === 0,
          `${evalCv.key} @${g.id}: ${named.join(', ')}`,
        );
      }
    }
  }
  // The first set's fuller labels: sections, statements, requirements credited or missing, confidence.
  const cv = evalCv.gold;
  if (!cv) continue;
  const own = cv.fits ?? 'fe-react';
  const r = results.get(evalCv.key)!.get(own)!;
  const structure = r.structureWeaknesses.join('\n');
  for (const [section, claim] of Object.entries(SECTION_CLAIM)) {
    const claimed = r.structureWeaknesses.some((w) => claim.test(w));
    const present = (cv.sections as string[]).includes(section);
    // A missing Projects section is only worth saying for some roles, so only a false claim counts there.
    if (section === 'projects' && !claimed) continue;
    check(
      'section found / not found',
      part,
      claimed !== present,
      `${cv.id} ${section}: claimed missing=${claimed}`,
    );
  }
  if (cv.verbs) {
    const claimed = /start(?:s)? with an action verb/.test(structure);
    check('action verbs', part, claimed === (cv.verbs === 'few'), `${cv.id}: verb claim=${claimed}`);
  }
  if (cv.numbers) {
    const claimed = /(?:has|have) a number/.test(structure);
    check(
      'numbers in statements',
      part,
      claimed === (cv.numbers === 'few'),
      `${cv.id}: number claim=${claimed}`,
    );
  }
  if (cv.fits) {
    const job = parsedJob.get(`first/${cv.fits}`)!;
    /** Skills the answer calls missing: the names in its "not in your CV" / "not shown" claims. */
    const missingNames = new Set(
      r.contentWeaknesses.flatMap((w) => {
        const claim = w.replace(/"[^"]*"/g, '');
        const part =
          saidNotInCv(claim) ??
          /^Preferred but not shown: (.*)$/.exec(claim)?.[1] ??
          /^(.*?) \(required\): your CV shows only the related/.exec(claim)?.[1];
        if (!part) return [];
        return part
          .replace(/\([^)]*\)/g, '')
          .split(/,|;|\band\b|\bor\b/)
          .map((n) => n.trim())
          .filter(Boolean);
      }),
    );
    const saysMissing = (skill: string) => missingNames.has(skill);
    for (const skill of cv.credited ?? []) {
      // The answer credits a requirement when the job asks for it and the answer never calls it missing.
      const asked = job.requirements.some((q) => q.options.some((o) => o.name === skill));
      const missing = saysMissing(skill);
      check(
        'requirement credited (said in other words)',
        part,
        asked && !missing,
        `${cv.id} @${cv.fits}: ${skill} asked=${asked} said missing=${missing}`,
      );
    }
    for (const skill of cv.missing ?? []) {
      check(
        'requirement reported missing',
        part,
        saysMissing(skill),
        `${cv.id} @${cv.fits}: ${skill} not reported missing`,
      );
    }
  }
  if (cv.used && cv.listedOnly && cv.listedOnly.length > 0) {
    const tech = new Map(
      extractedTechnologies(parsedCv.get(evalCv.key)!).map((t) => [t.name, t.confidenceLevel]),
    );
    const used = cv.used.map((u) => tech.get(u) ?? 0);
    const listed = cv.listedOnly.map((u) => tech.get(u) ?? 99);
    check(
      'confidence follows evidence',
      part,
      Math.min(...used) > Math.max(...listed),
      `${cv.id}: used ${used} vs listed ${listed}`,
    );
  }
}

// Same inputs, same answer: every CV read and matched again from scratch gives a deep-equal answer.
for (const cv of EVAL_CVS) {
  const jobs = jobsFor(cv);
  const again = jobs.map((g) =>
    JSON.stringify(analyzeParsed(parseResume(cv.text), parseJobDescription(g.text))),
  );
  const before = jobs.map((g) => JSON.stringify(results.get(cv.key)!.get(g.id)));
  check(
    'deterministic',
    cv.part,
    again.every((a, i) => a === before[i]),
    `${cv.key}: answers differ`,
  );
}

// The list a user rates names each skill once (two readers finding one unknown name made two entries).
for (const cv of EVAL_CVS) {
  const names = extractedTechnologies(parsedCv.get(cv.key)!).map((t) => t.name.toLowerCase());
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  check(
    'extracted list names each skill once',
    cv.part,
    twice.length === 0,
    `${cv.key}: ${twice.join(', ')}`,
  );
}

// ---------- Report ----------

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(0)} %`);
const f2 = (n: number) => n.toFixed(2);
const out: Record<string, unknown> = {};
const sizes = (part: Part) =>
  `${EVAL_CVS.filter((c) => c.part === part).length} CVs, ${EVAL_JOBS.filter((j) => j.part === part).length} jobs`;

console.log(
  `\nLaunchpad analysis engine evaluation. tune: ${sizes('tune')} (may be read while tuning); blind: ${tuneOnly ? 'not read (--tune-only)' : `${sizes('blind')} (never read while tuning)`}\n`,
);
console.log('Technology extraction (micro-averaged over CVs and job descriptions)');
const extractionRows = [];
for (const who of ['engine', 'engine, practices apart', 'baseline']) {
  for (const part of parts) {
    const c = extraction[who]![part];
    const m = prf(c);
    extractionRows.push({
      who: who === 'baseline' ? 'baseline (alias match)' : who,
      part,
      precision: f2(m.precision),
      recall: f2(m.recall),
      F1: f2(m.f1),
      'right / wrong / missed': `${c.tp} / ${c.fp} / ${c.fn}`,
      'trap hits': `${c.traps} of ${c.trapChances}`,
    });
  }
}
console.table(extractionRows);
out.extraction = extractionRows;

console.log('Matching (each CV against every job of its collection)');
const matchingRows = [];
for (const who of ['engine', 'baseline']) {
  for (const part of parts) {
    const m = matching[who]![part];
    const ownHigh = m.own.filter((s) => s >= 60).length;
    const shortHigh = m.ownShort.filter((s) => s >= 60).length;
    const unrelatedLow = m.unrelated.filter((s) => s <= 30).length;
    const engine = who === 'engine';
    matchingRows.push({
      who: engine ? 'engine' : 'baseline (keyword overlap)',
      part,
      'own job first': `${m.top1}/${m.top1Of} (${pct(m.top1, m.top1Of)})`,
      'own >= 60': engine ? pct(ownHigh, m.own.length) : '—',
      'short own >= 60': engine ? `${shortHigh}/${m.ownShort.length}` : '—',
      'unrelated <= 30': engine ? pct(unrelatedLow, m.unrelated.length) : '—',
      AUC: f2(auc(m)),
      'own mean': (m.own.reduce((s, x) => s + x, 0) / Math.max(1, m.own.length)).toFixed(0),
      'unrelated mean': (m.unrelated.reduce((s, x) => s + x, 0) / Math.max(1, m.unrelated.length)).toFixed(0),
    });
  }
}
console.table(matchingRows);
out.matching = matchingRows;

console.log('Reading the job description (seniority and years are labelled in the first set only)');
const jobRows = parts.map((part) => {
  const r = jobReading[part];
  return {
    part,
    'role title': pct(r.title.pass, r.title.of),
    employer: pct(r.employer.pass, r.employer.of),
    seniority: pct(r.seniority.pass, r.seniority.of),
    'years asked': pct(r.years.pass, r.years.of),
    'non-technical flag': `${r.nonTech.pass}/${r.nonTech.of} (${pct(r.nonTech.pass, r.nonTech.of)})`,
  };
});
console.table(jobRows);
out.jobs = jobRows;

console.log('Statements the answer makes about the CV');
const statementRows = [...checks.entries()].map(([kind, c]) => ({
  check: kind,
  tune: `${c.tune.pass}/${c.tune.of}`,
  ...(tuneOnly ? {} : { blind: `${c.blind.pass}/${c.blind.of}` }),
}));
console.table(statementRows);
out.statements = statementRows;

if (misses.length > 0 || hiddenMisses > 0) {
  console.log(`\nMisses in the tuning part${verbose ? '' : ' (--verbose adds extraction details)'}:`);
  for (const m of misses) console.log(`  ${m}`);
  if (hiddenMisses > 0)
    console.log(`  (${hiddenMisses} more in the blind part, not listed so that nobody tunes on them)`);
}
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1]!, JSON.stringify(out, null, 2));
