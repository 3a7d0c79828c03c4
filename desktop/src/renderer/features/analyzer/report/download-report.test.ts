import { describe, expect, it, vi } from 'vitest';
import { frontendResult, sessionWith } from '../test-fixtures';
import { downloadReport, loadJsPdf, reportDataFrom, ReportError } from './download-report';

describe('report download (spec §8 errors)', () => {
  it("says 'Analysis data not found' without an analysis", () => {
    expect(() => reportDataFrom(null, 'basic')).toThrow('Analysis data not found');
    expect(() => reportDataFrom(sessionWith([]), 'premium')).toThrow(ReportError);
  });

  it('takes the report data from the session', () => {
    const data = reportDataFrom(sessionWith([frontendResult]), 'premium', {
      candidateName: 'Jane Doe',
      now: new Date(2026, 10, 21),
    });
    expect(data).toMatchObject({
      plan: 'premium',
      results: [frontendResult],
      averageMatch: 82,
      cvSource: { kind: 'upload', fileName: 'jane-doe-cv.pdf' },
      candidateName: 'Jane Doe',
    });
  });

  it('reports a library that fails to load, or loads without jsPDF', async () => {
    await expect(loadJsPdf(() => Promise.reject(new Error('chunk failed')))).rejects.toThrow(
      'Failed to load PDF library',
    );
    await expect(loadJsPdf(() => Promise.resolve({}))).rejects.toThrow(
      'PDF library not available. Please refresh the page and try again.',
    );
  });

  it("says 'Failed to generate PDF report' when building fails, and saves the file otherwise", async () => {
    const data = reportDataFrom(sessionWith([frontendResult]), 'basic', { now: new Date(2026, 10, 21) });
    const broken = class {
      constructor() {
        throw new Error('boom');
      }
    };
    await expect(downloadReport(data, () => Promise.resolve({ jsPDF: broken }))).rejects.toThrow(
      'Failed to generate PDF report',
    );

    // jsdom has no object URLs: lend it some for this test.
    const { createObjectURL: create, revokeObjectURL: revoke } = URL;
    const createObjectURL = vi.fn(() => 'blob:report');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await expect(downloadReport(data)).resolves.toBe('launchpad-cv-report-2026-11-21.pdf');
      expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
      expect(click).toHaveBeenCalledOnce();
    } finally {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
    }
  });
});
