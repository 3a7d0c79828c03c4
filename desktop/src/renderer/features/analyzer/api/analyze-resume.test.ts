import { describe, expect, it } from 'vitest';
import { frontendResult } from '../test-fixtures';
import { normaliseAnswer, readAnalyzeReply, type AnalyzeOutcome } from './analyze-resume';

const json = 'application/json; charset=utf-8';
const reply = (status: number, body: unknown, contentType = json) =>
  readAnalyzeReply({ status, contentType, text: typeof body === 'string' ? body : JSON.stringify(body) });
const messageOf = (outcome: AnalyzeOutcome) => (outcome.ok ? 'ok' : outcome.message);

describe('readAnalyzeReply (spec §8)', () => {
  it('reads a successful answer and fills the defaults of spec §3', () => {
    const outcome = reply(200, {
      success: true,
      analysis: [frontendResult, { matchPercentage: 40, isNonTechRole: false }],
      resumeHash: 'h',
      resumeText: 't',
      extractedTechnologies: [{ name: 'React' }],
      averageMatch: 61,
      usedProfileCV: true,
      provider: 'local',
      usage: { used: 1, limit: 5, resetsAt: '2026-12-01T00:00:00.000Z' },
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.answer.analysis[1]).toMatchObject({
      jobTitle: 'Software Engineering Position',
      company: 'Company',
      strengths: [],
    });
    expect(outcome.answer.extractedTechnologies).toEqual([
      { name: 'React', category: 'General', confidenceLevel: 5 },
    ]);
    expect(outcome.answer.usage.limit).toBe(5);
  });

  it('works out the average over technical roles when the server does not send it', () => {
    const answer = normaliseAnswer({
      analysis: [
        { matchPercentage: 80 },
        { matchPercentage: 60 },
        { matchPercentage: 10, isNonTechRole: true },
      ],
    });
    expect(answer?.averageMatch).toBe(70);
    expect(normaliseAnswer({ analysis: [{ matchPercentage: 10, isNonTechRole: true }] })?.averageMatch).toBe(
      null,
    );
  });

  it('maps each failure to its message, prefixed', () => {
    const prefix = 'Failed to analyze resume.';
    expect(messageOf(readAnalyzeReply('network'))).toBe(`${prefix} Network error...`);
    expect(messageOf(reply(404, { success: false, message: 'Not found' }))).toBe(
      `${prefix} analysis service is not available`,
    );
    expect(messageOf(reply(401, { success: false, message: 'Please log in to continue' }))).toBe(
      `${prefix} You are not authorized. Please log in again.`,
    );
    expect(messageOf(reply(403, ''))).toBe(`${prefix} You are not authorized. Please log in again.`);
    expect(messageOf(reply(500, { success: false, message: 'Database down' }))).toBe(
      `${prefix} Server error occurred. Please try again later.`,
    );
    expect(messageOf(reply(400, { success: false, message: 'Please fill in all job descriptions' }))).toBe(
      `${prefix} Please fill in all job descriptions`,
    );
    expect(messageOf(reply(200, '<html>proxy page</html>', 'text/html'))).toBe(
      `${prefix} Server returned non-JSON response`,
    );
    expect(messageOf(reply(200, '{"success":tr', json))).toBe(`${prefix} Invalid JSON response from server`);
    expect(messageOf(reply(200, ''))).toBe(`${prefix} Server returned empty response`);
    expect(messageOf(reply(200, { success: true, resumeHash: 'h' }))).toBe(
      `${prefix} Invalid response format: missing analysis data`,
    );
    expect(messageOf(reply(413, '<html>Too large</html>', 'text/html'))).toBe(
      `${prefix} File size must be less than 10MB`,
    );
  });

  it("shows the server's message for a 403 plan limit, and marks it as one", () => {
    const limit =
      'The Basic plan analyses 1 job description at a time. Upgrade to Premium to compare up to 5 at once.';
    const outcome = reply(403, { success: false, message: limit });
    expect(outcome).toMatchObject({ ok: false, status: 403, reason: limit, fromServer: true });
    expect(messageOf(outcome)).toBe(`Failed to analyze resume. ${limit}`);
  });
});
