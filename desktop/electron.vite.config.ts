import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { vendorChunks } from './vite.web.config';

const desktopRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * electron-vite forces `base: './'` for production renderers. The desktop app serves the renderer
 * from the `app://launchpad/` protocol with a history fallback, so deep links such as
 * `/training-details/1` must load `/assets/...` from the root: put the base back to '/'.
 */
function absoluteBase(): Plugin {
  return { name: 'launchpad:absolute-base', enforce: 'post', config: () => ({ base: '/' }) };
}

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // The whisper worker is a second entry: a child process that loads whisper-node.
      rolldownOptions: {
        input: {
          index: resolve(desktopRoot, 'src/main/index.ts'),
          'whisper-worker': resolve(desktopRoot, 'src/main/whisper-worker.ts'),
        },
      },
    },
  },
  preload: {
    // Sandboxed preload scripts cannot be ES modules: emit CommonJS.
    build: {
      outDir: 'out/preload',
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: desktopRoot,
    // The desktop build has no admin portal (freshers and trainers only): its routes are left out.
    define: { 'import.meta.env.VITE_DESKTOP_BUILD': JSON.stringify('true') },
    plugins: [react(), tailwindcss(), absoluteBase()],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified by default; the app ships minified like the web build.
      minify: true,
      rolldownOptions: {
        input: resolve(desktopRoot, 'index.html'),
        output: { codeSplitting: vendorChunks },
      },
    },
  },
});
