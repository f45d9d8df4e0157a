import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createZone, postAsAdmin } from '../support/portal-api';
import { submitSignIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { waitForToast } from '../support/toasts';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The toast titled `title`, found while a modal dialog hides the rest of the page from the tree. */
function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** Whether two elements' boxes overlap on screen. */
async function overlap(one: Locator, other: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([one.boundingBox(), other.boundingBox()]);
  if (!a || !b) throw new Error('an element has no box on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describeInBrowser('dialogs, toasts and buttons on a phone and on a desktop', () => {
  for (const viewport of WIDTHS) {
    test(`at ${viewport.width} px a toast never covers the dialog's main button, Escape closes the dialog over a toast, and a disabled Create User says why`, async ({
      page,
      screenshot,
    }) => {
      await page.setViewportSize(viewport);
      // Not `signIn`: on a phone the sidebar it looks for is folded into the menu.
      await submitSignIn(page, ADMIN);
      await waitForPath(page, '/');
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Add User', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User', exact: true });
      const create = dialog.getByRole('button', { name: 'Create User', exact: true });

      expect(await create.isDisabled()).toBe(true);
      const reasonId = await create.getAttribute('aria-describedby');
      expect(reasonId).toBeTruthy();
      expect(await page.locator(`[id="${reasonId}"]`).innerText()).toBe(
        'Enter a username and a password to create the user',
      );
      await screenshot('create user disabled');

      // A password the server refuses: its toast shows while the dialog stays open.
      await dialog.getByLabel(/^Username/).fill('new.user');
      await dialog.getByLabel(/^Password/).fill('abc');
      expect(await create.getAttribute('aria-describedby')).toBeNull();
      await create.click();
      expect(await waitForToast(page, 'Failed to create user')).toMatchObject({ destructive: true });
      expect(await overlap(toast(page, 'Failed to create user'), create)).toBe(false);
      await screenshot('toast beside the dialog');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await toast(page, 'Failed to create user').isVisible()).toBe(true);
    });
  }

  test('closing an action item can be undone from its toast', async ({ page, portal, screenshot }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const cityId = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    await postAsAdmin(
      portal,
      '/api/meetings',
      {
        title: 'Monthly review',
        meetingDate: '2026-11-20',
        cityId,
        actionItems: [{ task: 'Book the hall', status: 'in-progress' }],
      },
      'the meeting',
    );
    await page.setViewportSize(WIDTHS[1]!);
    await submitSignIn(page, ADMIN);
    await waitForPath(page, '/');
    await page.goto('/meetings');
    await page.getByRole('button', { name: 'View Monthly review', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Meeting Details', exact: true });

    await details.getByRole('button', { name: 'Close Book the hall', exact: true }).click();
    const closed = toast(page, 'Action item closed');
    await closed.waitFor();
    await details
      .getByRole('button', { name: 'Close Book the hall', exact: true })
      .waitFor({ state: 'detached' });
    await screenshot('action item closed');
    await closed.getByRole('button', { name: 'Undo', includeHidden: true }).click();

    await waitForToast(page, 'Action item reopened');
    await details.getByRole('button', { name: 'Close Book the hall', exact: true }).waitFor();
    await details.getByText(/^In.progress$/i).waitFor();
    expect(await details.getByRole('button', { name: 'Close Book the hall', exact: true }).count()).toBe(1);
    await screenshot('action item reopened');

    // What the server refuses in the item's form is said at its field, not in the toast alone.
    await details.getByRole('button', { name: 'Edit Book the hall', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Action Item', exact: true });
    await edit.getByLabel('Assigned To', { exact: true }).fill('A'.repeat(101));
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await edit.getByText('Must be at most 100 characters', { exact: true }).waitFor();
    expect(await edit.getByLabel('Assigned To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await screenshot('action item field error');
  });
});
