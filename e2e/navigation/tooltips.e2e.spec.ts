import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

describeInBrowser('a tooltip', () => {
  test("names an icon-only control after the spec's 700 ms, not before", async ({ page, screenshot }) => {
    await signIn(page, ADMIN);
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    const tooltip = page.getByRole('tooltip', { name: 'Refresh' });
    await refresh.hover();
    const hovered = Date.now();
    await page.waitForTimeout(400);
    expect(await tooltip.count()).toBe(0);
    await tooltip.waitFor();
    expect(Date.now() - hovered).toBeGreaterThanOrEqual(650);
    await screenshot('refresh tooltip');
  });
});
