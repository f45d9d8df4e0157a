import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*/src/**/*.spec.ts', '*/test/**/*.spec.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    globalSetup: ['./vitest.global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
