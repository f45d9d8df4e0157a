import path from 'node:path';
import type { Page } from 'playwright-core';

/** Gitignored: screenshots are for people to look at, never compared by the tests. */
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Saves the page as `e2e/artifacts/<name>.png`, the name made safe for a file name. Animations
 * are finished first, so a toast or dialog shows as it looks at rest, not half faded in.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${fileNameOf(name)}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

function fileNameOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
