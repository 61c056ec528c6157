import path from 'node:path';
import { defineProject } from 'vitest/config';

/** Unit tests of the web app's pure logic (node environment, no DOM). */
export default defineProject({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: { __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z') },
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
