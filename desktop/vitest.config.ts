import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'desktop',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/renderer/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Whole screens rendered in jsdom take seconds on a 2-core CI machine that runs the API tests too.
    testTimeout: 15_000,
  },
});
