import { describe, inject, test } from 'vitest';
import { launchChromium } from './chromium';
import { watchCspViolations } from './csp-violations';
import type { ReadyE2eEnvironment } from './e2e-environment';
import { saveScreenshot } from './screenshots';
import { startTestPortal, type TestPortal } from './test-portal';

/** Long enough for a slow machine, short enough that a missing element fails well inside the test timeout. */
const ACTION_TIMEOUT_MS = 10_000;

/** The house rule's desktop width (Playwright's own default is 1280 × 720); a phone test sets 390 × 844. */
export const DEFAULT_VIEWPORT = { width: 1440, height: 900 } as const;

const environment = inject('e2eEnvironment');

/**
 * The browser tests of one file: skipped, with the reason printed, when Chromium is missing;
 * never silently passed.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if ('skipReason' in environment) {
    console.warn(`e2e "${name}" skipped: ${environment.skipReason}`);
    describe.skip(name, body);
    return;
  }
  describe(name, body);
}

function readyEnvironment(): ReadyE2eEnvironment {
  if ('skipReason' in environment) throw new Error(environment.skipReason);
  return environment;
}

/**
 * `test` with what a browser test needs. Per file: one portal on a fresh database and one
 * Chromium. Per test: a fresh browser context (no cookies, no storage, 1440 × 900) with one page, closed
 * after the test; a page that threw an uncaught error fails its test, and a failed test leaves a
 * screenshot `<test name> failure.png` behind. A page the Content-Security-Policy refused anything
 * fails its test too.
 */
export const browserTest = browserTestOn((environment) =>
  startTestPortal({ webDistDir: environment.webDistDir }),
);

/**
 * `browserTest` on the portal `startFilePortal` starts for the file. (A file that overrode the
 * shared `browserTest`'s portal instead changed it for the files after it in the same worker.)
 */
export function browserTestOn(startFilePortal: (environment: ReadyE2eEnvironment) => Promise<TestPortal>) {
  return test
    .extend('environment', { scope: 'file' }, () => readyEnvironment())
    .extend('portal', { scope: 'file' }, async ({ environment }, { onCleanup }) => {
      const portal = await startFilePortal(environment);
      onCleanup(() => portal.close());
      return portal;
    })
    .extend('browser', { scope: 'file' }, async ({ environment }, { onCleanup }) => {
      const browser = await launchChromium(environment.chromiumPath);
      onCleanup(() => browser.close());
      return browser;
    })
    .extend('page', async ({ browser, portal, task }, { onCleanup }) => {
      // Reduced motion, as the portal honours it: a dialog still zooming in when a test clicks in
      // it is a race on a loaded machine (the likeliest cause of a required-field check that once found no messages), not a
      // behaviour the test is about.
      const context = await browser.newContext({
        baseURL: portal.url,
        reducedMotion: 'reduce',
        viewport: DEFAULT_VIEWPORT,
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      const cspViolations = await watchCspViolations(page);
      onCleanup(async () => {
        if (task.result?.state === 'fail') await saveScreenshot(page, `${task.name} failure`);
        await context.close();
        if (pageErrors.length > 0) {
          throw new Error(`the page threw: ${pageErrors.map((error) => error.message).join('; ')}`);
        }
        if (cspViolations.length > 0) {
          throw new Error(`the Content-Security-Policy refused: ${cspViolations.join('; ')}`);
        }
      });
      return page;
    })
    .extend('screenshot', async ({ page, task }) => {
      /** Saves `e2e/artifacts/<test name>.png`, or `<test name> <step>.png` for one of several. */
      return (step?: string) => saveScreenshot(page, step ? `${task.name} ${step}` : task.name);
    });
}
