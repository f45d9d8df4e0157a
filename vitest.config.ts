import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFilesFirstSequencer } from './platform/src/testing/long-files-first.ts';

export default defineConfig({
  test: {
    // Runs once for the whole run, whichever projects it includes: without DATABASE_URL it starts
    // the embedded PostgreSQL that every project's test databases are created on.
    globalSetup: ['./vitest.global-setup.ts'],
    // CI has no cache of durations: without this, the longest file (a short one) started last.
    sequence: { sequencer: LongFilesFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit-int',
          include: ['*/src/**/*.spec.ts', '*/test/**/*.spec.ts'],
          exclude: ['**/node_modules/**', 'e2e/**'],
          pool: 'forks',
          // One module graph per worker, not per file: CI is CPU-bound on two cores, and loading the
          // packages again for each of ~230 files took 150 s of a 387 s project (268 s without).
          // Every file still gets its own database, and every file passed the same.
          isolate: false,
          // Most of these files wait on PostgreSQL rather than compute, and each has its own
          // database: two at once even on two cores (Vitest's default there is one) took the
          // project from 9 minutes to 6 on this machine.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // A test that asserts nothing cannot fail: refuse it.
          expect: { requireAssertions: true },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // As above (the project 443 → 400 s). A file gets its own portal from `browserTestOn`,
          // never by overriding the shared `browserTest`: that override outlived its file.
          isolate: false,
          include: ['e2e/**/*.e2e.spec.ts'],
          // Finds Chromium and builds the web app once per run.
          globalSetup: ['./e2e/support/global-setup.ts'],
          pool: 'forks',
          // Two files at once, after the unit and integration tests, each with its own portal and
          // Chromium: a browser test waits on the browser as much as it computes, so one at a
          // time left a core idle.
          maxWorkers: 2,
          expect: { requireAssertions: true },
          sequence: { groupOrder: 1 },
          // A file's first test also starts that file's portal and Chromium.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
