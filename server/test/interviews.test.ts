import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cvProcessFailed,
  INTERVIEW_CV_MAX_BYTES,
  INTERVIEW_MESSAGES as M,
  MIN_RESPONSE_TIME,
  SKIP_RESPONSE_TIME,
  ZInterviewCreateAnswer,
  ZInterviewFeedbackAnswer,
  ZInterviewHistoryAnswer,
  ZInterviewNextQuestionAnswer,
  ZInterviewStartAnswer,
  ZInterviewSubmitAnswerAnswer,
  ZProcessCvAnswer,
  type TInterviewQuestion,
} from '@launchpad/shared';
import { makeDocx } from './docx';
import { FRONTEND_CV, TECHNICAL_TRAINING } from './fixtures';
import { makePdf, makeScannedPdf } from './pdf';
import { signUpVerified, startTestApp, type Client, type TestApp } from './testApp';

let app: TestApp;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  app = await startTestApp();
  alice = (await signUpVerified(app, { name: 'Alice Candidate' })).client;
  bob = (await signUpVerified(app, { name: 'Bob Other' })).client;
});
afterAll(() => app.close());

const CV_TEXT = [
  'Alice Candidate',
  'Experience',
  'Software Intern, Acme Logistics (2024-2025)',
  '- Built REST APIs in Python with Flask and PostgreSQL, cutting response time by 30%',
  '- Wrote unit tests with pytest and set up GitHub Actions CI',
  'Skills: Python, SQL, Git, Docker',
].join('\n');
const JD = [
  'Software Engineering Internship - Backend',
  'Our backend team builds APIs and metrics dashboards for logistics.',
  'Requirements:',
  '- Python and SQL',
  '- PostgreSQL and REST APIs',
  'Nice to have: Kubernetes, AWS',
].join('\n');

const form = (bytes: Buffer, name: string, type = 'application/octet-stream', field = 'cv') => {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
};
const processCv = (client: Client, body: FormData) =>
  client.upload('/api/interviews/process-cv', body, 'POST');
const put = (client: Client, path: string) => client.request('PUT', path, {});

async function newInterview(client: Client = alice) {
  const res = await client.post('/api/interviews/create', {
    jobTitle: 'Software Engineering Internship',
    jobDescription: JD,
    difficulty: 'intermediate',
    questionCount: 5,
    resumeText: CV_TEXT,
  });
  expect(res.status).toBe(201);
  return ZInterviewCreateAnswer.parse(res.body).interview;
}

const GOOD_TECHNICAL = `In my internship at Acme I built a Python REST service. I split the code into modules: one package for the API routes, one for the database layer, and a class per resource. For example, I used a dict keyed by order id for fast lookup and a set to drop duplicate events, because membership checks are O(1). I tested it with pytest: 120 unit tests with fixtures and assert statements ran in CI. Dependencies were pinned in requirements.txt inside a venv. After profiling I replaced a list scan with a generator, and memory use dropped by 40%.`;

/** Python answers to each coding problem of the bank, by the problem's title. */
const PYTHON_SOLUTIONS: Record<string, string> = {
  'Best window of k days': `import sys


def best_window(values, k):
    # Sliding window: add the new value, drop the oldest.
    window = sum(values[:k])
    best = window
    for end in range(k, len(values)):
        window += values[end] - values[end - k]
        best = max(best, window)
    return best


data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
print(best_window([int(x) for x in data[2:2 + n]], k))
`,
  'Longest rising streak': `import sys


def longest_run(values):
    # One pass, counting the current run.
    best = run = 0
    for index, value in enumerate(values):
        run = run + 1 if index > 0 and value > values[index - 1] else 1
        best = max(best, run)
    return best


data = sys.stdin.read().split()
count = int(data[0]) if data else 0
print(longest_run([int(x) for x in data[1:1 + count]]))
`,
  'Balanced brackets': `import sys


def balanced(line):
    # A stack of the open brackets.
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for char in line:
        if char in '([{':
            stack.append(char)
        elif char in pairs:
            if not stack or stack.pop() != pairs[char]:
                return False
    return not stack


text = sys.stdin.read().split('\\n')[0]
print('YES' if balanced(text) else 'NO')
`,
  'Most frequent word': `import re
import sys


def top_word(text):
    # Count words in a dict, then take the highest count, ties alphabetically.
    counts = {}
    for word in re.findall('[a-z]+', text.lower()):
        counts[word] = counts.get(word, 0) + 1
    if not counts:
        return 'NONE 0'
    word = min(counts, key=lambda w: (-counts[w], w))
    return f'{word} {counts[word]}'


print(top_word(sys.stdin.read()))
`,
};

describe('POST /api/interviews/process-cv', () => {
  it('reads PDF, DOCX and TXT files and counts characters and words', async () => {
    const pdf = await processCv(alice, form(FRONTEND_CV, 'cv.pdf', 'application/pdf'));
    expect(pdf.status).toBe(200);
    const pdfData = ZProcessCvAnswer.parse(pdf.body).data;
    expect(pdfData.text).toContain('Built a React design system used by 12 product teams');
    expect(pdfData.characterCount).toBe(pdfData.text.length);
    expect(pdfData.wordCount).toBe(pdfData.text.trim().split(/\s+/).length);

    const docx = await processCv(alice, form(makeDocx(CV_TEXT.split('\n')), 'cv.docx'));
    expect(docx.status).toBe(200);
    expect(docx.body.data.text).toContain('Built REST APIs in Python with Flask and PostgreSQL');
    expect(docx.body.data.wordCount).toBeGreaterThan(20);

    const txt = await processCv(alice, form(Buffer.from(`\uFEFF${CV_TEXT}\r\n`), 'cv.txt', 'text/plain'));
    expect(txt.status).toBe(200);
    expect(txt.body.data.text).toBe(CV_TEXT);
    expect(txt.body.data.characterCount).toBe(CV_TEXT.length);
  });

  it('reads an old Word (DOC) file', async () => {
    const doc = readFileSync(new URL('./files/word-97.doc', import.meta.url));
    const res = await processCv(alice, form(doc, 'cv.doc', 'application/msword'));
    expect(res.status).toBe(200);
    expect(res.body.data.text).toContain('This is a test for parsing the Word file in node.');
  });

  it('decides the type by content, not by name', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 1),
    ]);
    const res = await processCv(alice, form(png, 'cv.pdf', 'application/pdf'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.cvWrongType);
    // A DOCX named .txt is still read as a DOCX.
    const renamed = await processCv(
      alice,
      form(makeDocx(['Hello from a Word file with enough words']), 'cv.txt'),
    );
    expect(renamed.body.data.text).toBe('Hello from a Word file with enough words');
  });

  it('refuses files over 5 MB, missing files, files without text and unreadable Word files', async () => {
    const big = await processCv(
      alice,
      form(Buffer.alloc(INTERVIEW_CV_MAX_BYTES + 1, 'a'), 'big.txt', 'text/plain'),
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(M.cvTooLarge);
    const exactly = await processCv(alice, form(Buffer.alloc(INTERVIEW_CV_MAX_BYTES, 'a'), 'max.txt'));
    expect(exactly.status).toBe(200);

    const none = await processCv(alice, new FormData());
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(M.cvFileRequired);

    const scan = await processCv(alice, form(makeScannedPdf(), 'scan.pdf'));
    expect(scan.status).toBe(400);
    expect(scan.body.message).toBe(M.noCvText);

    const fakeDoc = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600, 7),
    ]);
    const doc = await processCv(alice, form(fakeDoc, 'cv.doc'));
    expect(doc.status).toBe(400);
    expect(doc.body.message).toMatch(/^Failed to process CV: the DOC file could not be read/);
    expect(cvProcessFailed('x')).toBe('Failed to process CV: x');
  });
});

describe('creating an interview', () => {
  it('needs a signed-in user', async () => {
    const anonymous = app.client();
    for (const [method, path] of [
      ['GET', '/api/interviews'],
      ['POST', '/api/interviews/create'],
      ['POST', '/api/interviews/create-with-profile-cv'],
      ['POST', '/api/interviews/process-cv'],
    ] as const) {
      const res = await anonymous.request(method, path, method === 'GET' ? undefined : {});
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBe(M.loginRequired);
    }
  });

  it('checks the job description, the CV text and the question count', async () => {
    const base = { jobDescription: JD, resumeText: CV_TEXT };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, jobDescription: '   ' }, M.bothInputsRequired],
      [{ resumeText: CV_TEXT }, M.bothInputsRequired],
      [{ jobDescription: JD }, M.bothInputsRequired],
      [{ ...base, resumeText: `${'x'.repeat(49)}   ` }, M.cvTooShort],
      [{ ...base, jobDescription: 'j'.repeat(20_001) }, M.jobDescriptionTooLong],
      [{ ...base, questionCount: 7 }, 'An interview has 5 questions'],
    ];
    for (const [body, message] of cases) {
      const res = await alice.post('/api/interviews/create', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('builds five questions from the job and the CV, without the hidden grading data', async () => {
    const res = await alice.post('/api/interviews/create', { jobDescription: JD, resumeText: CV_TEXT });
    expect(res.status).toBe(201);
    const { questions } = ZInterviewCreateAnswer.parse(res.body).interview;
    expect(questions).toHaveLength(5);
    expect(questions.map((q) => q.type)).toEqual([
      'technical',
      'technical_conceptual',
      'behavioral',
      'problem-solving',
      'coding',
    ]);
    expect(questions[0]!.question).toContain('Python');
    const raw = JSON.stringify(res.body);
    for (const hidden of ['keyPoints', 'tests', 'bankId', '"context"', 'resumeText'])
      expect(raw).not.toContain(hidden);
    expect(Object.keys(questions[4]!.starterCode!)).toHaveLength(8);
    const [row] = await app.db('interviews').where({ id: res.body.interview.id });
    expect(row).toMatchObject({
      status: 'created',
      jobTitle: 'Software Engineering Internship',
      provider: 'local',
    });
  });

  it('uses the profile CV when asked, and says when there is none', async () => {
    const carol = (await signUpVerified(app)).client;
    const missing = await carol.post('/api/interviews/create-with-profile-cv', {
      jobDescription: JD,
      useProfileCV: true,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(M.noProfileCv);

    const scanned = await carol.upload(
      '/api/user/upload-cv',
      form(makeScannedPdf(), 'scan.pdf', 'application/pdf'),
    );
    expect(scanned.status).toBe(200);
    const noText = await carol.post('/api/interviews/create-with-profile-cv', {
      jobDescription: JD,
      useProfileCV: true,
    });
    expect(noText.status).toBe(400);
    expect(noText.body.message).toBe(M.cvTextUnavailable);

    const pdf = makePdf([CV_TEXT.split('\n')]);
    expect((await carol.upload('/api/user/upload-cv', form(pdf, 'cv.pdf', 'application/pdf'))).status).toBe(
      200,
    );
    const created = await carol.post('/api/interviews/create-with-profile-cv', {
      jobDescription: JD,
      useProfileCV: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.interview.questions[0].question).toContain('Python');
    const [row] = await app.db('interviews').where({ id: created.body.interview.id });
    expect(row.resumeText).toContain('Built REST APIs in Python');
  });
});

describe('taking an interview', () => {
  let id: string;
  let questions: TInterviewQuestion[];
  beforeAll(async () => {
    ({ id, questions } = await newInterview());
  });
  const submit = (body: Record<string, unknown>, client: Client = alice) =>
    client.post(`/api/interviews/${id}/submit-answer`, body);

  it('refuses answers and next-question before the start', async () => {
    const next = await alice.get(`/api/interviews/${id}/next-question`);
    expect(next.status).toBe(409);
    expect(next.body.message).toBe(M.notStarted);
    const early = await submit({
      questionId: questions[0]!.questionId,
      answerMode: 'text',
      responseText: GOOD_TECHNICAL,
      responseTime: 60,
    });
    expect(early.status).toBe(409);
  });

  it('starts with the first question, and starting again is harmless', async () => {
    const res = await put(alice, `/api/interviews/${id}/start`);
    expect(res.status).toBe(200);
    const start = ZInterviewStartAnswer.parse(res.body);
    expect(start.firstQuestion).toEqual(questions[0]);
    expect(start.questions).toEqual(questions);
    const again = await put(alice, `/api/interviews/${id}/start`);
    expect(again.body.firstQuestion).toEqual(questions[0]);
    const next = ZInterviewNextQuestionAnswer.parse(
      (await alice.get(`/api/interviews/${id}/next-question`)).body,
    );
    expect(next).toMatchObject({
      completed: false,
      currentIndex: 0,
      totalQuestions: 5,
      question: questions[0],
    });
  });

  it('refuses answers that are not meaningful (§5)', async () => {
    const q = questions[0]!.questionId;
    for (const responseText of [
      "I don't know",
      'no idea',
      'too short here',
      'one two three four',
      'yes yes yes yes yes no maybe',
      '',
    ]) {
      const res = await submit({ questionId: q, answerMode: 'text', responseText, responseTime: 40 });
      expect(res.status, responseText).toBe(400);
      expect(res.body.message).toBe(M.meaningfulResponse);
    }
    const audio = await submit({
      questionId: q,
      answerMode: 'audio',
      transcription: 'um um um um um um um um',
      responseTime: 40,
    });
    expect(audio.body.message).toBe(M.meaningfulResponse);
    const codeOnText = await submit({
      questionId: q,
      answerMode: 'code',
      code: 'print(1 + 2 + 3 + 4 + 5 + 6)',
      language: 'python3',
      responseTime: 40,
    });
    expect(codeOnText.status).toBe(400);
    expect(codeOnText.body.message).toBe(M.codeForCodingOnly);
    const coding = questions[4]!;
    const starter = await submit({
      questionId: coding.questionId,
      answerMode: 'code',
      code: `  ${coding.starterCode!.python3}\n\n`,
      language: 'python3',
      responseTime: 40,
    });
    expect(starter.status).toBe(400);
    expect(starter.body.message).toBe(M.meaningfulResponse);
    const comments = await submit({
      questionId: coding.questionId,
      answerMode: 'code',
      code: '# just a long comment about the plan\nx=1',
      language: 'python3',
      responseTime: 40,
    });
    expect(comments.body.message).toBe(M.meaningfulResponse);
    const noLanguage = await submit({
      questionId: coding.questionId,
      answerMode: 'code',
      code: 'print(sum(range(10)) + 1)',
      responseTime: 40,
    });
    expect(noLanguage.body.message).toBe(M.languageRequired);
    const badMode = await submit({ questionId: q, answerMode: 'telepathy', responseText: GOOD_TECHNICAL });
    expect(badMode.body.message).toBe(M.invalidAnswerMode);
    const unknown = await submit({ questionId: 'q9-nope', answerMode: 'text', responseText: GOOD_TECHNICAL });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.questionNotFound);
    expect(await app.db('interview_answers').where({ interviewId: id })).toHaveLength(0);
  });

  it('grades a written answer, stores it with at least 30 s, and answers each question once', async () => {
    const q = questions[0]!;
    const res = await submit({
      questionId: q.questionId,
      answerMode: 'text',
      responseText: GOOD_TECHNICAL,
      responseTime: 12,
      questionType: 'coding',
    });
    expect(res.status).toBe(200);
    const { feedback, hasNext } = ZInterviewSubmitAnswerAnswer.parse(res.body);
    expect(hasNext).toBe(true);
    expect(feedback.score).toBeGreaterThanOrEqual(60);
    expect(feedback.responseType).toBe('text');
    expect(feedback.strengths.some((s) => s.includes('"'))).toBe(true);
    const [row] = await app.db('interview_answers').where({ interviewId: id, questionId: q.questionId });
    expect(row).toMatchObject({
      answerMode: 'text',
      responseTime: MIN_RESPONSE_TIME,
      skipped: false,
      score: feedback.score,
    });

    const again = await submit({
      questionId: q.questionId,
      answerMode: 'text',
      responseText: GOOD_TECHNICAL,
      responseTime: 60,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyAnswered);
  });

  it('grades a spoken answer with its speech measurements', async () => {
    const q = questions[1]!;
    const transcription =
      'Um so a transaction is all or nothing, it commits or it does a rollback. Um consistency means constraints like a foreign key or unique check stay valid. Isolation keeps concurrent work apart with locks, and durability means a committed change survives a crash.';
    const res = await submit({
      questionId: q.questionId,
      answerMode: 'audio',
      transcription,
      responseTime: 75,
      speech: {
        durationSeconds: 20,
        wordsPerMinute: 150,
        fillerWords: [{ word: 'um', count: 2 }],
        longPauses: [{ start: 8.2, end: 10.6, seconds: 2.4 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.feedback.responseType).toBe('audio');
    expect(res.body.feedback.speech.wordsPerMinute).toBe(150);
    const [row] = await app.db('interview_answers').where({ interviewId: id, questionId: q.questionId });
    expect(row).toMatchObject({ answerMode: 'audio', transcription, textResponse: null, responseTime: 75 });
  });

  it('stores a skip with responseTime 5 and score 0', async () => {
    const q = questions[2]!;
    const res = await submit({
      questionId: q.questionId,
      answerMode: 'skipped',
      skipped: true,
      responseTime: 300,
    });
    expect(res.status).toBe(200);
    expect(res.body.feedback.score).toBe(0);
    const [row] = await app.db('interview_answers').where({ interviewId: id, questionId: q.questionId });
    expect(row).toMatchObject({
      skipped: true,
      responseTime: SKIP_RESPONSE_TIME,
      score: 0,
      answerMode: 'skipped',
    });
    const next = (await alice.get(`/api/interviews/${id}/next-question`)).body;
    expect(next).toMatchObject({ completed: false, currentIndex: 3, question: questions[3] });
  });

  it('runs a code answer against the hidden tests', async () => {
    const coding = questions[4]!;
    const title = coding.question.split('\n')[0]!;
    const res = await submit({
      questionId: coding.questionId,
      answerMode: 'code',
      code: PYTHON_SOLUTIONS[title],
      language: 'python3',
      responseTime: 240,
    });
    expect(res.status).toBe(200);
    const fb = res.body.feedback;
    expect(fb.responseType).toBe('code');
    expect(fb.testResults.passed).toBe(fb.testResults.total);
    expect(fb.score).toBeGreaterThanOrEqual(80);
    for (const key of ['syntaxCorrectness', 'logicalFlow', 'efficiency', 'readability', 'bestPractices'])
      expect(fb.codeMetrics[key]).toBeTypeOf('number');
    for (const key of ['technical', 'algorithmic', 'implementation'])
      expect(fb.strengths_detailed[key]).toBeInstanceOf(Array);
    const [row] = await app.db('interview_answers').where({ interviewId: id, questionId: coding.questionId });
    expect(row).toMatchObject({ answerMode: 'code', language: 'python3', code: PYTHON_SOLUTIONS[title] });
  }, 60_000);

  it('keeps every interview to its owner', async () => {
    const q = questions[3]!.questionId;
    const attempts = [
      () => put(bob, `/api/interviews/${id}/start`),
      () => bob.get(`/api/interviews/${id}/next-question`),
      () =>
        submit({ questionId: q, answerMode: 'text', responseText: GOOD_TECHNICAL, responseTime: 60 }, bob),
      () => put(bob, `/api/interviews/${id}/complete`),
      () => bob.get(`/api/interviews/${id}/feedback`),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.interviewNotFound);
    }
    const bobs = ZInterviewHistoryAnswer.parse((await bob.get('/api/interviews')).body);
    expect(bobs.interviews).toEqual([]);
    const notUuid = await alice.get('/api/interviews/not-a-uuid/next-question');
    expect(notUuid.status).toBe(404);
    expect(await app.db('interview_answers').where({ interviewId: id, questionId: q })).toHaveLength(0);
  });

  it('has no feedback before completion; completes once with the overall feedback', async () => {
    const early = await alice.get(`/api/interviews/${id}/feedback`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(M.notCompleted);

    const done = await put(alice, `/api/interviews/${id}/complete`);
    expect(done.status).toBe(200);
    const overall = done.body.feedback;
    expect(overall.totalQuestions).toBe(5);
    expect(overall.completedQuestions).toBe(3); // question 4 unanswered, question 3 skipped
    expect(overall.categoryPercentages.behavioral).toBe(0);
    expect(overall.categoryPercentages.problemSolving).toBe(0);
    for (const key of ['technicalSkills', 'communicationSkills', 'problemSolving']) {
      expect(overall.feedback[key].score).toBeTypeOf('number');
      expect(overall.feedback[key].feedback).not.toBe('');
    }
    expect(overall.feedback.recommendations.join(' ')).toContain('you skipped');
    const again = await put(alice, `/api/interviews/${id}/complete`);
    expect(again.body.feedback).toEqual(overall);
    const [row] = await app.db('interviews').where({ id });
    expect(row).toMatchObject({ status: 'completed', overallScore: overall.score });
    expect(row.overallFeedback.categoryPercentages).toEqual(overall.categoryPercentages);

    const fb = ZInterviewFeedbackAnswer.parse(
      (await alice.get(`/api/interviews/${id}/feedback`)).body,
    ).feedback;
    expect(fb.score).toBe(overall.score);
    expect(fb.answers.map((a) => a.questionId)).toEqual(
      [questions[0], questions[1], questions[2], questions[4]].map((q) => q!.questionId),
    );
    expect(fb.answers[2]).toMatchObject({ skipped: true, responseTime: 5, score: 0, answerMode: 'skipped' });

    const late = await submit({
      questionId: questions[3]!.questionId,
      answerMode: 'text',
      responseText: GOOD_TECHNICAL,
      responseTime: 60,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(M.alreadyCompleted);
    const next = (await alice.get(`/api/interviews/${id}/next-question`)).body;
    expect(next).toMatchObject({ completed: true, question: null });
    expect((await put(alice, `/api/interviews/${id}/start`)).status).toBe(409);
  });

  it('lists the user’s interviews, newest first, with scores and dates', async () => {
    const later = await newInterview();
    const history = ZInterviewHistoryAnswer.parse((await alice.get('/api/interviews')).body).interviews;
    expect(history[0]).toMatchObject({
      id: later.id,
      status: 'created',
      overallScore: null,
      answeredQuestions: 0,
      totalQuestions: 5,
    });
    const finished = history.find((h) => h.id === id)!;
    expect(finished).toMatchObject({ status: 'completed', answeredQuestions: 3 });
    expect(finished.overallScore).toBeTypeOf('number');
    expect(finished.completedAt).not.toBeNull();
  });
});

describe('trainings for weak areas', () => {
  it('recommends open trainings that match the weak areas (§4 rule)', async () => {
    const trainer = (await signUpVerified(app, { accountType: 'Trainer' })).client;
    const training = (title: string, trainingCategory: string) => ({
      ...TECHNICAL_TRAINING,
      title,
      trainingCategory,
    });
    const design = await trainer.post(
      '/api/trainings',
      training('System Design Fundamentals', 'Architecture'),
    );
    expect(design.status).toBe(201);
    expect((await trainer.post('/api/trainings', training('Watercolour Painting', 'Art'))).status).toBe(201);

    const { id } = await newInterview();
    await put(alice, `/api/interviews/${id}/start`);
    await put(alice, `/api/interviews/${id}/complete`); // nothing answered: every area is weak
    const fb = ZInterviewFeedbackAnswer.parse(
      (await alice.get(`/api/interviews/${id}/feedback`)).body,
    ).feedback;
    expect(fb.score).toBe(0);
    expect(fb.weakAreas).toContain('Debugging and system design');
    expect(fb.recommendedTrainings).toEqual([
      expect.objectContaining({
        _id: design.body.data._id,
        title: 'System Design Fundamentals',
        weakArea: 'Debugging and system design',
      }),
    ]);
  });
});

describe('desktop app', () => {
  it('takes the interview calls with a bearer token', async () => {
    const { account } = await signUpVerified(app);
    const login = await app
      .client()
      .post('/api/auth/login', { email: account.email, password: account.password, client: 'desktop' });
    const desktop = app.client({ headers: { authorization: `Bearer ${login.body.token}` } });
    const created = await desktop.post('/api/interviews/create', { jobDescription: JD, resumeText: CV_TEXT });
    expect(created.status).toBe(201);
    expect((await put(desktop, `/api/interviews/${created.body.interview.id}/start`)).status).toBe(200);
    expect((await put(alice, `/api/interviews/${created.body.interview.id}/start`)).status).toBe(404);
  });
});

describe('concurrent answers', () => {
  it('stores one answer when the same question is submitted twice at once', async () => {
    const { id, questions } = await newInterview();
    await put(alice, `/api/interviews/${id}/start`);
    const body = {
      questionId: questions[0]!.questionId,
      answerMode: 'text',
      responseText: GOOD_TECHNICAL,
      responseTime: 60,
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => alice.post(`/api/interviews/${id}/submit-answer`, body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await app.db('interview_answers').where({ interviewId: id })).toHaveLength(1);
    const [row] = await app.db('interviews').where({ id });
    expect(row.currentIndex).toBe(1);
  });
});

describe('users deleted', () => {
  it('takes their interviews and answers with them', async () => {
    const dora = await signUpVerified(app);
    const interview = await newInterview(dora.client);
    const [user] = await app.db('users').where({ email: dora.account.email });
    await app.db('users').where({ id: user.id }).delete();
    expect(await app.db('interviews').where({ id: interview.id })).toHaveLength(0);
  });
});
