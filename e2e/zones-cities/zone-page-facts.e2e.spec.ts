import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createMeeting, createZone } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

/** Whether the page scrolls sideways, or the box holding `table` does: a table wider than the screen. */
async function sidewaysScroll(page: Page, table: Locator): Promise<{ document: boolean; table: boolean }> {
  return {
    document: await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    table: await table.evaluate((element) => {
      const box = element.parentElement!;
      return (
        box.scrollWidth > box.clientWidth + 1 || element.getBoundingClientRect().right > window.innerWidth
      );
    }),
  };
}

/** The cell texts of the Not Met or Reported row of `city`, without their stacked headings. */
async function notMetRow(page: Page, city: string): Promise<string[]> {
  const row = page
    .getByRole('region', { name: 'Not Met or Reported' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: city, exact: true }) });
  return row
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));
}

const today = new Date().toISOString().slice(0, 10);

describeInBrowser('the zone page', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`says the same of a city that never met in both of its cards, at ${viewport.width} px`, async ({
      page,
      portal,
      screenshot,
    }) => {
      const zoneId = await createZone(portal, { name: `Facts ${viewport.width}`, masool: 'Qari Hamid' });
      await createCity(portal, { name: `Silent ${viewport.width}`, masoolName: 'Tariq', zoneId });
      const met = await createCity(portal, { name: `Met ${viewport.width}`, masoolName: 'Bilal', zoneId });
      await createMeeting(portal, {
        title: 'Weekly circle',
        meetingDate: today,
        cityId: met,
        status: 'completed',
      });
      await signIn(page, ADMIN);
      await page.setViewportSize(viewport);
      await page.goto(`/zones/${zoneId}`);

      // The hourly job has not run since the city was added: the card still lists it.
      const danger = cardTitled(page, 'Danger Zone Cities');
      await danger.getByRole('link', { name: new RegExp(`^Silent ${viewport.width}`) }).waitFor();
      expect(await danger.getByText('No meetings yet', { exact: true }).count()).toBe(1);
      expect(await danger.getByText('Every city of this zone has met in the last 2 weeks').count()).toBe(0);
      expect(await danger.getByRole('link', { name: new RegExp(`^Met ${viewport.width}`) }).count()).toBe(0);

      const silent = await notMetRow(page, `Silent ${viewport.width}`);
      expect(silent[0]).toContain('Danger zone');
      // Last meeting "Never", and no number of weeks beside it (the dash is for the eye only).
      expect(silent.slice(1, 3)).toEqual([expect.stringMatching(/Never$/), expect.not.stringMatching(/\d/)]);
      const metRow = await notMetRow(page, `Met ${viewport.width}`);
      expect(metRow[0]).not.toContain('Danger zone');
      expect(metRow[2]).toMatch(/0$/);

      const table = page.getByRole('region', { name: 'Not Met or Reported' }).getByRole('table');
      expect(await sidewaysScroll(page, table)).toEqual({ document: false, table: false });
      await danger.scrollIntoViewIfNeeded();
      await screenshot();
    });
  }

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`and the admin users table fit the screen at ${viewport.width} px: stacked rows on a phone`, async ({
      page,
      screenshot,
    }) => {
      await signIn(page, ADMIN);
      await page.setViewportSize(viewport);
      await page.goto('/admin');
      const table = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: 'admin' }) });
      await table.waitFor();
      expect(await sidewaysScroll(page, table)).toEqual({ document: false, table: false });
      await screenshot();
    });
  }
});
