import { describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES } from '../domain';
import { normaliseQuestionFeedback } from './interview';

describe('normaliseQuestionFeedback (§3, §8)', () => {
  it('fills missing values: 5 for measures, 50 for the score', () => {
    const fb = normaliseQuestionFeedback({ strengths: ['Clear'], codeMetrics: { efficiency: 9 } });
    expect(fb).toMatchObject({
      score: 50,
      communicationClarity: 5,
      technicalAccuracy: 5,
      questionRelevance: 5,
      strengths: ['Clear'],
    });
    expect(fb.codeMetrics).toEqual({
      syntaxCorrectness: 5,
      logicalFlow: 5,
      efficiency: 9,
      readability: 5,
      bestPractices: 5,
    });
    expect(fb.algorithmicThinking).toBeUndefined();
  });

  it('reads a string holding JSON, and gives 50 with a note for anything unparsable', () => {
    expect(normaliseQuestionFeedback('{"score": 72, "improvements": ["More detail"]}')).toMatchObject({
      score: 72,
      improvements: ['More detail'],
    });
    const broken = normaliseQuestionFeedback('Great answer!');
    expect(broken.score).toBe(50);
    expect(broken.detailedAnalysis).toBe(INTERVIEW_MESSAGES.fallbackFeedbackNote);
    expect(normaliseQuestionFeedback(null).score).toBe(50);
  });
});
