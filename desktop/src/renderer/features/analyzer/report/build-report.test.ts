import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { devopsResult, frontendResult, salesResult, technologies } from '../test-fixtures';
import { buildReport, pdfSafe, reportFileName, type ReportData } from './build-report';
import { interviewTips } from './interview-tips';

const data = (over: Partial<ReportData> = {}): ReportData => ({
  plan: 'basic',
  results: [frontendResult, devopsResult],
  averageMatch: 59,
  technologies,
  cvSource: { kind: 'upload', fileName: 'jane-doe-cv.pdf' },
  candidateName: 'Jane Doe',
  generatedAt: new Date(2026, 10, 21, 10, 30),
  ...over,
});

const said = (text: string[], fragment: string) => text.some((line) => line.includes(fragment));

describe('buildReport', () => {
  it('basic: at most 3 strengths and 3 suggestions per description, and the upgrade promotion', () => {
    const { text, fileName } = buildReport(data(), jsPDF);

    expect(fileName).toBe('launchpad-cv-report-2026-11-21.pdf');
    expect(said(text, 'Frontend Engineer')).toBe(true);
    expect(said(text, 'DevOps Engineer')).toBe(true);
    expect(said(text, 'Uploaded file: jane-doe-cv.pdf')).toBe(true);

    frontendResult.strengths.slice(0, 3).forEach((strength) => expect(text).toContain(strength));
    frontendResult.strengths.slice(3).forEach((strength) => expect(text).not.toContain(strength));
    expect(text).toContain('Add a GraphQL side project');
    expect(text).toContain('Mention accessibility audits');
    expect(text).not.toContain('Link your portfolio');
    expect(text).not.toContain('Shorten the summary to 3 lines');
    // Issues and tips are premium-only.
    expect(text).not.toContain('Summary is longer than 5 lines');
    expect(text).not.toContain('Interview preparation tips');

    expect(said(text, 'Upgrade to Premium - LKR 2,500/month')).toBe(true);
    expect(said(text, 'Interview preparation tips built from your gaps and strengths')).toBe(true);
    expect(text).toContain('Launchpad');
  });

  it('premium: everything, the technologies and interview tips built from the analysis', () => {
    const { text } = buildReport(data({ plan: 'premium' }), jsPDF);

    [
      ...frontendResult.strengths,
      ...frontendResult.contentWeaknesses,
      ...frontendResult.structureWeaknesses,
      ...frontendResult.contentRecommendations,
      ...frontendResult.structureRecommendations,
      ...devopsResult.contentWeaknesses,
    ].forEach((line) => expect(text).toContain(line));

    expect(text).toContain('Technologies found in your CV');
    expect(said(text, 'Frontend: React, CSS')).toBe(true);
    expect(text).toContain('Interview preparation tips');
    expect(text).toContain('Frontend Engineer at Brightside Labs');
    expect(said(text, 'Expect a question on this gap: "GraphQL is not mentioned"')).toBe(true);
    expect(said(text, 'Kubernetes is not mentioned')).toBe(true);
    expect(said(text, 'Upgrade to Premium')).toBe(false);
  });

  it('shows the match colours, the non-technical note and page numbers over several pages', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...frontendResult, jobTitle: `Role ${i + 1}` }));
    const { doc, text } = buildReport(data({ plan: 'premium', results: [...many, salesResult] }), jsPDF);

    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    expect(said(text, `Page 1 of ${doc.getNumberOfPages()}`)).toBe(true);
    expect(text).toContain('82% match');
    expect(text).toContain('20% match');
    expect(said(text, 'Non-technical role: not counted in the average match.')).toBe(true);
  });

  it('produces a real PDF', () => {
    const { doc } = buildReport(data({ plan: 'premium' }), jsPDF);
    const bytes = new Uint8Array(doc.output('arraybuffer'));
    expect(String.fromCharCode(...bytes.slice(0, 5))).toBe('%PDF-');
  });
});

describe('report helpers', () => {
  it('names the file after the local date', () => {
    expect(reportFileName(new Date(2027, 0, 5))).toBe('launchpad-cv-report-2027-01-05.pdf');
  });

  it('makes text drawable by the standard fonts', () => {
    expect(pdfSafe('“Quoted” – it’s… • done → ✓')).toBe('"Quoted" - it\'s... - done -> ');
  });

  it('derives interview tips from gaps, strengths and technologies, not a fixed list', () => {
    const groups = interviewTips([frontendResult, devopsResult], technologies);
    expect(groups.map((group) => group.title)).toEqual([
      'Frontend Engineer at Brightside Labs',
      'DevOps Engineer at Cloudnine',
      'Across your applications',
    ]);
    expect(groups[1]!.tips.join(' ')).toContain('Terraform');
    expect(groups[1]!.tips.join(' ')).toContain('35% match');
    expect(interviewTips([], [])).toEqual([]);
  });
});
