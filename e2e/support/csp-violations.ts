import type { Page } from 'playwright-core';

const REPORTED = 'Content-Security-Policy violation:';

/**
 * Collects every Content-Security-Policy violation Chromium reports on `page`: its console's
 * "Refused to …" messages, and the `securitypolicyviolation` events of the document (reported
 * through the console by a script Playwright adds outside the page's policy). Call before the
 * first navigation; read the list at the end.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Refused to') || text.startsWith(REPORTED)) violations.push(`${page.url()}: ${text}`);
  });
  await page.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  }, REPORTED);
  return violations;
}
