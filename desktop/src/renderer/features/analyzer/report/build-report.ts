import {
  PLAN_FEATURES,
  PREMIUM_PRICE_LKR,
  reportMatchColour,
  type TAccountPlan,
  type TAnalysisResult,
  type TScoreColour,
  type TTechnology,
} from '@launchpad/shared';
import type { jsPDF as JsPdfDocument } from 'jspdf';
import { interviewTips } from './interview-tips';

/** The jsPDF constructor, passed in so the library can be loaded on demand (and tests pass their own). */
export type JsPdfConstructor = new (options?: {
  unit?: 'mm';
  format?: 'a4';
  orientation?: 'portrait';
}) => JsPdfDocument;

/** Basic reports show this many strengths and suggestions per description (spec §6, §9). */
export const BASIC_ITEMS_SHOWN = 3;

export interface ReportData {
  plan: TAccountPlan;
  results: readonly TAnalysisResult[];
  /** The average match over technical roles, or null when there are none. */
  averageMatch: number | null;
  technologies: readonly TTechnology[];
  cvSource: { kind: 'profile' | 'upload'; fileName: string };
  candidateName?: string;
  generatedAt: Date;
}

export interface BuiltReport {
  doc: JsPdfDocument;
  /** Every piece of text written, in order (before line wrapping): what the report says. */
  text: string[];
  fileName: string;
}

/** 'launchpad-cv-report-YYYY-MM-DD.pdf' for the local date. */
export function reportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `launchpad-cv-report-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.pdf`;
}

/** The suggestions of a result: its content then structure recommendations. */
export function suggestionsOf(result: TAnalysisResult): string[] {
  return [...result.contentRecommendations, ...result.structureRecommendations];
}

const TYPOGRAPHY: [RegExp, string][] = [
  [/[\u2018\u2019\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201F\u2033]/g, '"'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u2022\u25CF\u25AA]/g, '-'],
  [/\u2192/g, '->'],
  [/[\u00A0\u2009\u202F]/g, ' '],
];

/** Text the standard PDF fonts can draw: typographic marks made plain, anything beyond Latin-1 dropped. */
export function pdfSafe(text: string): string {
  let safe = text;
  for (const [pattern, replacement] of TYPOGRAPHY) safe = safe.replace(pattern, replacement);
  // eslint-disable-next-line no-control-regex
  return safe.replace(/[^\x09\x0A\x0D\x20-\x7E\xA0-\xFF]/g, '').replace(/[ \t]+/g, ' ');
}

type Rgb = [number, number, number];
const COLOURS: Record<TScoreColour, Rgb> = {
  green: [5, 150, 105],
  blue: [37, 99, 235],
  amber: [217, 119, 6],
  red: [220, 38, 38],
};
const INK: Rgb = [15, 23, 42];
const MUTED: Rgb = [71, 85, 105];
const RULE: Rgb = [226, 232, 240];
const BRAND: Rgb = [79, 70, 229];
const VIOLET: Rgb = [124, 58, 237];
const VIOLET_TINT: Rgb = [245, 243, 255];

const PAGE = { margin: 18, top: 20, bottom: 20 };
const PT_TO_MM = 25.4 / 72;
const LINE_FACTOR = 1.3;

/** Writes flowing text down the pages: wraps lines, breaks pages, and remembers what it wrote. */
class ReportWriter {
  readonly text: string[] = [];
  y = PAGE.top;
  readonly width: number;
  readonly height: number;

  constructor(readonly doc: JsPdfDocument) {
    this.width = doc.internal.pageSize.getWidth();
    this.height = doc.internal.pageSize.getHeight();
  }

  get contentWidth() {
    return this.width - PAGE.margin * 2;
  }

  lineHeight(size: number) {
    return size * PT_TO_MM * LINE_FACTOR;
  }

  /** The height `paragraph` would take for `text`. */
  measure(
    text: string,
    { size = 10, indent = 0, after = 2 }: { size?: number; indent?: number; after?: number } = {},
  ) {
    this.doc.setFontSize(size);
    const lines = this.doc.splitTextToSize(pdfSafe(text), this.contentWidth - indent) as string[];
    return lines.length * this.lineHeight(size) + after;
  }

  /** Starts a new page when `height` does not fit on this one. */
  ensure(height: number) {
    if (this.y + height > this.height - PAGE.bottom) {
      this.doc.addPage();
      this.y = PAGE.top;
    }
  }

  record(text: string) {
    this.text.push(pdfSafe(text));
  }

  font(size: number, style: 'normal' | 'bold' | 'italic' = 'normal', colour: Rgb = INK) {
    this.doc.setFont('helvetica', style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(...colour);
  }

  /** A wrapped paragraph at `indent` from the margin. */
  paragraph(
    text: string,
    {
      size = 10,
      style = 'normal',
      colour = INK,
      indent = 0,
      right = 0,
      after = 2,
    }: {
      size?: number;
      style?: 'normal' | 'bold' | 'italic';
      colour?: Rgb;
      indent?: number;
      /** Space kept free at the right edge. */
      right?: number;
      after?: number;
    } = {},
  ) {
    this.record(text);
    this.font(size, style, colour);
    const lines = this.doc.splitTextToSize(pdfSafe(text), this.contentWidth - indent - right) as string[];
    const lineHeight = this.lineHeight(size);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.doc.text(line, PAGE.margin + indent, this.y + lineHeight * 0.75);
      this.y += lineHeight;
    }
    this.y += after;
  }

  heading(text: string, level: 1 | 2 | 3 = 2) {
    const size = level === 1 ? 15 : level === 2 ? 12.5 : 10.5;
    const before = level === 1 ? 6 : level === 2 ? 4 : 2.5;
    // Keep a heading with at least two lines of what follows it.
    this.ensure(before + this.lineHeight(size) + this.lineHeight(10) * 2);
    this.y += before;
    this.paragraph(text, { size, style: 'bold', colour: level === 3 ? MUTED : INK, after: 1.5 });
  }

  bullets(
    items: readonly string[],
    { empty = 'None found.', colour = BRAND }: { empty?: string; colour?: Rgb } = {},
  ) {
    if (items.length === 0) {
      this.paragraph(empty, { colour: MUTED, style: 'italic', indent: 5 });
      return;
    }
    for (const item of items) {
      const lineHeight = this.lineHeight(10);
      this.ensure(lineHeight);
      this.doc.setFillColor(...colour);
      this.doc.circle(PAGE.margin + 2, this.y + lineHeight * 0.5, 0.7, 'F');
      this.paragraph(item, { indent: 5, after: 1.2 });
    }
    this.y += 1;
  }

  rule(after = 4) {
    this.ensure(2);
    this.doc.setDrawColor(...RULE);
    this.doc.setLineWidth(0.3);
    this.doc.line(PAGE.margin, this.y, this.width - PAGE.margin, this.y);
    this.y += after;
  }

  /** A filled pill with white text at the right edge of the current line; returns its width. */
  badge(label: string, colour: Rgb, y: number) {
    this.record(label);
    this.font(9.5, 'bold', [255, 255, 255]);
    const width = this.doc.getTextWidth(label) + 7;
    const x = this.width - PAGE.margin - width;
    this.doc.setFillColor(...colour);
    this.doc.roundedRect(x, y, width, 7, 3.5, 3.5, 'F');
    this.doc.text(label, x + 3.5, y + 4.9);
    return width;
  }
}

function formatDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

function cvSourceLine(source: ReportData['cvSource']): string {
  return source.kind === 'profile' ? `Profile CV: ${source.fileName}` : `Uploaded file: ${source.fileName}`;
}

function header(writer: ReportWriter, data: ReportData) {
  const { doc } = writer;
  const premium = data.plan === 'premium';
  doc.setFillColor(...BRAND);
  doc.rect(0, 0, writer.width, 34, 'F');
  writer.font(11, 'bold', [224, 231, 255]);
  writer.record('Launchpad');
  doc.text('Launchpad', PAGE.margin, 12);
  writer.font(20, 'bold', [255, 255, 255]);
  const title = premium ? 'CV Analysis Report' : 'CV Analysis Summary';
  writer.record(title);
  doc.text(title, PAGE.margin, 24);
  writer.font(9.5, 'normal', [224, 231, 255]);
  const variant = premium ? 'Premium report' : 'Basic report';
  writer.record(variant);
  doc.text(variant, writer.width - PAGE.margin, 24, { align: 'right' });
  writer.y = 42;

  const details = [
    `Date: ${formatDate(data.generatedAt)}`,
    ...(data.candidateName ? [`Candidate: ${data.candidateName}`] : []),
    `CV analysed: ${cvSourceLine(data.cvSource)}`,
    `Job descriptions: ${data.results.length}`,
  ];
  details.forEach((line) => writer.paragraph(line, { size: 10, colour: MUTED, after: 0.5 }));
  writer.y += 3;
}

function overview(writer: ReportWriter, data: ReportData) {
  const { doc } = writer;
  const technical = data.results.filter((result) => !result.isNonTechRole).length;
  const nonTech = data.results.length - technical;
  const boxHeight = nonTech > 0 ? 30 : 24;
  writer.ensure(boxHeight + 4);
  const top = writer.y;
  doc.setFillColor(248, 250, 252);
  doc.setDrawColor(...RULE);
  doc.roundedRect(PAGE.margin, top, writer.contentWidth, boxHeight, 3, 3, 'FD');

  const score = data.averageMatch;
  const colour = score === null ? MUTED : COLOURS[reportMatchColour(score)];
  writer.font(9, 'bold', MUTED);
  writer.record('Overall match');
  doc.text('OVERALL MATCH', PAGE.margin + 6, top + 8);
  const scoreText = score === null ? 'n/a' : `${Math.round(score)}%`;
  writer.font(22, 'bold', colour);
  writer.record(scoreText);
  doc.text(scoreText, PAGE.margin + 6, top + 19);

  const x = PAGE.margin + 42;
  const width = writer.contentWidth - 48;
  const summary =
    score === null
      ? 'Every description is a non-technical role, so there is no technical average.'
      : `Average match across ${technical} technical ${technical === 1 ? 'role' : 'roles'}.`;
  writer.font(10, 'normal', INK);
  writer.record(summary);
  doc.text(doc.splitTextToSize(pdfSafe(summary), width) as string[], x, top + 10);
  if (nonTech > 0) {
    const note = `${nonTech} non-technical ${nonTech === 1 ? 'role is' : 'roles are'} not counted in the average.`;
    writer.font(9, 'italic', MUTED);
    writer.record(note);
    doc.text(doc.splitTextToSize(pdfSafe(note), width) as string[], x, top + 20);
  }
  writer.y = top + boxHeight + 6;
}

function resultHeading(writer: ReportWriter, result: TAnalysisResult, index: number) {
  const title = `${index + 1}. ${result.jobTitle}`;
  writer.ensure(24);
  writer.y += 3;
  const top = writer.y;
  const colour = COLOURS[reportMatchColour(result.matchPercentage)];
  const badgeWidth = writer.badge(`${Math.round(result.matchPercentage)}% match`, colour, top);
  writer.record(title);
  writer.font(13, 'bold', INK);
  const lines = writer.doc.splitTextToSize(pdfSafe(title), writer.contentWidth - badgeWidth - 4) as string[];
  const lineHeight = writer.lineHeight(13);
  lines.forEach((line, i) => writer.doc.text(line, PAGE.margin, top + 5.2 + i * lineHeight));
  writer.y = top + Math.max(8, lines.length * lineHeight + 1.5);
  writer.paragraph(result.company, { size: 10, colour: MUTED, after: 1.5 });
  if (result.isNonTechRole) {
    writer.paragraph('Non-technical role: not counted in the average match.', {
      size: 9,
      style: 'italic',
      colour: COLOURS.amber,
      after: 1,
    });
  }
  if (result.message.trim()) writer.paragraph(result.message, { size: 9.5, style: 'italic', colour: MUTED });
}

function basicResult(writer: ReportWriter, result: TAnalysisResult, index: number) {
  resultHeading(writer, result, index);
  writer.heading(`Top strengths`, 3);
  writer.bullets(result.strengths.slice(0, BASIC_ITEMS_SHOWN), { colour: COLOURS.green });
  writer.heading(`Top suggestions`, 3);
  const suggestions = suggestionsOf(result);
  writer.bullets(
    (suggestions.length > 0 ? suggestions : result.contentWeaknesses).slice(0, BASIC_ITEMS_SHOWN),
    { colour: BRAND },
  );
  writer.rule();
}

function premiumResult(writer: ReportWriter, result: TAnalysisResult, index: number) {
  resultHeading(writer, result, index);
  writer.heading('Strengths', 3);
  writer.bullets(result.strengths, { colour: COLOURS.green });
  writer.heading('Content issues', 3);
  writer.bullets(result.contentWeaknesses, { colour: COLOURS.red });
  writer.heading('Structure issues', 3);
  writer.bullets(result.structureWeaknesses, { colour: COLOURS.amber });
  writer.heading('Content recommendations', 3);
  writer.bullets(result.contentRecommendations);
  writer.heading('Structure recommendations', 3);
  writer.bullets(result.structureRecommendations);
  writer.rule();
}

function technologiesSection(writer: ReportWriter, technologies: readonly TTechnology[]) {
  writer.heading('Technologies found in your CV', 1);
  if (technologies.length === 0) {
    writer.paragraph('No technologies were found in this CV.', { colour: MUTED, style: 'italic' });
    return;
  }
  const byCategory = new Map<string, string[]>();
  for (const technology of technologies) {
    const category = technology.category || 'General';
    byCategory.set(category, [...(byCategory.get(category) ?? []), technology.name]);
  }
  for (const [category, names] of byCategory) {
    writer.paragraph(`${category}: ${names.join(', ')}`, { after: 1.2 });
  }
  writer.y += 2;
}

function tipsSection(writer: ReportWriter, data: ReportData) {
  writer.heading('Interview preparation tips', 1);
  const groups = interviewTips(data.results, data.technologies);
  if (groups.length === 0) {
    writer.paragraph(
      'The analysis found no strengths, gaps or technologies to build tips from. Analyse a CV with more detail to get tips.',
      { colour: MUTED, style: 'italic' },
    );
    return;
  }
  for (const group of groups) {
    writer.heading(group.title, 3);
    writer.bullets(group.tips, { colour: VIOLET });
  }
}

function promotion(writer: ReportWriter) {
  const { doc } = writer;
  const premium = PLAN_FEATURES.premium;
  const title = `Upgrade to Premium - LKR ${PREMIUM_PRICE_LKR.toLocaleString('en-US')}/month`;
  const intro = 'This is the basic report. The professional report adds:';
  const extras = [
    'Every strength, content issue and structure issue for each job description',
    'All content and structure recommendations',
    'Interview preparation tips built from your gaps and strengths',
    'The technologies found in your CV',
    ...premium.features.filter((feature) => !/pdf report/i.test(feature)),
  ];
  const where = 'Upgrade in Launchpad: Profile Settings > Subscription.';
  const lineHeight = writer.lineHeight(10);
  doc.setFont('helvetica', 'bold');
  const titleHeight = writer.measure(title, { size: 13, indent: 12, after: 1 });
  doc.setFont('helvetica', 'normal');
  const height =
    4 +
    titleHeight +
    writer.measure(intro, { indent: 12, after: 1.5 }) +
    extras.reduce((sum, extra) => sum + writer.measure(extra, { indent: 17, after: 0.8 }), 0) +
    writer.measure(where, { size: 9.5, indent: 12 }) +
    2;
  writer.ensure(height + 6);
  writer.y += 4;
  const top = writer.y;
  doc.setFillColor(...VIOLET_TINT);
  doc.setDrawColor(...VIOLET);
  doc.setLineWidth(0.5);
  doc.roundedRect(PAGE.margin, top, writer.contentWidth, height, 3, 3, 'FD');
  writer.y = top + 4;
  const inner = { indent: 6, right: 6 };
  writer.paragraph(title, { size: 13, style: 'bold', colour: VIOLET, ...inner, after: 1 });
  writer.paragraph(intro, { ...inner, after: 1.5 });
  for (const extra of extras) {
    doc.setFillColor(...VIOLET);
    doc.circle(PAGE.margin + 8, writer.y + lineHeight * 0.5, 0.7, 'F');
    writer.paragraph(extra, { indent: 11, right: 6, after: 0.8 });
  }
  writer.paragraph(where, { size: 9.5, style: 'italic', colour: MUTED, ...inner });
  writer.y = Math.max(writer.y, top + height) + 4;
  doc.setLineWidth(0.2);
}

function footers(writer: ReportWriter) {
  const { doc } = writer;
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const y = writer.height - 10;
    doc.setDrawColor(...RULE);
    doc.setLineWidth(0.3);
    doc.line(PAGE.margin, y - 4, writer.width - PAGE.margin, y - 4);
    writer.font(8.5, 'bold', BRAND);
    doc.text('Launchpad', PAGE.margin, y);
    writer.font(8.5, 'normal', MUTED);
    doc.text(`Page ${page} of ${pages}`, writer.width - PAGE.margin, y, { align: 'right' });
  }
  writer.record('Launchpad');
  writer.record(`Page 1 of ${pages}`);
}

/**
 * Builds the CV report (spec §6): the basic variant (top 3 strengths and suggestions per description,
 * then an upgrade promotion) or the premium one (everything, the technologies, and interview
 * preparation tips drawn from the analysis). Pure: returns the document and what it says.
 */
export function buildReport(data: ReportData, JsPdf: JsPdfConstructor): BuiltReport {
  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  const premium = data.plan === 'premium';
  doc.setProperties({
    title: premium ? 'Launchpad CV Analysis Report' : 'Launchpad CV Analysis Summary',
    subject: 'CV analysis',
    creator: 'Launchpad',
  });
  const writer = new ReportWriter(doc);

  header(writer, data);
  overview(writer, data);
  writer.heading(premium ? 'Detailed results' : 'Results', 1);
  data.results.forEach((result, index) =>
    premium ? premiumResult(writer, result, index) : basicResult(writer, result, index),
  );
  if (premium) {
    technologiesSection(writer, data.technologies);
    tipsSection(writer, data);
  } else {
    promotion(writer);
  }
  footers(writer);

  return { doc, text: writer.text, fileName: reportFileName(data.generatedAt) };
}
