/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The built app lands in frontend/dist: the Wails binary embeds it and
// `reprise serve` serves it. Paths are relative so both hosts work.
export default defineConfig({
  plugins: [react()],
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
  },
  server: { port: 5173, strictPort: false },
  test: {
    environment: 'jsdom',
    globals: true,
    // The fake studio edits with Go's editor rules, built as WebAssembly
    // (editwasm/): built once per run, started once per test file that edits.
    globalSetup: ['./editwasm/build.js'],
    setupFiles: ['./editwasm/setup.js', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A bound on a hung test, not a speed assertion: jsdom + user-event
    // typing is slow on small CI machines.
    testTimeout: 60000,
  },
});
