import type { Page } from 'playwright-core';

/** The value a field shows in the past view named `region` (`Active Circles` → `4`). */
export async function pastValue(page: Page, region: string, label: string): Promise<string> {
  return page
    .getByRole('region', { name: region })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

/**
 * The cell under `column` of the one row a past view's table shows (the Admin Panel's users and
 * roles are drawn by their tables): `Description` → `Reads the cities of a zone`.
 */
export async function pastCell(page: Page, region: string, column: string): Promise<string> {
  const table = page.getByRole('region', { name: region }).getByRole('table');
  await table.waitFor();
  // The headers are upper-cased by style, and innerText reads them so.
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.toLowerCase());
  const index = headers.indexOf(column.toLowerCase());
  if (index < 0) throw new Error(`No column ${column} in ${headers.join(', ')}`);
  return table.locator('tbody tr').first().locator('th, td').nth(index).innerText();
}
