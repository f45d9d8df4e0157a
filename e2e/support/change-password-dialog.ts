import type { Locator, Page } from 'playwright-core';

export type PasswordChange = { current: string; next: string; confirm: string };

/** Opens the Change Password dialog from the header. */
export async function openChangePasswordDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Change Password', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password', exact: true });
  await dialog.waitFor();
  return dialog;
}

export async function submitPasswordChange(dialog: Locator, change: PasswordChange): Promise<void> {
  await dialog.getByLabel('Current Password', { exact: true }).fill(change.current);
  await dialog.getByLabel('New Password', { exact: true }).fill(change.next);
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(change.confirm);
  await dialog.getByRole('button', { name: 'Change Password', exact: true }).click();
}

/** What the three fields hold, in the dialog's order. */
export function passwordFieldValues(dialog: Locator): Promise<string[]> {
  return Promise.all(
    ['Current Password', 'New Password', 'Confirm New Password'].map((label) =>
      dialog.getByLabel(label, { exact: true }).inputValue(),
    ),
  );
}
