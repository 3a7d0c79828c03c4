import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../session-store';
import { assessment, frontendResult, sessionWith } from '../test-fixtures';
import { renderAt, stubApi } from '../test-utils';
import { SwotPage } from './swot-page';

describe('/swot', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('on a direct visit shows the latest saved assessment with its SWOT', async () => {
    const older = { ...assessment, _id: 'a0', overallScore: 30, completedAt: '2026-10-01T10:00:00.000Z' };
    stubApi({ 'GET /api/swot/ratings': { status: 200, body: { success: true, data: [assessment, older] } } });
    renderAt(<SwotPage />, { path: '/swot' });

    expect(await screen.findByText('55%')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Strengths' })).toHaveTextContent('React is a strength');
    expect(screen.getByRole('link', { name: 'Back to CV Analysis' })).toHaveAttribute('href', '/cv-analyzer');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('without any assessment shows the blocking message and a way to the analyzer', async () => {
    stubApi({ 'GET /api/swot/ratings': { status: 200, body: { success: true, data: [] } } });
    renderAt(<SwotPage />, { path: '/swot' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No resume analysis available for skills assessment. Please analyze your resume first.',
    );
    expect(screen.getByRole('link', { name: /Go to the CV Analyzer/ })).toHaveAttribute(
      'href',
      '/cv-analyzer',
    );
  });

  it("rates this visit's analysis and, with next=interview, goes on to interview practice", async () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionWith([frontendResult])));
    const calls = stubApi({
      'POST /api/swot/save-ratings': {
        status: 201,
        body: { success: true, message: 'Skill assessments saved successfully!', data: assessment },
      },
    });
    renderAt(<SwotPage />, { path: '/swot?userId=someone-else&next=interview' });

    expect(
      screen.getByText('Skills assessments are personal: this page shows your own.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'React' })).toHaveValue('5');
    fireEvent.click(screen.getByRole('button', { name: 'Save Ratings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/interview'));
    expect(calls.some((call) => call.path === '/api/swot/save-ratings')).toBe(true);
    expect(calls.some((call) => call.path === '/api/swot/ratings')).toBe(false);
  });

  it("ignores another user's stored session", async () => {
    window.sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(sessionWith([frontendResult], { userId: 'someone-else' })),
    );
    stubApi({ 'GET /api/swot/ratings': { status: 200, body: { success: true, data: [] } } });
    renderAt(<SwotPage />, { path: '/swot' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No resume analysis available');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
