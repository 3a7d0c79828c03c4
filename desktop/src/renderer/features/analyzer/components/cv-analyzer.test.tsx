import { CV_MAX_BYTES } from '@launchpad/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../session-store';
import { answerWith, devopsResult, frontendResult } from '../test-fixtures';
import { AnalyzeXhr, fresher, lastXhr, renderAt, stubAnalyzeXhr, stubApi } from '../test-utils';
import { CvAnalyzer } from './cv-analyzer';

const noCv = { status: 404, body: { success: false, message: 'No CV uploaded yet' } };
const profileCv = (hasText = true) => ({
  status: 200,
  body: {
    success: true,
    data: {
      fileName: 'jane-profile.pdf',
      fileSize: 120_000,
      uploadedAt: '2026-11-20T10:00:00.000Z',
      hasText,
      textLength: hasText ? 2400 : 0,
      pageCount: 2,
    },
  },
});
const profile = { status: 200, body: { success: true, data: {} } };
const longText = (title: string) =>
  `Job Title: ${title}\nCompany: Brightside Labs\nRequirements:\n- 2+ years with React and TypeScript\n- Strong CSS`;

const analyzeButton = () => screen.getByRole('button', { name: 'Analyze Resume' });
const pdf = (name = 'jane-doe-cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Resume PDF'), { target: { files: [file] } });
const describeJob = (n: number, text: string) =>
  fireEvent.change(screen.getByLabelText(`Job description ${n}`), { target: { value: text } });
const result = (n: number) => screen.getByTestId(`result-${n}`);

describe('CV analyzer', () => {
  beforeEach(() => {
    stubAnalyzeXhr();
    window.sessionStorage.clear();
  });

  it('uploads a PDF, checks the form, analyses with progress, shows the results and saves per result', async () => {
    const calls = stubApi({
      'GET /api/user/cv': noCv,
      'GET /api/user/profile': profile,
      'POST /api/analyze/save': {
        status: 201,
        body: { success: true, message: 'Analysis saved successfully', data: {} },
      },
    });
    renderAt(<CvAnalyzer />);

    expect(screen.getByText(/Checking for existing CV/)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Choose PDF' })).toBeInTheDocument();
    expect(screen.getByText('PDF files up to 10MB')).toBeInTheDocument();
    expect(screen.getByLabelText('Resume PDF')).toHaveAttribute(
      'accept',
      expect.stringContaining('application/pdf'),
    );
    expect(screen.getByText('No analysis yet')).toBeInTheDocument();

    // No CV yet: disabled.
    describeJob(1, longText('Frontend Engineer'));
    expect(analyzeButton()).toBeDisabled();

    // Client checks on the file.
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only PDF files are allowed')).toBeInTheDocument();
    pick(pdf('huge.pdf', CV_MAX_BYTES));
    expect(await screen.findByText('File size must be less than 10MB')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Resume PDF'), { target: { files: [] } });
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    pick(pdf());
    expect(await screen.findByText('jane-doe-cv.pdf')).toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();

    // A blank description disables; a short one is refused on click.
    fireEvent.click(screen.getByRole('button', { name: 'Add job description' }));
    expect(analyzeButton()).toBeDisabled();
    describeJob(2, 'DevOps Engineer, Kubernetes');
    expect(analyzeButton()).toBeEnabled();
    fireEvent.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Job descriptions should be at least 50 characters long',
    );
    expect(AnalyzeXhr.instances).toHaveLength(0);

    describeJob(2, `${longText('DevOps Engineer')} and Kubernetes`);
    fireEvent.click(analyzeButton());

    await waitFor(() => expect(AnalyzeXhr.instances).toHaveLength(1));
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/analyze/analyze-resume');
    expect(xhr.withCredentials).toBe(true);
    expect(JSON.parse(String(xhr.body?.get('jobDescriptions')))).toEqual([
      longText('Frontend Engineer'),
      `${longText('DevOps Engineer')} and Kubernetes`,
    ]);
    expect((xhr.body?.get('resume') as File).name).toBe('jane-doe-cv.pdf');
    expect(xhr.body?.get('useProfileCV')).toBeNull();

    expect(screen.getByRole('button', { name: 'Analysing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    xhr.progress(50, 100);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading CV' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    );
    xhr.progress(100, 100);
    expect(await screen.findByRole('progressbar', { name: 'Analysing' })).toBeInTheDocument();

    xhr.respond(
      200,
      answerWith([frontendResult, devopsResult], { usage: { used: 2, limit: null, resetsAt: null } }),
    );

    expect(await screen.findByRole('heading', { name: 'Match score overview' })).toBeInTheDocument();
    expect(screen.getByTestId('average-match')).toHaveTextContent('59%');
    expect(screen.getByText('Analysis complete')).toBeInTheDocument();
    expect(screen.getByText(/Analysed the uploaded file/)).toHaveTextContent('jane-doe-cv.pdf');
    expect(screen.getByRole('figure', { name: 'Match per job description' })).toHaveTextContent('82%');
    expect(screen.getByText('2 analyses this month, unlimited on Premium')).toBeInTheDocument();
    expect(within(result(1)).getByTestId('match-value')).toHaveTextContent('82%');
    expect(within(result(2)).getByRole('heading', { name: 'DevOps Engineer' })).toBeInTheDocument();

    // The tabs of a result.
    const first = within(result(1));
    expect(first.getByRole('tabpanel')).toHaveTextContent('React: 3 years building component libraries');
    fireEvent.click(first.getByRole('tab', { name: 'Content Issues' }));
    expect(first.getByRole('tabpanel')).toHaveTextContent('GraphQL is not mentioned');
    fireEvent.click(first.getByRole('tab', { name: 'Structure Issues' }));
    expect(first.getByRole('tabpanel')).toHaveTextContent('Summary is longer than 5 lines');
    fireEvent.click(first.getByRole('tab', { name: 'Recommendations' }));
    expect(first.getByRole('tabpanel')).toHaveTextContent('Add a GraphQL side project');
    expect(first.getByRole('tabpanel')).toHaveTextContent('Shorten the summary to 3 lines');

    // Save the second result only: its flag, not the first's.
    fireEvent.click(within(result(2)).getByRole('button', { name: 'Save Analysis' }));
    expect(await within(result(2)).findByRole('button', { name: 'Analysis Saved' })).toBeDisabled();
    expect(within(result(2)).getByText('Analysis saved successfully')).toBeInTheDocument();
    expect(within(result(1)).getByRole('button', { name: 'Save Analysis' })).toBeEnabled();
    const save = calls.find((call) => call.path === '/api/analyze/save');
    expect(save?.body).toMatchObject({
      results: [devopsResult],
      jobDescriptions: [`${longText('DevOps Engineer')} and Kubernetes`],
      resumeHash: 'hash-123',
      usedProfileCV: false,
    });
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as {
      savedIndexes?: number[];
    };
    expect(stored.savedIndexes).toEqual([1]);

    // Clear All resets everything.
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('No analysis yet')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByLabelText('Job description 1')).toHaveValue('');
    expect(screen.queryByText('jane-doe-cv.pdf')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows a failed save next to the result', async () => {
    stubApi({
      'GET /api/user/cv': profileCv(),
      'GET /api/user/profile': profile,
      'POST /api/analyze/save': {
        status: 400,
        body: { success: false, message: 'Choose the analysis result to save' },
      },
    });
    renderAt(<CvAnalyzer />);
    await screen.findByText(/Use my profile CV/);
    describeJob(1, longText('Frontend Engineer'));
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(AnalyzeXhr.instances).toHaveLength(1));
    lastXhr().respond(200, answerWith([frontendResult]));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Analysis' }));
    expect(await within(result(1)).findByRole('alert')).toHaveTextContent(
      'Error saving analysis: Choose the analysis result to save',
    );
    expect(within(result(1)).getByRole('button', { name: 'Save Analysis' })).toBeEnabled();
  });

  it('uses the profile CV by default and can switch to an upload', async () => {
    stubApi({ 'GET /api/user/cv': profileCv(), 'GET /api/user/profile': profile });
    renderAt(<CvAnalyzer />);

    const useProfile = await screen.findByRole('radio', { name: /Use my profile CV: jane-profile\.pdf/ });
    expect(useProfile).toBeChecked();
    expect(screen.queryByLabelText('Resume PDF')).not.toBeInTheDocument();

    describeJob(1, longText('Frontend Engineer'));
    expect(analyzeButton()).toBeEnabled();

    fireEvent.click(screen.getByRole('radio', { name: /Upload a new PDF/ }));
    expect(screen.getByRole('button', { name: 'Choose PDF' })).toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();

    fireEvent.click(useProfile);
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(AnalyzeXhr.instances).toHaveLength(1));
    expect(lastXhr().body?.get('useProfileCV')).toBe('true');
    expect(lastXhr().body?.get('resume')).toBeNull();
    lastXhr().respond(200, answerWith([frontendResult], { usedProfileCV: true }));
    expect(await screen.findByText(/Analysed your profile CV/)).toHaveTextContent('jane-profile.pdf');
  });

  it('explains why a profile CV without text cannot be used and asks for an upload', async () => {
    stubApi({ 'GET /api/user/cv': profileCv(false) });
    renderAt(<CvAnalyzer />);
    expect(await screen.findByText(/could not read any text from this CV/)).toBeInTheDocument();
    expect(screen.getByText(/cannot be used/)).toHaveTextContent('jane-profile.pdf');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose PDF' })).toBeInTheDocument();
  });

  it('on the basic plan: one box with an upgrade hint, the plan limit message and the monthly usage', async () => {
    stubApi({ 'GET /api/user/cv': profileCv(), 'GET /api/user/profile': profile });
    renderAt(<CvAnalyzer />, { user: fresher('basic') });
    await screen.findByText(/Use my profile CV/);

    expect(screen.queryByRole('button', { name: 'Add job description' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/profile-settings?tab=subscription',
    );

    describeJob(1, longText('Frontend Engineer'));
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(AnalyzeXhr.instances).toHaveLength(1));
    const limit =
      'You have used all 5 CV analyses of the Basic plan this month. Upgrade to Premium for unlimited analyses, or analyse again from 2026-12-01.';
    lastXhr().respond(403, { success: false, message: limit });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Failed to analyze resume. ${limit}`);
    expect(within(alert).getByRole('link', { name: 'Upgrade to Premium' })).toBeInTheDocument();

    fireEvent.click(analyzeButton());
    await waitFor(() => expect(AnalyzeXhr.instances).toHaveLength(2));
    lastXhr().respond(
      200,
      answerWith([frontendResult], { usage: { used: 3, limit: 5, resetsAt: '2026-12-01T00:00:00.000Z' } }),
    );
    expect(await screen.findByText('3 of 5 analyses used this month')).toBeInTheDocument();
  });

  it('reports a network failure', async () => {
    stubApi({ 'GET /api/user/cv': profileCv() });
    renderAt(<CvAnalyzer />);
    await screen.findByText(/Use my profile CV/);
    describeJob(1, longText('Frontend Engineer'));
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(AnalyzeXhr.instances).toHaveLength(1));
    lastXhr().fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze resume. Network error...');
    expect(analyzeButton()).toBeEnabled();
  });

  it('goes to skills mode with Start Assessment and back, keeping the results', async () => {
    stubApi({ 'GET /api/user/cv': profileCv(), 'GET /api/user/profile': profile });
    renderAt(<CvAnalyzer />);
    await screen.findByText(/Use my profile CV/);
    describeJob(1, longText('Frontend Engineer'));
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(AnalyzeXhr.instances).toHaveLength(1));
    lastXhr().respond(200, answerWith([frontendResult]));

    const card = await screen.findByRole('region', { name: 'Skills Assessment' });
    expect(card).toHaveTextContent('We found 5 technologies in your CV');
    fireEvent.click(within(card).getByRole('button', { name: 'Start Assessment' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Skills Assessment' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cv-analyzer?mode=skills');
    expect(screen.getByRole('slider', { name: 'React' })).toHaveValue('5');

    fireEvent.click(screen.getByRole('button', { name: 'Back to CV Analysis' }));
    expect(await screen.findByRole('heading', { name: 'Match score overview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job description 1')).toHaveValue(longText('Frontend Engineer'));
  });

  it('blocks the assessment when no technologies were extracted', async () => {
    stubApi({ 'GET /api/user/cv': profileCv(), 'GET /api/user/profile': profile });
    renderAt(<CvAnalyzer />);
    await screen.findByText(/Use my profile CV/);
    describeJob(1, longText('Frontend Engineer'));
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(AnalyzeXhr.instances).toHaveLength(1));
    lastXhr().respond(200, answerWith([frontendResult], { extractedTechnologies: [] }));
    const card = await screen.findByRole('region', { name: 'Skills Assessment' });
    expect(card).toHaveTextContent(
      'No technologies were extracted from your resume. Please ensure your resume contains technical skills and try analyzing again.',
    );
    expect(within(card).queryByRole('button', { name: 'Start Assessment' })).not.toBeInTheDocument();
  });

  it('shows the blocking message in skills mode without an analysis', async () => {
    stubApi({ 'GET /api/user/cv': noCv });
    renderAt(<CvAnalyzer />, { path: '/cv-analyzer?mode=skills' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No resume analysis available for skills assessment. Please analyze your resume first.',
    );
  });
});
