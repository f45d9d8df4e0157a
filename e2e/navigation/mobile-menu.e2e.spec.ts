import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { submitSignIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

describeInBrowser('the menu on a phone', () => {
  test('carries the sidebar footer: who is signed in, and Logout', async ({ page, screenshot }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await submitSignIn(page, ADMIN);
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await menu.getByText(ADMIN.username, { exact: true }).waitFor();
    await screenshot();
    await menu.getByRole('button', { name: 'Logout', exact: true }).click();
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
