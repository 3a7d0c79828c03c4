/** True when the bytes are a PDF: the `%PDF-` header within the first kilobyte (as readers accept it). */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes('%PDF-');
}

/**
 * Reads the text of a PDF (unpdf: PDF.js without native code). Whitespace is tidied so lengths mean
 * something. Throws when the file cannot be parsed as a PDF.
 */
export async function readPdfText(bytes: Buffer): Promise<{ text: string; pageCount: number }> {
  // Loaded on first use: PDF.js is large, and start-up should not wait for it.
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const pages = (Array.isArray(text) ? text : [text]).map((page) =>
      page
        .replace(/[ \t\u00a0]+/g, ' ')
        .replace(/ *\n */g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    );
    return { text: pages.filter(Boolean).join('\n\n'), pageCount: totalPages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
