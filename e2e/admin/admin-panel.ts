import type { Locator, Page } from 'playwright-core';
import { waitForPath } from '../support/sign-in';

/** Opens the Admin Panel from the sidebar, as an administrator would. */
export async function openAdminPanel(page: Page): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: 'Admin Panel', exact: true }).click();
  await waitForPath(page, '/admin');
  await page.getByRole('heading', { name: 'Admin Panel', exact: true }).waitFor();
}

/** The users table's row of `username`. */
export function userRow(page: Page, username: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username, exact: true }) });
}

/** The custom role form's permission row of `module` (Zones, Cities, …). */
export function moduleRow(dialog: Locator, module: string): Locator {
  // The inner locator of `has` is matched inside each row, so it starts from the page, not the dialog.
  const header = dialog.page().getByRole('rowheader', { name: module, exact: true });
  return dialog.getByRole('row').filter({ has: header });
}

/** A row's cells as text, in the table's column order. */
export async function rowCells(row: Locator): Promise<string[]> {
  await row.waitFor();
  const cells = await row.locator('th, td').allInnerTexts();
  return cells.map((cell) => cell.replace(/\s+/g, ' ').trim());
}

/** The dialog named `title`, once it is open. */
export async function dialogNamed(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

/** The full text of the toast titled `title` (title and description), lines joined by `\n`. */
export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
  await toast.waitFor();
  return toast.innerText();
}

/**
 * The message shown beside the field labelled `label`, as a screen reader announces it: the
 * field is marked invalid and described by the message. `null` when the field shows none.
 */
export async function fieldError(scope: Locator, label: RegExp | string): Promise<string | null> {
  const field = scope.getByLabel(label);
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const describedBy = await field.getAttribute('aria-describedby');
  if (describedBy === null) return null;
  return scope.page().locator(`[id="${describedBy}"]`).innerText();
}
