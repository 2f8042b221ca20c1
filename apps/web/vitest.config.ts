import { defineConfig } from 'vitest/config';

// Web unit tests cover logic extracted into plain functions, so they run in Node without a DOM.
export default defineConfig({
  resolve: { alias: { '@': '/src' } },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
