// @vitest-environment node
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { filtersFor, saveWithDialog, type ShowSaveDialog } from './native-save';

describe('saveWithDialog', () => {
  it('suggests the name in Downloads and writes the bytes where the person chose', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'lp-save-'));
    const target = path.join(folder, 'my-report.pdf');
    const showSaveDialog = vi.fn<ShowSaveDialog>(() =>
      Promise.resolve({ canceled: false, filePath: target }),
    );

    const result = await saveWithDialog(
      { fileName: 'CV-analysis.pdf', data: new TextEncoder().encode('%PDF-1.7 test') },
      { showSaveDialog, downloadsFolder: '/home/ama/Downloads' },
    );

    expect(result).toEqual({ status: 'saved', path: target });
    expect(await readFile(target, 'utf8')).toBe('%PDF-1.7 test');
    expect(showSaveDialog.mock.calls[0]![0]).toMatchObject({
      defaultPath: path.join('/home/ama/Downloads', 'CV-analysis.pdf'),
      filters: [
        { name: 'PDF document', extensions: ['pdf'] },
        { name: 'All files', extensions: ['*'] },
      ],
    });
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const writeFile = vi.fn(() => Promise.resolve());
    const result = await saveWithDialog(
      { fileName: 'receipt.pdf', data: new Uint8Array([1]) },
      { showSaveDialog: () => Promise.resolve({ canceled: true }), downloadsFolder: '/tmp', writeFile },
    );
    expect(result).toEqual({ status: 'cancelled' });
    expect(writeFile).not.toHaveBeenCalled();
  });

  it('keeps only the base name of the suggestion', async () => {
    const showSaveDialog = vi.fn<ShowSaveDialog>(() => Promise.resolve({ canceled: true }));
    await saveWithDialog(
      { fileName: '../../etc/passwd', data: new Uint8Array([1]) },
      { showSaveDialog, downloadsFolder: '/dl' },
    );
    expect(showSaveDialog.mock.calls[0]![0].defaultPath).toBe(path.join('/dl', 'passwd'));
  });

  it('offers filters for the file type', () => {
    expect(filtersFor('notes.txt')[0]).toEqual({ name: 'Text file', extensions: ['txt'] });
    expect(filtersFor('data.xyz')[0]).toEqual({ name: 'XYZ file', extensions: ['xyz'] });
    expect(filtersFor('README')).toEqual([{ name: 'All files', extensions: ['*'] }]);
  });
});
