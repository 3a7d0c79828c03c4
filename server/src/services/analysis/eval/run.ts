/**
 * `npm run eval`: measures the analysis engine on our own labelled set (gold.ts, cvs/, jobs/) and, in the
 * same run, a plain keyword baseline, so every figure has something to be compared with.
 *
 * Prints: technology extraction (precision, recall, F1, trap hits) for the engine and for naive alias
 * matching; matching (top-1: the CV's own job scores highest; calibration: own job >= 60, unrelated <= 30;
 * AUC: chance an own-job score beats an unrelated one) for the engine and for keyword overlap; how the role
 * title, employer, seniority, years and the non-technical flag were read; and one check per kind of statement
 * the answer makes about a CV. Every table is split into the tuning part and the held-out part.
 *
 * Options: `--verbose` lists every miss; `--json <file>` also writes the figures as JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { analyzeParsed, extractedTechnologies } from '../engine';
import { parseJobDescription, type ParsedJob } from '../jobDescription';
import { parseResume, type ParsedResume } from '../resume';
import { TAXONOMY } from '../taxonomy';
import type { AnalysisResult } from '../engine';
import { CVS, JOBS, type CvGold, type JobGold } from './gold';

const verbose = process.argv.includes('--verbose');
const jsonAt = process.argv.indexOf('--json');
const read = (dir: string, id: string) =>
  readFileSync(new URL(`./${dir}/${id}.txt`, import.meta.url), 'utf8');

// ---------- Inputs ----------

const cvText = new Map(CVS.map((c) => [c.id, read('cvs', c.id)]));
const jobText = new Map(JOBS.map((j) => [j.id, read('jobs', j.id)]));
const parsedCv = new Map<string, ParsedResume>(CVS.map((c) => [c.id, parseResume(cvText.get(c.id)!)]));
const parsedJob = new Map<string, ParsedJob>(
  JOBS.map((j) => [j.id, parseJobDescription(jobText.get(j.id)!)]),
);
const results = new Map<string, Map<string, AnalysisResult>>();
for (const cv of CVS) {
  const row = new Map<string, AnalysisResult>();
  for (const job of JOBS) row.set(job.id, analyzeParsed(parsedCv.get(cv.id)!, parsedJob.get(job.id)!));
  results.set(cv.id, row);
}
const misses: string[] = [];
/** Misses are listed for the tuning part only, so tuning never looks at the held-out documents. */
const showHeldOut = process.argv.includes('--show-held-out');
let hiddenMisses = 0;
const note = (s: string, heldOut?: boolean) => {
  if (heldOut && !showHeldOut) hiddenMisses++;
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

function engineTech(kind: 'cv' | 'job', id: string): Set<string> {
  if (kind === 'cv') return new Set(extractedTechnologies(parsedCv.get(id)!).map((t) => t.name));
  const job = parsedJob.get(id)!;
  return new Set(
    job.requirements
      .flatMap((r) => r.options)
      .filter((o) => o.category !== 'Soft Skills')
      .map((o) => o.name),
  );
}

/** The baseline: every alias and risky spelling of the taxonomy, found as a whole word, any case. */
const BASELINE_ALIASES = TAXONOMY.filter((e) => e.category !== 'Soft Skills').map((e) => ({
  name: e.name,
  res: [...e.aliases, ...e.risky.flatMap((r) => r.forms)].map(
    (a) => new RegExp(`(?<![\\w.+#])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w+#])`, 'i'),
  ),
}));
function baselineTech(text: string): Set<string> {
  return new Set(BASELINE_ALIASES.filter((e) => e.res.some((re) => re.test(text))).map((e) => e.name));
}

function score(
  found: Set<string>,
  gold: readonly string[],
  traps: readonly string[],
  into: Counts,
  label?: string,
  heldOut?: boolean,
) {
  const want = new Set(gold);
  for (const f of found) {
    if (want.has(f)) into.tp++;
    else into.fp++;
  }
  for (const g of want) if (!found.has(g)) into.fn++;
  for (const t of traps) {
    into.trapChances++;
    if (found.has(t) && !want.has(t)) into.traps++;
  }
  if (label && verbose) {
    const fp = [...found].filter((f) => !want.has(f));
    const fn = [...want].filter((g) => !found.has(g));
    if (fp.length || fn.length) note(`${label}: extra [${fp.join(', ')}] missed [${fn.join(', ')}]`, heldOut);
  }
}

const prf = (c: Counts) => {
  const p = c.tp / Math.max(1, c.tp + c.fp);
  const r = c.tp / Math.max(1, c.tp + c.fn);
  return { precision: p, recall: r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
};

type Part = 'tune' | 'held-out' | 'all';
const parts: Part[] = ['tune', 'held-out', 'all'];
const inPart = (heldOut: boolean | undefined, part: Part) =>
  part === 'all' || (part === 'held-out') === (heldOut === true);

const extraction: Record<string, Record<Part, Counts>> = {
  engine: { tune: zero(), 'held-out': zero(), all: zero() },
  baseline: { tune: zero(), 'held-out': zero(), all: zero() },
};
const docs: { kind: 'cv' | 'job'; gold: CvGold | JobGold; text: string }[] = [
  ...CVS.map((g) => ({ kind: 'cv' as const, gold: g, text: cvText.get(g.id)! })),
  ...JOBS.map((g) => ({ kind: 'job' as const, gold: g, text: jobText.get(g.id)! })),
];
for (const d of docs) {
  const engine = engineTech(d.kind, d.gold.id);
  const baseline = baselineTech(d.text);
  for (const part of parts) {
    if (!inPart(d.gold.heldOut, part)) continue;
    const label = part === 'all' ? `${d.kind} ${d.gold.id}` : undefined;
    score(engine, d.gold.tech, d.gold.traps, extraction.engine![part], label, d.gold.heldOut);
    score(baseline, d.gold.tech, d.gold.traps, extraction.baseline![part]);
  }
  if (verbose)
    for (const t of d.gold.traps)
      if (engine.has(t) && !d.gold.tech.includes(t))
        note(`TRAP ${d.kind} ${d.gold.id}: ${t}`, d.gold.heldOut);
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
  unrelated: number[];
}
const emptyMatching = (): Matching => ({ top1: 0, top1Of: 0, own: [], unrelated: [] });
const matching: Record<string, Record<Part, Matching>> = {
  engine: { tune: emptyMatching(), 'held-out': emptyMatching(), all: emptyMatching() },
  baseline: { tune: emptyMatching(), 'held-out': emptyMatching(), all: emptyMatching() },
};
for (const cv of CVS) {
  const scores = {
    engine: new Map(JOBS.map((j) => [j.id, results.get(cv.id)!.get(j.id)!.matchPercentage])),
    baseline: new Map(JOBS.map((j) => [j.id, overlap(cvText.get(cv.id)!, jobText.get(j.id)!)])),
  };
  for (const [who, s] of Object.entries(scores)) {
    for (const part of parts) {
      if (!inPart(cv.heldOut, part)) continue;
      const m = matching[who]![part];
      if (cv.fits) {
        const own = s.get(cv.fits)!;
        m.top1Of++;
        const best = [...s.entries()].filter(([id]) => id !== cv.fits).sort((a, b) => b[1] - a[1])[0]!;
        if (own > best[1]) m.top1++;
        else if (part === 'all' && who === 'engine')
          note(`TOP-1 ${cv.id}: own ${cv.fits} ${own} <= ${best[0]} ${best[1]}`, cv.heldOut);
        m.own.push(own);
        if (part === 'all' && who === 'engine' && own < 60)
          note(`OWN<60 ${cv.id} @${cv.fits}: ${own}`, cv.heldOut);
      }
      for (const job of JOBS) {
        if (job.id === cv.fits || cv.related.includes(job.id)) continue;
        m.unrelated.push(s.get(job.id)!);
        if (part === 'all' && who === 'engine' && s.get(job.id)! > 30)
          note(`UNRELATED>30 ${cv.id} @${job.id}: ${s.get(job.id)}`, cv.heldOut);
      }
    }
  }
}
function auc(m: Matching): number {
  let wins = 0;
  for (const o of m.own) for (const u of m.unrelated) wins += o > u ? 1 : o === u ? 0.5 : 0;
  return wins / Math.max(1, m.own.length * m.unrelated.length);
}

// ---------- Job reading ----------

interface JobReading {
  n: number;
  title: number;
  company: number;
  seniority: number;
  years: number;
  nonTech: number;
  nonTechOf: number;
}
const jobReading: Record<Part, JobReading> = {
  tune: { n: 0, title: 0, company: 0, seniority: 0, years: 0, nonTech: 0, nonTechOf: 0 },
  'held-out': { n: 0, title: 0, company: 0, seniority: 0, years: 0, nonTech: 0, nonTechOf: 0 },
  all: { n: 0, title: 0, company: 0, seniority: 0, years: 0, nonTech: 0, nonTechOf: 0 },
};
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
for (const g of JOBS) {
  const j = parsedJob.get(g.id)!;
  const ok = {
    title: g.title.some((t) => same(t, j.title)),
    company: g.company.some((c) => same(c, j.company)),
    seniority: j.seniority === g.seniority,
    years: (j.requiredYears ?? null) === g.years,
    nonTech: g.nonTech === null ? null : j.isNonTechRole === g.nonTech,
  };
  for (const part of parts) {
    if (!inPart(g.heldOut, part)) continue;
    const r = jobReading[part];
    r.n++;
    if (ok.title) r.title++;
    if (ok.company) r.company++;
    if (ok.seniority) r.seniority++;
    if (ok.years) r.years++;
    if (ok.nonTech !== null) {
      r.nonTechOf++;
      if (ok.nonTech) r.nonTech++;
    }
  }
  if (!ok.title) note(`TITLE ${g.id}: "${j.title}"`, g.heldOut);
  if (!ok.company) note(`COMPANY ${g.id}: "${j.company}"`, g.heldOut);
  if (!ok.seniority) note(`SENIORITY ${g.id}: ${j.seniority} (gold ${g.seniority})`, g.heldOut);
  if (!ok.years) note(`YEARS ${g.id}: ${j.requiredYears} (gold ${g.years})`, g.heldOut);
  if (ok.nonTech === false) note(`NONTECH ${g.id}: ${j.isNonTechRole}`, g.heldOut);
}

// ---------- Statements ----------

interface Check {
  pass: number;
  of: number;
}
const checks = new Map<string, Record<Part, Check>>();
function check(kind: string, heldOut: boolean | undefined, passed: boolean, why: string) {
  let c = checks.get(kind);
  if (!c) {
    c = { tune: { pass: 0, of: 0 }, 'held-out': { pass: 0, of: 0 }, all: { pass: 0, of: 0 } };
    checks.set(kind, c);
  }
  for (const part of parts) {
    if (!inPart(heldOut, part)) continue;
    c[part].of++;
    if (passed) c[part].pass++;
  }
  if (!passed) note(`STATEMENT ${kind}: ${why}`, heldOut);
}

const SECTION_CLAIM: Record<string, RegExp> = {
  summary: /^No summary or profile section/,
  experience: /^No Experience section/,
  education: /^No Education section/,
  skills: /^No Skills section/,
  projects: /^No Projects section/,
};
const norm = (s: string) => s.replace(/\s+/g, ' ').replace(/["“”]/g, "'").toLowerCase();
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

for (const cv of CVS) {
  const own = cv.fits ?? 'fe-react';
  const r = results.get(cv.id)!.get(own)!;
  const text = norm(cvText.get(cv.id)!);
  const structure = r.structureWeaknesses.join('\n');
  for (const [section, claim] of Object.entries(SECTION_CLAIM)) {
    const claimed = r.structureWeaknesses.some((w) => claim.test(w));
    const present = (cv.sections as string[]).includes(section);
    // A missing Projects section is only worth saying for some roles, so only a false claim counts there.
    if (section === 'projects' && !claimed) continue;
    check(
      'section found / not found',
      cv.heldOut,
      claimed !== present,
      `${cv.id} ${section}: claimed missing=${claimed}`,
    );
  }
  if (cv.verbs) {
    const claimed = /start(?:s)? with an action verb/.test(structure);
    check('action verbs', cv.heldOut, claimed === (cv.verbs === 'few'), `${cv.id}: verb claim=${claimed}`);
  }
  if (cv.numbers) {
    const claimed = /(?:has|have) a number/.test(structure);
    check(
      'numbers in statements',
      cv.heldOut,
      claimed === (cv.numbers === 'few'),
      `${cv.id}: number claim=${claimed}`,
    );
  }
  if (cv.fits) {
    const job = parsedJob.get(cv.fits)!;
    /** Skills the answer calls missing: the names in its "not in your CV" / "not shown" claims. */
    const missingNames = new Set(
      r.contentWeaknesses.flatMap((w) => {
        const claim = w.replace(/"[^"]*"/g, '');
        const part =
          /^(.*?) is not in your CV/.exec(claim)?.[1] ??
          /^Preferred but not shown: (.*)$/.exec(claim)?.[1] ??
          /^(.*?) \(required\): your CV shows only the related/.exec(claim)?.[1];
        if (!part) return [];
        return part
          .replace(/\([^)]*\)/g, '')
          .replace(/^None of /, '')
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
        cv.heldOut,
        asked && !missing,
        `${cv.id} @${cv.fits}: ${skill} asked=${asked} said missing=${missing}`,
      );
    }
    for (const skill of cv.missing ?? []) {
      check(
        'requirement reported missing',
        cv.heldOut,
        saysMissing(skill),
        `${cv.id} @${cv.fits}: ${skill} not reported missing`,
      );
    }
  }
  if (cv.used && cv.listedOnly && cv.listedOnly.length > 0) {
    const tech = new Map(extractedTechnologies(parsedCv.get(cv.id)!).map((t) => [t.name, t.confidenceLevel]));
    const used = cv.used.map((u) => tech.get(u) ?? 0);
    const listed = cv.listedOnly.map((u) => tech.get(u) ?? 99);
    check(
      'confidence follows evidence',
      cv.heldOut,
      Math.min(...used) > Math.max(...listed),
      `${cv.id}: used ${used} vs listed ${listed}`,
    );
  }
  // Statements about every job: quotes come from the CV (or the job), seniority and years come from the
  // role itself, and the employer is never a word to add.
  for (const g of JOBS) {
    const a = results.get(cv.id)!.get(g.id)!;
    const jd = norm(jobText.get(g.id)!);
    const cvQuotes = [...a.strengths, ...a.structureWeaknesses, ...a.structureRecommendations].flatMap(
      quotesIn,
    );
    const bad = cvQuotes.filter((q) => !text.includes(norm(q)));
    const anyQuotes = a.contentWeaknesses
      .flatMap(quotesIn)
      .filter((q) => !text.includes(norm(q)) && !jd.includes(norm(q)));
    check(
      'quotes are from the CV',
      cv.heldOut,
      bad.length + anyQuotes.length === 0,
      `${cv.id} @${g.id}: ${[...bad, ...anyQuotes].join(' | ')}`,
    );
    const level = /This is an? (\w+) role/.exec(a.contentWeaknesses.join('\n'))?.[1];
    if (level)
      check(
        'seniority said only when the role says it',
        cv.heldOut,
        level === g.seniority,
        `${cv.id} @${g.id}: "${level}" (gold ${g.seniority})`,
      );
    const years = /The job (?:asks for|prefers) (\d+)\+ years/.exec(a.contentWeaknesses.join('\n'))?.[1];
    if (years)
      check(
        "years from the role's requirements",
        cv.heldOut,
        Number(years) === g.years,
        `${cv.id} @${g.id}: ${years} (gold ${g.years})`,
      );
    const repeat = /The job repeats (.*?); where true/.exec(a.contentRecommendations.join('\n'))?.[1] ?? '';
    const companyWords = g.company
      .flatMap((c) => c.toLowerCase().split(/[^a-z0-9]+/))
      .filter((w) => w.length > 2 && !GENERIC_NAME_WORDS.has(w));
    const employerAdvised = companyWords.some((w) => new RegExp(`"${w}"`).test(repeat));
    check('employer never a word to add', cv.heldOut, !employerAdvised, `${cv.id} @${g.id}: ${repeat}`);
  }
}

// Same inputs, same answer: every CV read and matched again from scratch gives a deep-equal answer.
for (const cv of CVS) {
  const again = JOBS.map((g) =>
    JSON.stringify(analyzeParsed(parseResume(cvText.get(cv.id)!), parseJobDescription(jobText.get(g.id)!))),
  );
  const first = JOBS.map((g) => JSON.stringify(results.get(cv.id)!.get(g.id)));
  check(
    'deterministic',
    cv.heldOut,
    again.every((a, i) => a === first[i]),
    `${cv.id}: answers differ`,
  );
}

// ---------- Report ----------

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(0)} %`);
const f2 = (n: number) => n.toFixed(2);
const out: Record<string, unknown> = {};

console.log(
  `\nLaunchpad analysis engine evaluation: ${CVS.length} CVs, ${JOBS.length} job descriptions (held out: ${CVS.filter((c) => c.heldOut).length} CVs, ${JOBS.filter((j) => j.heldOut).length} jobs)\n`,
);
console.log('Technology extraction (micro-averaged over CVs and job descriptions)');
const extractionRows = [];
for (const who of ['engine', 'baseline']) {
  for (const part of parts) {
    const c = extraction[who]![part];
    const m = prf(c);
    extractionRows.push({
      who: who === 'baseline' ? 'baseline (alias match)' : 'engine',
      part,
      precision: f2(m.precision),
      recall: f2(m.recall),
      F1: f2(m.f1),
      'trap hits': `${c.traps} of ${c.trapChances}`,
    });
  }
}
console.table(extractionRows);
out.extraction = extractionRows;

console.log('Matching (each CV against every job)');
const matchingRows = [];
for (const who of ['engine', 'baseline']) {
  for (const part of parts) {
    const m = matching[who]![part];
    const ownHigh = m.own.filter((s) => s >= 60).length;
    const unrelatedLow = m.unrelated.filter((s) => s <= 30).length;
    matchingRows.push({
      who: who === 'baseline' ? 'baseline (keyword overlap)' : 'engine',
      part,
      'top-1': `${m.top1}/${m.top1Of} (${pct(m.top1, m.top1Of)})`,
      'own >= 60': who === 'engine' ? pct(ownHigh, m.own.length) : '—',
      'unrelated <= 30': who === 'engine' ? pct(unrelatedLow, m.unrelated.length) : '—',
      'calibrated pairs':
        who === 'engine' ? pct(ownHigh + unrelatedLow, m.own.length + m.unrelated.length) : '—',
      AUC: f2(auc(m)),
      'own mean': (m.own.reduce((s, x) => s + x, 0) / Math.max(1, m.own.length)).toFixed(0),
      'unrelated mean': (m.unrelated.reduce((s, x) => s + x, 0) / Math.max(1, m.unrelated.length)).toFixed(0),
    });
  }
}
console.table(matchingRows);
out.matching = matchingRows;

console.log('Reading the job description');
const jobRows = parts.map((part) => {
  const r = jobReading[part];
  return {
    part,
    'role title': pct(r.title, r.n),
    employer: pct(r.company, r.n),
    seniority: pct(r.seniority, r.n),
    'years asked': pct(r.years, r.n),
    'non-technical flag': pct(r.nonTech, r.nonTechOf),
  };
});
console.table(jobRows);
out.jobs = jobRows;

console.log('Statements the answer makes about the CV');
const statementRows = [...checks.entries()].map(([kind, c]) => ({
  check: kind,
  tune: `${c.tune.pass}/${c.tune.of}`,
  'held-out': `${c['held-out'].pass}/${c['held-out'].of}`,
  all: pct(c.all.pass, c.all.of),
}));
console.table(statementRows);
out.statements = statementRows;

if (misses.length > 0 || hiddenMisses > 0) {
  console.log(`\nMisses in the tuning part${verbose ? '' : ' (--verbose adds extraction details)'}:`);
  for (const m of misses) console.log(`  ${m}`);
  if (hiddenMisses > 0)
    console.log(`  (${hiddenMisses} more in the held-out part, not listed: --show-held-out)`);
}
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1]!, JSON.stringify(out, null, 2));
