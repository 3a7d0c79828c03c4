import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CvAnalyzerRoute } from './cv-analyzer';
import { SwotRoute } from './swot';
import { renderAt, stubApi } from '../../features/analyzer/test-utils';

describe('analyzer routes', () => {
  it('/cv-analyzer shows the analyzer and names the window', async () => {
    stubApi({ 'GET /api/user/cv': { status: 404, body: { success: false, message: 'No CV uploaded yet' } } });
    renderAt(<CvAnalyzerRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'CV Analyzer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('CV Analyzer · Launchpad'));
  });

  it('/swot shows the skills assessment and names the window', async () => {
    stubApi({ 'GET /api/swot/ratings': { status: 200, body: { success: true, data: [] } } });
    renderAt(<SwotRoute />, { path: '/swot' });
    expect(screen.getByRole('heading', { level: 1, name: 'Skills Assessment' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Skills Assessment · Launchpad'));
  });
});
