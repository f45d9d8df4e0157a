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
