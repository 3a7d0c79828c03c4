import { writeFile as fsWriteFile } from 'node:fs/promises';
import path from 'node:path';
import type { NativeSaveResult } from '@launchpad/shared';

/** The part of Electron's `dialog.showSaveDialog` this module needs. */
export type ShowSaveDialog = (options: {
  title: string;
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
}) => Promise<{ canceled: boolean; filePath?: string }>;

const FILTERS: Record<string, { name: string; extensions: string[] }> = {
  pdf: { name: 'PDF document', extensions: ['pdf'] },
  txt: { name: 'Text file', extensions: ['txt'] },
  ics: { name: 'Calendar event', extensions: ['ics'] },
  csv: { name: 'CSV file', extensions: ['csv'] },
  json: { name: 'JSON file', extensions: ['json'] },
  webm: { name: 'Audio recording', extensions: ['webm'] },
};

/** The dialog's file type filters for `fileName`: its own type first, then "All files". */
export function filtersFor(fileName: string): { name: string; extensions: string[] }[] {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  const own =
    FILTERS[extension] ??
    (extension ? { name: `${extension.toUpperCase()} file`, extensions: [extension] } : null);
  return [...(own ? [own] : []), { name: 'All files', extensions: ['*'] }];
}

/**
 * Native Save As: asks where to save (starting in the Downloads folder with the suggested name) and
 * writes the bytes there. The renderer never names a path; only the person does, in the dialog.
 */
export async function saveWithDialog(
  file: { fileName: string; data: Uint8Array },
  {
    showSaveDialog,
    downloadsFolder,
    writeFile = (target, data) => fsWriteFile(target, data),
  }: {
    showSaveDialog: ShowSaveDialog;
    downloadsFolder: string;
    writeFile?: (target: string, data: Uint8Array) => Promise<void>;
  },
): Promise<NativeSaveResult> {
  const answer = await showSaveDialog({
    title: 'Save as',
    defaultPath: path.join(downloadsFolder, path.basename(file.fileName)),
    filters: filtersFor(file.fileName),
  });
  if (answer.canceled || !answer.filePath) return { status: 'cancelled' };
  await writeFile(answer.filePath, file.data);
  return { status: 'saved', path: answer.filePath };
}
