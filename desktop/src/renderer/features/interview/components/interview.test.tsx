import {
  CODE_MESSAGES,
  INTERVIEW_MESSAGES as M,
  SKIP_RESPONSE_TIME,
  type TInterviewQuestion,
} from '@launchpad/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastXhr, stubApi, stubXhr, type Reply } from '../../../test/fake-api';
import { FakeMediaRecorder } from '../../../test/fake-media';
import { signedInFresher } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { CV_FILE_INPUT_LABEL } from './setup-screen';

const behavioural: TInterviewQuestion = {
  questionId: 'q1',
  question: 'Tell me about a time you had to learn a new technology quickly.',
  type: 'behavioral',
  difficulty: 'intermediate',
  expectedComplexity: null,
  starterCode: null,
  topic: 'Learning',
};

const STARTER = 'def solve(nums):\n    # your code here\n    pass\n';
const coding: TInterviewQuestion = {
  questionId: 'q2',
  question: 'Return the sum of the even numbers in the list.',
  type: 'coding',
  difficulty: 'intermediate',
  expectedComplexity: 'O(n)',
  starterCode: { python3: STARTER, nodejs: 'function solve(nums) {\n}\n' },
  topic: 'Python',
  examples: [{ input: '1 2 3 4', output: '6' }],
};

const conceptual: TInterviewQuestion = {
  questionId: 'q3',
  question: 'What is the difference between a process and a thread?',
  type: 'technical_conceptual',
  difficulty: 'intermediate',
  expectedComplexity: null,
  starterCode: null,
  topic: 'Operating systems',
};

const questions = [behavioural, coding, conceptual];

const noCv = { status: 404, body: { success: false, message: 'No CV found' } };
const emptyHistory = { status: 200, body: { success: true, interviews: [] } };

function interviewApi(extra: Record<string, Reply | (() => Reply)> = {}) {
  let next = 0;
  return stubApi({
    'GET /api/user/cv': noCv,
    'GET /api/interviews': emptyHistory,
    'POST /api/interviews/create': {
      status: 201,
      body: { success: true, interview: { id: 'iv1', questions } },
    },
    'PUT /api/interviews/iv1/start': {
      status: 200,
      body: { success: true, firstQuestion: behavioural, questions, currentIndex: 0 },
    },
    'POST /api/interviews/iv1/submit-answer': {
      status: 200,
      body: {
        success: true,
        hasNext: true,
        feedback: { score: 72, strengths: ['Clear example'], improvements: [], detailedAnalysis: 'Good.' },
      },
    },
    'GET /api/interviews/iv1/next-question': () => {
      next += 1;
      const question = questions[next];
      return {
        status: 200,
        body: {
          success: true,
          completed: !question,
          question: question ?? null,
          currentIndex: next,
          totalQuestions: questions.length,
        },
      };
    },
    'PUT /api/interviews/iv1/complete': { status: 200, body: { success: true } },
    ...extra,
  });
}

const GOOD_TEXT =
  'I joined a project that used Kubernetes, so I read the official tutorial, set up a local cluster and shipped a small change within a week.';

async function startWithManualCv() {
  await screen.findByText(M.noProfileCv);
  fireEvent.change(screen.getByLabelText('Job description'), {
    target: { value: 'Backend intern: Python, REST APIs, SQL, Docker, teamwork.' },
  });
  fireEvent.click(screen.getByRole('radio', { name: 'Paste text' }));
  fireEvent.change(screen.getByLabelText('CV text'), {
    target: {
      value:
        'Computer science student. Built a Flask REST API with PostgreSQL and Docker; led a team of four in a hackathon.',
    },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
  return screen.findByRole('heading', { name: /Tell me about a time/ });
}

afterEach(() => vi.unstubAllGlobals());

describe('interview setup', () => {
  it('falls back to upload without a profile CV and checks the inputs before starting', async () => {
    const calls = interviewApi();
    renderRoutes('/interview', { user: signedInFresher });

    expect(await screen.findByText(M.checkingCv)).toBeInTheDocument();
    expect(await screen.findByText(M.noProfileCv)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Upload a file' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Profile CV' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(screen.getByText(M.bothInputsRequired)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: 'x'.repeat(2100) } });
    expect(screen.getByText('2100/2000')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Paste text' }));
    const cvText = screen.getByLabelText('CV text');
    fireEvent.change(cvText, { target: { value: 'Python dev' } });
    fireEvent.blur(cvText);
    expect(screen.getByText(M.cvTooShort)).toBeInTheDocument();
    expect(screen.getByText(M.cvTooFewWords)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(screen.getAllByText(M.cvTooShort).length).toBeGreaterThan(1);
    expect(calls.some((c) => c.path === '/api/interviews/create')).toBe(false);
  });

  it('checks an uploaded file and shows the extracted character and word counts', async () => {
    interviewApi();
    stubXhr();
    renderRoutes('/interview', { user: signedInFresher });
    await screen.findByText(M.noProfileCv);
    const input = screen.getByLabelText(CV_FILE_INPUT_LABEL);

    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.png', { type: 'image/png' })] } });
    expect(screen.getByText(M.cvWrongType)).toBeInTheDocument();

    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText(M.cvTooLarge)).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(['hello'], 'cv.docx')] } });
    await waitFor(() => expect(lastXhr().url).toBe('/api/interviews/process-cv'));
    expect((lastXhr().body as FormData).get('cv')).toBeInstanceOf(File);
    lastXhr().respond(200, {
      success: true,
      data: { text: 'A long enough CV text '.repeat(5), characterCount: 109, wordCount: 25 },
    });
    expect(await screen.findByText(/109 characters · 25 words/)).toBeInTheDocument();
  });

  it('says why processing failed', async () => {
    interviewApi();
    stubXhr();
    renderRoutes('/interview', { user: signedInFresher });
    await screen.findByText(M.noProfileCv);
    fireEvent.change(screen.getByLabelText(CV_FILE_INPUT_LABEL), {
      target: { files: [new File(['x'], 'cv.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(lastXhr().url).toBe('/api/interviews/process-cv'));
    lastXhr().respond(422, { success: false, message: 'The file is empty' });
    expect(await screen.findByText('Failed to process CV: The file is empty')).toBeInTheDocument();
  });

  it('prefers the profile CV and starts with create-with-profile-cv', async () => {
    const calls = interviewApi({
      'GET /api/user/cv': {
        status: 200,
        body: {
          success: true,
          data: {
            fileName: 'asha-cv.pdf',
            fileSize: 1000,
            uploadedAt: '',
            hasText: true,
            textLength: 80,
            pageCount: 1,
          },
        },
      },
      'GET /api/user/cv/text': {
        status: 200,
        body: { success: true, text: 'Asha Perera, software engineering student skilled in Python and SQL.' },
      },
      'POST /api/interviews/create-with-profile-cv': {
        status: 201,
        body: { success: true, interview: { id: 'iv1', questions } },
      },
    });
    renderRoutes('/interview', { user: signedInFresher });
    expect(await screen.findByText('asha-cv.pdf')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Profile CV' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: 'Python intern' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    await screen.findByRole('heading', { name: /Tell me about a time/ });
    expect(calls.find((c) => c.path === '/api/interviews/create-with-profile-cv')!.body).toEqual({
      jobTitle: 'Software Engineering Internship',
      jobDescription: 'Python intern',
      difficulty: 'intermediate',
      questionCount: 5,
      useProfileCV: true,
    });
  });

  it('switches to upload when the profile CV text cannot be loaded, and reports a failed create', async () => {
    interviewApi({
      'GET /api/user/cv': {
        status: 200,
        body: {
          success: true,
          data: {
            fileName: 'a.pdf',
            fileSize: 1,
            uploadedAt: '',
            hasText: true,
            textLength: 1,
            pageCount: 1,
          },
        },
      },
      'GET /api/user/cv/text': { status: 500, body: { success: false, message: 'Boom' } },
      'POST /api/interviews/create': { status: 503, body: { success: false, message: 'Generator offline' } },
    });
    renderRoutes('/interview', { user: signedInFresher });
    expect(await screen.findByText(M.cvTextUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Upload a file' })).toBeChecked();

    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: 'Python intern' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Paste text' }));
    fireEvent.change(screen.getByLabelText('CV text'), { target: { value: GOOD_TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(await screen.findByText('Failed to create interview: Generator offline')).toBeInTheDocument();
  });
});

describe('the interview', () => {
  it('takes a written answer, a code answer and a skip, then shows the feedback', async () => {
    const calls = interviewApi({
      'POST /api/code/execute': {
        status: 200,
        body: {
          success: true,
          status: 'ok',
          output: '6\n',
          error: null,
          executionTime: 42,
          memory: 9000,
          stdout: '6\n',
          stderr: '',
          compileOutput: '',
          exitCode: 0,
          truncated: false,
          language: 'python3',
          versionIndex: 4,
        },
      },
      'GET /api/interviews/iv1/feedback': {
        status: 200,
        body: {
          success: true,
          feedback: {
            score: 64,
            feedback: {
              technicalSkills: { score: 70, feedback: 'Solid code.' },
              communicationSkills: { score: 45, feedback: 'Answers were short.' },
              problemSolving: { score: 66, feedback: 'Good steps.' },
              recommendations: ['Use the STAR method for behavioural answers.'],
            },
            weakAreas: [],
            answers: [
              {
                questionId: 'q2',
                question: coding.question,
                questionType: 'coding',
                answerMode: 'code',
                skipped: false,
                score: 88,
                feedback: {
                  score: 88,
                  strengths: ['All tests pass'],
                  improvements: [],
                  detailedAnalysis: 'Correct and linear.',
                  communicationClarity: 7,
                  technicalAccuracy: 9,
                  questionRelevance: 9,
                  responseType: 'code',
                  codeMetrics: {
                    syntaxCorrectness: 10,
                    logicalFlow: 9,
                    efficiency: 9,
                    readability: 8,
                    bestPractices: 7,
                  },
                  algorithmicThinking: { problemDecomposition: 8 },
                  codeQuality: { structure: 8, naming: 7, comments: 3, modularity: 6, errorHandling: 4 },
                  testResults: {
                    passed: 5,
                    total: 5,
                    edgeCasesPassed: 2,
                    edgeCasesTotal: 2,
                    status: 'ok',
                    averageTimeMs: 12,
                    firstFailure: null,
                  },
                },
              },
            ],
          },
        },
      },
      'GET /api/trainings/all': {
        status: 200,
        body: {
          success: true,
          data: [
            {
              _id: 't1',
              title: 'Interview Communication Coaching',
              trainingCategory: 'Communication',
              duration: '1 hour',
            },
            { _id: 't2', title: 'Docker Basics', trainingCategory: 'DevOps', duration: '1 week' },
          ],
        },
      },
    });
    renderRoutes('/interview', { user: signedInFresher });
    await startWithManualCv();

    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Interview progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByText('Behavioural')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Interview time' })).toHaveTextContent('0:00');

    // Written answer: the meaningfulness rule first, then the submit.
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'no idea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByText(M.meaningfulResponse)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: GOOD_TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));

    // Code answer: a coding question opens in code mode on its starter template.
    await screen.findByRole('heading', { name: /sum of the even numbers/ });
    const first = calls.find((c) => c.path === '/api/interviews/iv1/submit-answer')!.body as Record<
      string,
      unknown
    >;
    expect(first).toMatchObject({
      questionId: 'q1',
      answerMode: 'text',
      responseText: GOOD_TEXT,
      skipped: false,
      questionType: 'behavioral',
    });
    expect(first.responseTime).toBeGreaterThanOrEqual(30);
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
    const editor = screen.getByLabelText('Your code');
    expect(editor).toHaveValue(STARTER);
    expect(screen.getByLabelText('Language')).toHaveValue('python3');
    expect(within(screen.getByLabelText('Language')).getAllByRole('option')).toHaveLength(8);

    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByText(M.meaningfulResponse)).toBeInTheDocument();

    fireEvent.change(editor, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run code' }));
    expect(screen.getByText(CODE_MESSAGES.codeRequired)).toBeInTheDocument();

    // Another language shows its own template; coming back keeps the edit.
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'nodejs' } });
    expect(screen.getByLabelText('Your code')).toHaveValue('function solve(nums) {\n}\n');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'python3' } });
    const solution =
      'import sys\nnums = list(map(int, sys.stdin.read().split()))\nprint(sum(n for n in nums if n % 2 == 0))\n';
    fireEvent.change(screen.getByLabelText('Your code'), { target: { value: solution } });
    fireEvent.click(screen.getByRole('button', { name: 'Run code' }));
    expect(await screen.findByText('Ran successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/code/execute')!.body).toEqual({
      script: solution,
      language: 'python3',
      versionIndex: 4,
      stdin: '1 2 3 4',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));

    // Skip the third question.
    await screen.findByRole('heading', { name: /process and a thread/ });
    const submits = calls.filter((c) => c.path === '/api/interviews/iv1/submit-answer');
    expect(submits[1]!.body).toMatchObject({ answerMode: 'code', code: solution, language: 'python3' });
    expect(screen.queryByRole('tab', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Speak' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Skip question' }));

    // Feedback.
    expect(await screen.findByText('Good Performance!')).toBeInTheDocument();
    const skip = calls.filter((c) => c.path === '/api/interviews/iv1/submit-answer')[2]!.body;
    expect(skip).toMatchObject({
      questionId: 'q3',
      skipped: true,
      answerMode: 'skipped',
      responseTime: SKIP_RESPONSE_TIME,
    });
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/interviews/iv1/complete')).toBe(true);
    expect(screen.getByRole('meter', { name: 'Communication skills' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByText('Use the STAR method for behavioural answers.')).toBeInTheDocument();
    fireEvent.click(screen.getByText(coding.question));
    expect(screen.getByText('Hidden tests passed: 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('Syntax correctness')).toBeInTheDocument();
    expect(screen.getByText('Edge case handling')).toBeInTheDocument(); // missing: defaults to 5

    fireEvent.click(screen.getByRole('button', { name: 'Start New Interview' }));
    expect(await screen.findByRole('heading', { name: 'Mock Interview' })).toBeInTheDocument();
  });

  it('says when a submit fails and stays on the question; a failed feedback call gives the fallback', async () => {
    let failSubmit = true;
    interviewApi({
      'POST /api/interviews/iv1/submit-answer': () =>
        failSubmit
          ? { status: 500, body: { success: false, message: 'Database down' } }
          : { status: 200, body: { success: true, hasNext: false, feedback: '{not json' } },
      'GET /api/interviews/iv1/next-question': {
        status: 200,
        body: { success: true, completed: true, question: null, currentIndex: 3, totalQuestions: 3 },
      },
      'GET /api/interviews/iv1/feedback': { status: 500, body: { success: false, message: 'Boom' } },
    });
    renderRoutes('/interview', { user: signedInFresher });
    await startWithManualCv();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: GOOD_TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit answer: Database down');
    expect(screen.getByRole('heading', { name: /Tell me about a time/ })).toBeInTheDocument();

    failSubmit = false;
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    // Unreadable feedback counts 50; the fallback: technical 40, communication 55, problem solving 50.
    expect(await screen.findByText('Room for Improvement')).toBeInTheDocument();
    expect(screen.getAllByText(/estimated from your answers/i).length).toBeGreaterThan(0);
    expect(screen.getByRole('meter', { name: 'Technical skills' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('meter', { name: 'Communication skills' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    expect(screen.getByRole('meter', { name: 'Problem solving' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('keeps a debug log of what happened', async () => {
    interviewApi();
    renderRoutes('/interview', { user: signedInFresher });
    await startWithManualCv();
    fireEvent.click(screen.getByText(/Debug log \(\d+\)/));
    expect(screen.getByText(/Interview iv1 started with 3 questions/)).toBeInTheDocument();
  });
});

function stubMicrophone(getUserMedia: () => Promise<unknown>) {
  FakeMediaRecorder.reset();
  const spy = vi.fn(getUserMedia);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: spy }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  return spy;
}

const track = { stop: vi.fn() };
const fakeStream = { getTracks: () => [track] };

describe('spoken answers', () => {
  it('records in 250 ms chunks, transcribes into an editable transcript and sends the speech measures', async () => {
    const getUserMedia = stubMicrophone(() => Promise.resolve(fakeStream));
    const calls = interviewApi();
    stubXhr();
    renderRoutes('/interview', { user: signedInFresher });
    await startWithManualCv();

    fireEvent.click(screen.getByRole('tab', { name: 'Speak' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, sampleRate: 44100 },
    });
    expect(FakeMediaRecorder.instances[0]!.mimeType).toBe('audio/webm;codecs=opus');
    expect(FakeMediaRecorder.instances[0]!.timeslice).toBe(250);
    expect(screen.getByRole('timer', { name: 'Recording time' })).toHaveTextContent('0:00');

    fireEvent.click(stop);
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Play recording' })).toBeInTheDocument();
    await waitFor(() => expect(lastXhr().url).toBe('/api/interviews/transcribe'));
    expect((lastXhr().body as FormData).get('audio')).toBeInstanceOf(File);
    const speech = {
      durationSeconds: 20,
      wordsPerMinute: 120,
      fillerWords: [{ word: 'um', count: 2 }],
      longPauses: [{ start: 8.2, end: 10.6, seconds: 2.4 }],
    };
    lastXhr().respond(200, {
      success: true,
      text: 'I learned kubernetes in a weak by building a small cluster',
      speech,
    });

    const transcript = await screen.findByLabelText('Transcript');
    expect(transcript).toHaveValue('I learned kubernetes in a weak by building a small cluster');
    fireEvent.change(transcript, {
      target: { value: 'I learned Kubernetes in a week by building a small cluster at home.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    await screen.findByRole('heading', { name: /sum of the even numbers/ });
    expect(calls.find((c) => c.path === '/api/interviews/iv1/submit-answer')!.body).toMatchObject({
      answerMode: 'audio',
      responseText: 'I learned Kubernetes in a week by building a small cluster at home.',
      transcription: 'I learned Kubernetes in a week by building a small cluster at home.',
      speech,
    });
  });

  it('offers manual transcription and text mode when transcription fails', async () => {
    stubMicrophone(() => Promise.resolve(fakeStream));
    interviewApi();
    stubXhr();
    renderRoutes('/interview', { user: signedInFresher });
    await startWithManualCv();
    fireEvent.click(screen.getByRole('tab', { name: 'Speak' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(lastXhr().url).toBe('/api/interviews/transcribe'));
    lastXhr().respond(503, { success: false, message: 'Speech recognition is busy' });

    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(
      await within(answer).findByText(
        'Transcription failed: Speech recognition is busy. Please use text input instead.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Manual transcription'), { target: { value: GOOD_TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch to text mode' }));
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Your answer')).toHaveValue(GOOD_TEXT);
  });

  it('says when the microphone cannot be used', async () => {
    stubMicrophone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    interviewApi();
    renderRoutes('/interview', { user: signedInFresher });
    await startWithManualCv();
    fireEvent.click(screen.getByRole('tab', { name: 'Speak' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(
      await within(answer).findByText('Microphone access failed: Permission denied'),
    ).toBeInTheDocument();
  });
});
