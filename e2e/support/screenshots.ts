import path from 'node:path';
import type { Page } from 'playwright-core';

/** Gitignored: screenshots are for people to look at, never compared by the tests. */
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Saves the page as `e2e/artifacts/<name>.png`, the name made safe for a file name. Animations
 * are finished first, so a toast or dialog shows as it looks at rest, not half faded in.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const file = artifactPath(name);
  // A full-page capture draws the fixed header and sidebar where the scrolled window has them:
  // from the top they sit where a person sees them, not across the middle of a long page.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** `e2e/artifacts/<name>.png`, the name made safe for a file name. */
export function artifactPath(name: string): string {
  return path.join(ARTIFACTS_DIR, `${fileNameOf(name)}.png`);
}

function fileNameOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
