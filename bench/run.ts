/**
 * `npm run bench`: end-to-end timings over real HTTP against the real app on an embedded PostgreSQL,
 * each reported as p50/p95 and as a ratio to a baseline measured in the same run (absolute numbers
 * depend on the machine; ratios travel).
 */

import { User } from '../server/src/models/User';
import { hashSecret, verifySecret } from '../server/src/services/passwords';
import { analyzeResume } from '../server/src/services/analysis';
import { readPdfText } from '../server/src/services/pdfText';
import { Training } from '../server/src/models/Training';
import { BENCH_CV, BENCH_JDS, catalogueRows } from './fixtures';
import { loadRounds, pinServer, printLoadTable, startBareKoa } from './load';
import { measure, summary } from './stats';
import { startBenchApp } from './app';

/** `npm run bench -- load` runs only the throughput section; `-- latency` only the one-at-a-time timings. */
const only = process.argv[2];

async function main() {
  const app = await startBenchApp('bench', { LOGIN_ATTEMPTS_PER_ACCOUNT: '1000' });
  const { base } = app;

  const password = 'bench-password-1';
  const passwordHash = await hashSecret(password);
  await User.query().insert({
    name: 'Bench',
    email: 'bench@example.com',
    passwordHash,
    phoneNumber: '0770000000',
    accountType: 'Fresher',
    isAccountVerified: true,
  });
  const login = () =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password }),
    });
  const cookie = (await login()).headers.getSetCookie()[0]!.split(';')[0]!;

  if (only !== 'load') await latencySection(base, cookie, login, passwordHash, password);
  if (only !== 'latency') await loadSection(base, cookie);

  await app.stop();
}

async function latencySection(
  base: string,
  cookie: string,
  login: () => Promise<Response>,
  passwordHash: string,
  password: string,
) {
  const health = summary(
    'GET /api/health (baseline)',
    await measure(400, () => fetch(`${base}/api/health`).then((r) => r.text())),
  );
  const isAuth = summary(
    'GET /api/auth/is-auth (session lookup)',
    await measure(400, () =>
      fetch(`${base}/api/auth/is-auth`, { headers: { cookie } }).then((r) => r.text()),
    ),
  );
  const argon = summary(
    'argon2id verify alone (baseline)',
    await measure(30, () => verifySecret(passwordHash, password)),
  );
  const signIn = summary('POST /api/auth/login', await measure(30, () => login().then((r) => r.text())));

  // The CV analyzer, end to end: a 2-page PDF against 5 descriptions over HTTP (upload, text extraction,
  // analysis, plan check, recording), against PDF text extraction alone.
  await User.query().patch({ accountPlan: 'premium' }).where({ email: 'bench@example.com' });
  const analyse = () => {
    const form = new FormData();
    form.append('jobDescriptions', JSON.stringify(BENCH_JDS));
    form.append('resume', new Blob([new Uint8Array(BENCH_CV)], { type: 'application/pdf' }), 'cv.pdf');
    return fetch(`${base}/api/analyze/analyze-resume`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    }).then(async (r) => {
      if (!r.ok) throw new Error(`analysis answered ${r.status}: ${await r.text()}`);
      return r.text();
    });
  };
  const extraction = summary(
    'PDF text extraction alone (baseline)',
    await measure(60, () => readPdfText(BENCH_CV)),
  );
  const analysis = summary('POST /api/analyze/analyze-resume (2 pages x 5 JDs)', await measure(60, analyse));
  // The engine alone, in process, on the same text (target: under 50 ms).
  const cv = await readPdfText(BENCH_CV);
  const engine = summary(
    'analysis engine alone (2 pages x 5 JDs, in process)',
    await measure(100, async () =>
      analyzeResume({ resumeText: cv.text, pageCount: cv.pageCount, jobDescriptions: BENCH_JDS }),
    ),
  );

  // A hostile CV: one Skills line of 9,000 items (66,000 characters); the reading must stay near linear.
  const longLine = `Jane Doe\nSkills\n${'Python, ffuf, sqlmap, '.repeat(3000)}`;
  const hostile = summary(
    'analysis engine alone (one 66,000-character Skills line x 5 JDs)',
    await measure(5, async () =>
      analyzeResume({ resumeText: longLine, pageCount: 1, jobDescriptions: BENCH_JDS }),
    ),
  );

  const rows = [
    { ...health, ratio: '1.00 (baseline)' },
    { ...isAuth, ratio: `${(isAuth.p50 / health.p50).toFixed(2)} x health` },
    { ...argon, ratio: '1.00 (baseline)' },
    { ...signIn, ratio: `${(signIn.p50 / argon.p50).toFixed(2)} x argon2 verify` },
    { ...extraction, ratio: '1.00 (baseline)' },
    { ...analysis, ratio: `${(analysis.p50 / extraction.p50).toFixed(2)} x PDF extraction` },
    { ...engine, ratio: `${(engine.p50 / extraction.p50).toFixed(2)} x PDF extraction` },
    { ...hostile, ratio: `${(hostile.p50 / extraction.p50).toFixed(2)} x PDF extraction` },
  ];
  console.log('\nLaunchpad benchmark (ms)');
  console.table(
    rows.map((r) => ({
      name: r.name,
      n: r.n,
      p50: r.p50.toFixed(2),
      p95: r.p95.toFixed(2),
      'p50 ratio': r.ratio,
    })),
  );
}

/** Throughput of the app's busiest reads against a bare Koa handler, with 200 trainings in the catalogue. */
async function loadSection(base: string, cookie: string) {
  const trainer = await User.query().insertAndFetch({
    name: 'Bench Trainer',
    email: 'bench-trainer@example.com',
    passwordHash: 'not-used',
    phoneNumber: '0770000001',
    accountType: 'Trainer',
    isAccountVerified: true,
    trainerId: 'TR-BENCH',
  });
  const rows = catalogueRows(trainer.id);
  await Training.query().insert(rows);

  console.log(`\nLoad: ${pinServer()}`);
  const bare = await startBareKoa();
  // As a browser asks for the catalogue: gzip accepted.
  const routes = [
    { name: 'GET /api/health', url: `${base}/api/health`, headers: {}, target: 50 },
    {
      name: 'GET /api/auth/is-auth (signed in)',
      url: `${base}/api/auth/is-auth`,
      headers: { cookie },
      target: 35,
    },
    {
      name: 'GET /api/trainings/all (200 trainings)',
      url: `${base}/api/trainings/all`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      target: 15,
    },
  ];
  const rounds = await loadRounds(bare.url, routes);
  await bare.close();
  printLoadTable(rounds, routes);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
