import { jsPDF } from 'jspdf';

/** A real PDF with one page per entry, each page's lines written as text (what a CV export produces). */
export function makePdf(pages: string[][]): Buffer {
  const doc = new jsPDF();
  pages.forEach((lines, index) => {
    if (index > 0) doc.addPage();
    lines.forEach((line, i) => doc.text(line, 15, 20 + i * 8));
  });
  return Buffer.from(doc.output('arraybuffer'));
}

/** A PDF whose only page is a drawing: no text to extract, like a scanned CV. */
export function makeScannedPdf(): Buffer {
  const doc = new jsPDF();
  doc.setFillColor(40, 40, 40);
  for (let i = 0; i < 20; i += 1) doc.rect(15, 20 + i * 10, 150 - i * 3, 4, 'F');
  return Buffer.from(doc.output('arraybuffer'));
}
