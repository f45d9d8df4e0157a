import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createSilentLogger } from '@seerat/platform';
import { buildWebIfStale } from '@seerat/portal';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { dropDemoTemplates } from './demo-template';
import { ARTIFACTS_DIR } from './screenshots';

const WEB_DIR = path.resolve(import.meta.dirname, '../../web');

/**
 * Once per run, before any browser test file: find Chromium and build the web app if its sources
 * changed since the last build (the same build `npm start` serves). Screenshots of an earlier run
 * are cleared so the artifacts folder shows this run only. The demo organisation the first file
 * that needs it built (`startDemoPortal`) is dropped after the run.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const skipReason =
      'Chromium is not installed (`which chromium` found nothing); install it, e.g. `apt-get install chromium`, to run the browser tests';
    console.warn(`e2e: every browser test is skipped. ${skipReason}.`);
    project.provide('e2eEnvironment', { skipReason });
    return undefined;
  }
  await rm(ARTIFACTS_DIR, { recursive: true, force: true });
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const webDistDir = await buildWebIfStale({ webDir: WEB_DIR, logger: createSilentLogger() });
  const runId = randomBytes(4).toString('hex');
  project.provide('e2eEnvironment', { chromiumPath, webDistDir, runId });
  return async () => {
    // Without DATABASE_URL the run's embedded PostgreSQL is stopped first, and its databases gone.
    if (process.env.DATABASE_URL) await dropDemoTemplates(runId);
  };
}
