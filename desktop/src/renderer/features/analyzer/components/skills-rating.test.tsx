import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assessment, technologies } from '../test-fixtures';
import { renderAt, stubApi } from '../test-utils';
import { SkillsRating } from './skills-rating';

const slider = (name: string) => screen.getByRole('slider', { name });

describe('Skills rating', () => {
  it('starts every slider at 5, grouped by category, with the value and its band', () => {
    renderAt(
      <SkillsRating
        technologies={[...technologies, { name: 'react', category: 'Frontend', confidenceLevel: 9 }]}
        resumeHash="hash-123"
        onBackToAnalysis={() => {}}
      />,
    );
    expect(screen.getAllByRole('slider')).toHaveLength(5);
    for (const { name } of technologies) {
      expect(slider(name)).toHaveValue('5');
      expect(slider(name)).toHaveAttribute('min', '1');
      expect(slider(name)).toHaveAttribute('max', '10');
      expect(slider(name)).toHaveAttribute('step', '1');
    }
    const frontend = screen.getByRole('group', { name: 'Frontend' });
    expect(
      within(frontend)
        .getAllByRole('slider')
        .map((s) => s.getAttribute('aria-valuetext')),
    ).toHaveLength(2);
    expect(within(frontend).getByRole('slider', { name: 'React' })).toBeInTheDocument();
    expect(within(frontend).getByRole('slider', { name: 'CSS' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Languages' })).toContainElement(slider('TypeScript'));
    expect(screen.getByRole('group', { name: 'Testing' })).toContainElement(slider('Jest'));

    expect(slider('React')).toHaveAttribute('aria-valuetext', '5 of 10, Intermediate');
    fireEvent.change(slider('React'), { target: { value: '9' } });
    expect(slider('React')).toHaveAttribute('aria-valuetext', '9 of 10, Expert');
    expect(within(frontend).getByText('9/10 · Expert')).toBeInTheDocument();
    fireEvent.change(slider('CSS'), { target: { value: '2' } });
    expect(within(frontend).getByText('2/10 · Beginner')).toBeInTheDocument();
  });

  it('saves the ratings and shows the assessment; Update Assessments goes back to the sliders', async () => {
    const calls = stubApi({
      'POST /api/swot/save-ratings': {
        status: 201,
        body: { success: true, message: 'Skill assessments saved successfully!', data: assessment },
      },
    });
    const back = vi.fn();
    renderAt(<SkillsRating technologies={technologies} resumeHash="hash-123" onBackToAnalysis={back} />);

    fireEvent.change(slider('React'), { target: { value: '8' } });
    fireEvent.change(slider('Git'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Ratings' }));

    expect(await screen.findByText('Skill assessments saved successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/swot/save-ratings')?.body).toEqual({
      resumeHash: 'hash-123',
      technologies: [
        { name: 'React', category: 'Frontend', confidenceLevel: 8 },
        { name: 'CSS', category: 'Frontend', confidenceLevel: 5 },
        { name: 'TypeScript', category: 'Languages', confidenceLevel: 5 },
        { name: 'Jest', category: 'Testing', confidenceLevel: 5 },
        { name: 'Git', category: 'Tools', confidenceLevel: 3 },
      ],
    });

    expect(screen.getByText('55%')).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    // Top 5 skills, SWOT lists of 3, 5 recommendations.
    expect(screen.queryByText('Docker')).not.toBeInTheDocument();
    const strengths = screen.getByRole('region', { name: 'Strengths' });
    expect(within(strengths).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Fourth strength hidden')).not.toBeInTheDocument();
    for (const title of ['Weaknesses', 'Opportunities', 'Threats']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Five')).toBeInTheDocument();
    expect(screen.queryByText('Six is not shown')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Proceed to Mock Interview/ })).toHaveAttribute(
      'href',
      '/interview',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Back to CV Analysis' }));
    expect(back).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Update Assessments' }));
    expect(slider('React')).toHaveValue('8');
  });

  it('shows the spec message when the save fails', async () => {
    stubApi({
      'POST /api/swot/save-ratings': { status: 404, body: { success: false, message: 'Not found' } },
    });
    renderAt(<SkillsRating technologies={technologies} resumeHash="hash-123" onBackToAnalysis={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Ratings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'API endpoint not found. Please check if your backend server is running on port 4000.',
    );
    expect(screen.getByRole('button', { name: 'Save Ratings' })).toBeEnabled();
  });

  it('goes on to interview practice after saving when asked to', async () => {
    stubApi({
      'POST /api/swot/save-ratings': {
        status: 201,
        body: { success: true, message: 'Skill assessments saved successfully!', data: assessment },
      },
    });
    renderAt(
      <SkillsRating
        technologies={technologies}
        resumeHash="hash-123"
        onBackToAnalysis={() => {}}
        afterSave="interview"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Ratings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/interview'));
  });

  it('blocks without a resume hash or without technologies', () => {
    renderAt(<SkillsRating technologies={technologies} resumeHash="" onBackToAnalysis={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No resume analysis available for skills assessment. Please analyze your resume first.',
    );
    cleanup();
    renderAt(<SkillsRating technologies={[]} resumeHash="hash-123" onBackToAnalysis={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No technologies were extracted from your resume. Please ensure your resume contains technical skills and try analyzing again.',
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
