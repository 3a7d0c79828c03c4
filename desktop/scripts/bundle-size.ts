/**
 * The JavaScript a browser downloads before a screen can show, from the web build's manifest
 * (dist-web/.vite/manifest.json): the entry with its static imports, plus the screen's own chunk with its
 * static imports (and the signed-in layout's, for screens shown inside it), each counted once, gzipped.
 * Lazily imported code (other screens, the PDF export) is
 * not counted: it is fetched later.
 *
 *   tsx desktop/scripts/bundle-size.ts          prints every screen
 *   tsx desktop/scripts/bundle-size.ts --check  also fails (exit 1) when a budgeted screen is over budget
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Screens with a first-load budget (issue 21): the sign-in screen and the fresher dashboard. */
export const FIRST_SCREEN_BUDGET_KB = 180;
const BUDGETED = ['login', 'fresher-dashboard'];
/** Screens shown without the signed-in layout; every other screen also waits for the layout's chunk. */
const WITHOUT_LAYOUT = new Set([
  'login',
  'register',
  'email-verify',
  'reset-password',
  'admin-login',
  'admin-dashboard',
]);
const LAYOUT = 'src/renderer/components/layouts/user-layout.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = fileURLToPath(new URL('../dist-web/', import.meta.url));

export function screenSizes(): { screen: string; kb: number; files: number }[] {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(dist + file), { level: 9 }).length;
      gz.set(file, size);
    }
    return size;
  };
  /** The chunk's file and every file it imports statically, transitively. */
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const entry = new Set<string>();
  closure('index.html', entry);
  return Object.entries(manifest)
    .filter(([key]) => key.startsWith('src/renderer/app/routes/'))
    .map(([key]) => {
      const files = new Set(entry);
      const screen = key.replace(/^.*\/|\.tsx$/g, '');
      closure(key, files);
      if (!WITHOUT_LAYOUT.has(screen)) closure(LAYOUT, files);
      const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);
      return {
        screen: key.replace(/^.*\/|\.tsx$/g, ''),
        kb: Math.round(bytes / 102.4) / 10,
        files: files.size,
      };
    })
    .sort((a, b) => a.screen.localeCompare(b.screen));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = screenSizes();
  console.log(
    `JavaScript before each screen (gzipped KB; budget ${FIRST_SCREEN_BUDGET_KB} KB for ${BUDGETED.join(', ')})`,
  );
  console.table(sizes);
  if (process.argv.includes('--check')) {
    const over = sizes.filter((s) => BUDGETED.includes(s.screen) && s.kb > FIRST_SCREEN_BUDGET_KB);
    const missing = BUDGETED.filter((b) => !sizes.some((s) => s.screen === b));
    if (over.length || missing.length) {
      for (const s of over)
        console.error(`${s.screen}: ${s.kb} KB is over the ${FIRST_SCREEN_BUDGET_KB} KB budget`);
      for (const m of missing) console.error(`${m}: no such screen in the build`);
      process.exit(1);
    }
    console.log('First-screen budget: OK');
  }
}
