import { CV_MAX_BYTES } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { cvFileProblem, formatFileSize, looksLikePdf } from './cv-file';

function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('CV file checks before upload', () => {
  it('asks for a file when none was chosen', () => {
    expect(cvFileProblem(undefined)).toBe('Please select a CV file first');
    expect(cvFileProblem(null)).toBe('Please select a CV file first');
  });

  it('accepts PDFs by type, or by extension when the type is missing or generic', () => {
    expect(cvFileProblem(fileOf('cv.pdf', 'application/pdf'))).toBeNull();
    expect(cvFileProblem(fileOf('CV.PDF', ''))).toBeNull();
    expect(cvFileProblem(fileOf('resume', 'application/pdf'))).toBeNull();
    expect(looksLikePdf({ name: 'cv.pdf', type: 'application/octet-stream' })).toBe(true);
  });

  it("refuses anything else with 'Only PDF files are allowed'", () => {
    expect(
      cvFileProblem(
        fileOf('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBe('Only PDF files are allowed');
    expect(cvFileProblem(fileOf('notes.txt', 'text/plain'))).toBe('Only PDF files are allowed');
    expect(cvFileProblem(fileOf('photo.png', 'image/png'))).toBe('Only PDF files are allowed');
  });

  it('refuses 10MB and more: the file must be under 10MB', () => {
    expect(cvFileProblem(fileOf('cv.pdf', 'application/pdf', CV_MAX_BYTES - 1))).toBeNull();
    expect(cvFileProblem(fileOf('cv.pdf', 'application/pdf', CV_MAX_BYTES))).toBe(
      'File size must be less than 10MB',
    );
    expect(cvFileProblem(fileOf('cv.pdf', 'application/pdf', CV_MAX_BYTES + 1))).toBe(
      'File size must be less than 10MB',
    );
  });

  it('prints sizes in KB below 1 MB and in MB above', () => {
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(10)).toBe('0.1 KB');
    expect(formatFileSize(250 * 1024)).toBe('250.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
