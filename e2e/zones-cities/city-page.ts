import type { Locator, Page } from 'playwright-core';
import { waitForPath } from '../support/sign-in';

/** Opens `/cities/{id}` and waits for the city's name as the page heading. */
export async function openCity(page: Page, cityId: number, name: string): Promise<void> {
  await page.goto(`/cities/${cityId}`);
  await waitForPath(page, `/cities/${cityId}`);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** The number a stat card shows (`Active Circles`, `Masjid Count`, …). */
export async function statValue(page: Page, label: string): Promise<string> {
  return page.getByRole('region', { name: label, exact: true }).getByRole('paragraph').innerText();
}

export type AuditRow = { action: string; field: string; change: string; user: string; reason: string };

/** The Audit History table as read on screen, newest first, without the date column. */
export async function auditRows(page: Page): Promise<AuditRow[]> {
  const table = page.getByRole('table');
  await table.waitFor();
  const rows = await table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all();
  return Promise.all(rows.map(readAuditRow));
}

async function readAuditRow(row: Locator): Promise<AuditRow> {
  const cells = row.getByRole('cell');
  const [, action = '', field = '', , user = '', reason = ''] = await cells.allInnerTexts();
  return { action, field, change: await readChange(cells.nth(3)), user, reason };
}

/** `old → new`, as the cell shows it: the old value, the arrow icon named "changed to", the new one. */
async function readChange(cell: Locator): Promise<string> {
  const values = (await cell.innerText()).split('\n');
  const arrows = await cell.getByRole('img', { name: 'changed to', exact: true }).count();
  return values.join(arrows === 1 ? ' → ' : ' ');
}

/** A General Info entry (`City Masool`, `Responsible City`, …) as the lines it shows. */
export async function generalInfo(page: Page, term: string): Promise<string[]> {
  const value = page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`, 'i') })
    .locator('xpath=following-sibling::dd[1]');
  return (await value.innerText()).split('\n');
}
