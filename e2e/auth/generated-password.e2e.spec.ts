import { CHANGE_GENERATED_PASSWORD } from '@seerat/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserTestOn, describeInBrowser } from '../support/browser-test';
import { submitSignIn, waitForPath } from '../support/sign-in';
import { ADMIN, startTestPortal } from '../support/test-portal';

const VIEWPORTS = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 390, height: 844 },
] as const;

/** The Change Password screen a generated password keeps its user on. */
function requiredChange(page: Page) {
  return page.getByRole('main').filter({ hasText: CHANGE_GENERATED_PASSWORD });
}

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  const screen = requiredChange(page);
  await screen.getByLabel('Current Password', { exact: true }).fill(current);
  await screen.getByLabel('New Password', { exact: true }).fill(next);
  await screen.getByLabel('Confirm New Password', { exact: true }).fill(next);
  await screen.getByRole('button', { name: 'Change Password', exact: true }).click();
}

// As a first `npm start` without ADMIN_PASSWORD: the password printed once is the only one.
const test = browserTestOn((environment) =>
  startTestPortal({ webDistDir: environment.webDistDir, generatedAdminPassword: true }),
);

describeInBrowser('the first administrator with a generated password', () => {
  test('must change it before reaching the dashboard', async ({ page, portal, screenshot }) => {
    expect(portal.adminPassword).not.toBe(ADMIN.password);
    await submitSignIn(page, { username: ADMIN.username, password: portal.adminPassword });
    await waitForPath(page, '/change-password');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await requiredChange(page).waitFor();
      expect(await page.getByRole('heading', { name: 'Change Password', exact: true }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
      await screenshot(`asked to change it ${viewport.name}`);
      // The dashboard is out of reach, by its address too.
      await page.goto('/');
      await waitForPath(page, '/change-password');
    }

    await changePassword(page, portal.adminPassword, 'chosen-by-the-first-admin');
    await waitForPath(page, '/');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.getByRole('heading', { name: `Welcome, ${ADMIN.username}`, exact: true }).waitFor();
      await screenshot(`on the dashboard after ${viewport.name}`);
    }
    // Once changed, the screen is gone for good.
    await page.goto('/change-password');
    await waitForPath(page, '/');
  });
});
