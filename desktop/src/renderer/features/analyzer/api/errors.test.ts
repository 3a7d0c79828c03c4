import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sessionWith, frontendResult, devopsResult } from '../test-fixtures';
import { ratingsErrorMessage, ratingsInputProblem } from './ratings';
import { saveAnalysisBody, saveAnalysisErrorMessage } from './save-analysis';

describe('ratings save errors (spec §8)', () => {
  it('maps a 404 (or a message with 404) to the missing endpoint message', () => {
    const expected = 'API endpoint not found. Please check if your backend server is running on port 4000.';
    expect(ratingsErrorMessage(new ApiError(404, 'Not found', 'Not found'))).toBe(expected);
    expect(ratingsErrorMessage(new Error('HTTP 404: Not Found'))).toBe(expected);
  });

  it('maps an unreachable server to the connection message', () => {
    const expected = 'Cannot connect to server. Please check if your backend is running.';
    expect(ratingsErrorMessage(new ApiError(0, 'Network error'))).toBe(expected);
    expect(ratingsErrorMessage(new TypeError('Failed to fetch'))).toBe(expected);
  });

  it("passes the server's message through, else the fallback", () => {
    expect(
      ratingsErrorMessage(
        new ApiError(
          400,
          'Resume hash is required. Please analyze your resume first.',
          'Resume hash is required. Please analyze your resume first.',
        ),
      ),
    ).toBe('Resume hash is required. Please analyze your resume first.');
    expect(ratingsErrorMessage(new ApiError(502, 'Request failed (502)'))).toBe(
      'Failed to save technology ratings. Please try again.',
    );
    expect(ratingsErrorMessage(new Error(''))).toBe('Failed to save technology ratings. Please try again.');
    expect(ratingsErrorMessage(undefined)).toBe('Failed to save technology ratings. Please try again.');
  });

  it('checks the resume hash and the technologies before sending (spec §5)', () => {
    expect(
      ratingsInputProblem({
        resumeHash: '',
        technologies: [{ name: 'React', category: 'Frontend', confidenceLevel: 5 }],
      }),
    ).toBe('Resume hash is required. Please analyze your resume first.');
    expect(ratingsInputProblem({ resumeHash: 'h', technologies: [] })).toBe(
      'No technologies to save. Please extract technologies first.',
    );
    expect(
      ratingsInputProblem({
        resumeHash: 'h',
        technologies: [{ name: 'React', category: 'Frontend', confidenceLevel: 5 }],
      }),
    ).toBeNull();
  });
});

describe('save analysis', () => {
  it("says 'Error saving analysis: {message}'", () => {
    expect(saveAnalysisErrorMessage(new ApiError(400, 'x', 'Choose the analysis result to save'))).toBe(
      'Error saving analysis: Choose the analysis result to save',
    );
    expect(
      saveAnalysisErrorMessage(new ApiError(0, 'Network error. Please check your connection and try again.')),
    ).toBe('Error saving analysis: Network error. Please check your connection and try again.');
    expect(saveAnalysisErrorMessage('odd')).toBe('Error saving analysis: Failed to save analysis');
  });

  it('sends the chosen result with its own job description', () => {
    const session = sessionWith([frontendResult, devopsResult]);
    expect(saveAnalysisBody(session, 1)).toEqual({
      resumeText: session.answer.resumeText,
      jobDescriptions: [session.jobDescriptions[1]],
      results: [devopsResult],
      resumeHash: 'hash-123',
      usedProfileCV: false,
      extractedTechnologies: session.answer.extractedTechnologies,
    });
  });
});
