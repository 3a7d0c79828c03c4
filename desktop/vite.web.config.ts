import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/**
 * The web build of the renderer. The server serves `dist-web/` at `/` next to `/api`, so in
 * production the app and the API share one origin. In development the Vite server proxies `/api`
 * to the API (LAUNCHPAD_API_URL, default http://localhost:8080). The Host header is kept as is so
 * the API's same-origin check sees the page's own origin.
 */
const desktopRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.LAUNCHPAD_API_URL ?? 'http://localhost:8080';
const proxy: Record<string, ProxyOptions> = { '/api': { target: apiTarget, changeOrigin: false } };

/**
 * React and the router in one long-lived chunk, so a change to the app does not re-download them. Other
 * libraries go where the screens that use them go (a shared library in a shared chunk), so no screen
 * loads another screen's libraries first.
 */
export const vendorChunks = {
  groups: [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    },
  ],
};

export default defineConfig({
  root: desktopRoot,
  base: '/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist-web',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each screen needs (read by scripts/bundle-size.ts for the first-screen budget).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: vendorChunks } },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
