import { getDesktopBridge } from './platform';

/**
 * What saving did: `downloaded` in the browser (the browser decides where the file goes), `saved`
 * with the chosen path in the desktop app's native Save As, `cancelled` when the person closed it.
 */
export type SaveOutcome =
  { status: 'downloaded' } | { status: 'saved'; path: string } | { status: 'cancelled' };

/** A media type the desktop bridge accepts (`type/subtype`, no parameters). */
function plainType(type: string): string {
  const base = type.split(';')[0]!.trim().toLowerCase();
  return /^[a-z]+\/[a-z0-9.+-]+$/.test(base) ? base : 'application/octet-stream';
}

function browserDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves `blob` under the suggested `fileName`. Inside the desktop app this opens the native Save As
 * dialog (the main process writes the file); in the browser it starts a download through a temporary
 * link, at once (before any await, so the click still counts as the person's action).
 * Rejects when the desktop app could not write the file.
 */
export async function saveBlob(blob: Blob, fileName: string): Promise<SaveOutcome> {
  const desktop = getDesktopBridge();
  if (!desktop) {
    browserDownload(blob, fileName);
    return { status: 'downloaded' };
  }
  const data = new Uint8Array(await blob.arrayBuffer());
  return desktop.saveFile({ fileName, mimeType: plainType(blob.type), data });
}
