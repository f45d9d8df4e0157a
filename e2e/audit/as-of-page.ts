import type { Page } from 'playwright-core';

/** The value a field shows in a past view (`Active Circles` → `4`), in the card named `view`. */
export async function pastValue(page: Page, view: string, label: string): Promise<string> {
  return page
    .getByRole('region', { name: view })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}
