import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createZone } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { dismissToast, waitForToast } from '../support/toasts';
import { auditRows, openCity } from './city-page';

/** A field by its label, with or without the required asterisk. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

/** The message a field's mistake shows under it, or null when it is not marked. */
async function mistakeAt(control: Locator): Promise<string | null> {
  if ((await control.getAttribute('aria-invalid')) !== 'true') return null;
  const describedBy = await control.getAttribute('aria-describedby');
  return control
    .page()
    .locator(`[id="${describedBy?.split(' ')[0]}"]`)
    .innerText();
}

/** Whether the document or any element is wider than the window: a page that scrolls sideways. */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

const NOTES = 'Register kept for every circle.\nTwo circles missed a week in March.';

describeInBrowser("a city's Seerat model checks", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`are recorded, edited and kept in the city's history at ${viewport.width} px`, async ({
      page,
      portal,
      screenshot,
    }) => {
      const name = `Checks ${viewport.width}`;
      const zoneId = await createZone(portal, { name: `${name} zone`, masool: 'Qari Hamid' });
      const cityId = await createCity(portal, { name, masoolName: 'Tariq Mehmood', zoneId });
      // Signing in looks for the user in the sidebar, which a phone folds away.
      await signIn(page, ADMIN);
      await page.setViewportSize(viewport);
      await openCity(page, cityId, name);

      const card = cardTitled(page, 'Seerat Model');
      await card.getByText('No Seerat model checks recorded yet.', { exact: true }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot('empty');

      await card.getByRole('button', { name: 'Add Check', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Seerat Model Check' });
      await dialog.getByRole('button', { name: 'Add Check', exact: true }).click();
      expect(await mistakeAt(field(dialog, 'Check Name'))).toBe('Check name is required');
      await dismissToast(page, 'Error');

      await field(dialog, 'Check Name').fill('Circle attendance register');
      await field(dialog, 'Status').selectOption({ label: 'Passed' });
      await dialog.getByRole('button', { name: 'Add Check', exact: true }).click();
      expect(await mistakeAt(field(dialog, 'Last Checked'))).toBe(
        'A passed or failed check needs its last checked date',
      );
      expect(await mistakeAt(field(dialog, 'Check Name'))).toBeNull();
      await dismissToast(page, 'Error');

      await field(dialog, 'Last Checked').fill('2025-03-02');
      const notes = field(dialog, 'Notes');
      await notes.click();
      await notes.pressSequentially('Register kept for every circle.');
      await notes.press('Enter');
      await notes.pressSequentially('Two circles missed a week in March.');
      await screenshot('add form');
      await dialog.getByRole('button', { name: 'Add Check', exact: true }).click();
      await waitForToast(page, 'Seerat model check recorded');
      await dialog.waitFor({ state: 'hidden' });
      await dismissToast(page, 'Seerat model check recorded');

      const item = card.getByRole('listitem').filter({ hasText: 'Circle attendance register' });
      await item.getByText('Passed', { exact: true }).waitFor();
      await item.getByText('Last checked Mar 2, 2025', { exact: false }).waitFor();
      expect(await item.getByText(NOTES.split('\n')[0]!, { exact: false }).innerText()).toBe(NOTES);
      expect(await overflowsSideways(page)).toBe(false);
      await card.scrollIntoViewIfNeeded();
      await screenshot('one check');

      const edit = item.getByRole('button', { name: 'Edit Circle attendance register', exact: true });
      await edit.hover();
      await page.getByRole('tooltip', { name: 'Edit Circle attendance register' }).waitFor();
      await edit.click();
      const editing = page.getByRole('dialog', { name: 'Edit Seerat Model Check' });
      expect(await field(editing, 'Notes').inputValue()).toBe(NOTES);
      await field(editing, 'Status').selectOption({ label: 'Failed' });
      await field(editing, 'Reason for change').fill('Re-checked at the March visit');
      await editing.getByRole('button', { name: 'Save Check', exact: true }).click();
      await waitForToast(page, 'Seerat model check updated');
      await editing.waitFor({ state: 'hidden' });
      await item.getByText('Failed', { exact: true }).waitFor();

      await page.getByRole('tab', { name: 'Audit History' }).click();
      const rows = await auditRows(page);
      expect(rows[0]).toMatchObject({
        action: 'update',
        field: 'Seerat model check 1: Status',
        change: 'Passed → Failed',
        reason: 'Re-checked at the March visit',
      });
      expect(rows.map((row) => row.field)).toEqual(
        expect.arrayContaining(['Seerat model check 1', 'Seerat model check 1: Notes']),
      );
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot('history');
    });
  }
});
