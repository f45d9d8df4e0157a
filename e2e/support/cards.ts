import type { Locator, Page } from 'playwright-core';

/**
 * The card titled `title`: a `<section>` whose heading is that title. The portal's cards carry
 * no accessible name of their own, so the card is found as the section holding its heading.
 */
export function cardTitled(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}
