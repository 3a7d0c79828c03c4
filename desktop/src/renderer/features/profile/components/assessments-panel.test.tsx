import type { TSavedAnalysis, TSkillsAssessment } from '@launchpad/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssessmentsPanel } from './assessments-panel';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';

const assessment: TSkillsAssessment = {
  _id: 'a1',
  skills: [
    { name: 'React', category: 'Frontend', proficiencyLevel: 8 },
    { name: 'SQL', category: 'Databases', proficiencyLevel: 5 },
    { name: 'TypeScript', category: 'Languages', proficiencyLevel: 9 },
  ],
  assessmentType: 'SWOT Analysis',
  overallScore: 73.3,
  jobWeightedScore: 73.3,
  level: 'Advanced',
  completedAt: '2026-11-20T10:00:00.000Z',
  isRecent: true,
  isSaved: true,
  strengths: [],
  weaknesses: [],
  opportunities: [],
  threats: [],
  recommendations: [],
};

const analysis: TSavedAnalysis = {
  _id: 's1',
  results: [
    {
      matchPercentage: 82,
      jobTitle: 'Frontend Engineer',
      company: 'Acme',
      strengths: [],
      contentWeaknesses: [],
      structureWeaknesses: [],
      contentRecommendations: [],
      structureRecommendations: [],
      isNonTechRole: false,
      message: '',
    },
  ],
  jobDescriptions: ['…'],
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
  isSaved: true,
};

describe('Skills Assessment tab', () => {
  it('treats 404 as empty and points to the CV analyzer', async () => {
    stubApi({
      'GET /api/user/skills-assessments': { status: 404, body: { success: false, message: 'None' } },
      'GET /api/user/saved-analyses': { status: 404, body: { success: false, message: 'None' } },
    });
    renderWithProviders(<AssessmentsPanel />);

    expect(await screen.findByText('No saved assessments yet')).toBeInTheDocument();
    expect(await screen.findByText('No saved CV analyses yet')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /open the cv analyzer/i })) {
      expect(link).toHaveAttribute('href', '/cv-analyzer');
    }
    expect(screen.queryByText('Failed to fetch skills assessments')).not.toBeInTheDocument();
  });

  it('lists assessments (score, level, top skills) and analyses (job title, match)', async () => {
    stubApi({
      'GET /api/user/skills-assessments': { status: 200, body: { success: true, data: [assessment] } },
      'GET /api/user/saved-analyses': { status: 200, body: { success: true, data: [analysis] } },
    });
    renderWithProviders(<AssessmentsPanel />);

    const card = (await screen.findByText('SWOT Analysis')).closest('article')!;
    expect(card).toHaveTextContent('Score 73%');
    expect(card).toHaveTextContent('Advanced');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TypeScript 9/10', 'React 8/10', 'SQL 5/10']);
    expect(await screen.findByText('Frontend Engineer')).toBeInTheDocument();
    expect(screen.getByText('82% match')).toBeInTheDocument();
  });

  it('deletes an assessment only after confirmation', async () => {
    let list = [assessment];
    const calls = stubApi({
      'GET /api/user/skills-assessments': () => ({ status: 200, body: { success: true, data: list } }),
      'GET /api/user/saved-analyses': { status: 200, body: { success: true, data: [] } },
      'DELETE /api/user/assessment/a1': () => {
        list = [];
        return { status: 200, body: { success: true, message: 'Assessment deleted successfully' } };
      },
      'GET /api/user/profile': { status: 200, body: { success: true, data: {} } },
    });
    renderWithProviders(<AssessmentsPanel />);

    fireEvent.click(await screen.findByRole('button', { name: /delete assessment/i }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this assessment?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Assessment deleted successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('SWOT Analysis')).not.toBeInTheDocument());
    expect(await screen.findByText('No saved assessments yet')).toBeInTheDocument();
  });

  it("says 'Failed to fetch saved analyses' when they cannot be loaded", async () => {
    stubApi({
      'GET /api/user/skills-assessments': { status: 200, body: { success: true, data: [] } },
      'GET /api/user/saved-analyses': { status: 403, body: { success: false, message: 'No' } },
    });
    renderWithProviders(<AssessmentsPanel />);
    expect(await screen.findByText('Failed to fetch saved analyses')).toBeInTheDocument();
  });
});
