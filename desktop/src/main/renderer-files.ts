import path from 'node:path';

/**
 * Maps a path of an `app://launchpad/...` request to a file of the built renderer. Paths that do not
 * name an existing file and have no extension are client-side routes and get `index.html` (the
 * history fallback); missing assets give null (404). Paths escaping the folder give null.
 */
export function resolveRendererFile(
  rendererDir: string,
  requestPath: string,
  isFile: (file: string) => boolean,
): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = path.resolve(rendererDir);
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(`${root}${path.sep}`)) return null;
  const indexFile = path.join(root, 'index.html');
  if (candidate === root) return indexFile;
  if (isFile(candidate)) return candidate;
  return path.extname(candidate) === '' ? indexFile : null;
}
