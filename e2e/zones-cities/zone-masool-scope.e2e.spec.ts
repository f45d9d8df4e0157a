import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { browserTest, describeInBrowser } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createUser, createZone } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { openCity } from './city-page';

const MASOOL = { username: 'karachi.masool', password: 'karachi-password-1' };

/**
 * Two zones with a city each, and the masool of the first. Made once per file through the admin
 * API, before the first test whether it asks for the ids or not: the tests are about what the
 * masool sees, not about making zones.
 */
const test = browserTest.extend('zones', { scope: 'file', auto: true }, async ({ portal }) => {
  const own = await createZone(portal, { name: 'Karachi Zone', masool: 'Mufti Rashid' });
  const other = await createZone(portal, { name: 'Lahore Zone', masool: 'Hafiz Imran' });
  const ownCity = await createCity(portal, { name: 'Karachi', masoolName: 'Saad Ali', zoneId: own });
  await createCity(portal, { name: 'Lahore', masoolName: 'Umar Farooq', zoneId: other });
  await createUser(portal, { ...MASOOL, roles: ['zone_masool'], assignedZoneId: own });
  return { own, other, ownCity };
});

describeInBrowser('a zone masool', () => {
  test('sees only their own zone, and its cities, on the dashboard and on /zones', async ({
    page,
    screenshot,
  }) => {
    await signIn(page, MASOOL);

    const zonePerformance = cardTitled(page, 'Zone Performance');
    expect(await cardHeadings(zonePerformance, 'Karachi Zone')).toEqual(['Karachi Zone']);
    expect(await cardHeadings(cardTitled(page, 'City Performance'), 'Karachi')).toEqual(['Karachi']);
    await screenshot('dashboard');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Zones' }).click();
    await waitForPath(page, '/zones');
    // The address changes before the list replaces the dashboard, whose cards have level-3 headings too.
    await page.getByText('1 zone', { exact: true }).waitFor();
    expect(await cardHeadings(page.getByRole('main'), 'Karachi Zone')).toEqual(['Karachi Zone']);
    await screenshot('zones');
  });

  test("opening another zone's page shows the access-denied text", async ({ page, zones, screenshot }) => {
    await signIn(page, MASOOL);

    await page.goto(`/zones/${zones.own}`);
    await page.getByRole('heading', { level: 1, name: 'Karachi Zone' }).waitFor();

    await page.goto(`/zones/${zones.other}`);
    await page.getByRole('heading', { name: 'Access Denied', exact: true }).waitFor();
    await page
      .getByText('Access denied to this zone. Please contact your Administrator for permission.', {
        exact: true,
      })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Lahore Zone' }).count()).toBe(0);
    await screenshot();
  });

  test('the city form shows Status disabled with Only admin can change status', async ({
    page,
    zones,
    screenshot,
  }) => {
    await signIn(page, MASOOL);
    await openCity(page, zones.ownCity, 'Karachi');

    await page.getByRole('button', { name: 'Update City', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Update City', exact: true }).waitFor();

    const status = page.getByLabel(/^Status\*?$/);
    expect(await status.isDisabled()).toBe(true);
    expect(await status.inputValue()).toBe('active');
    const note = page.getByText('Only admin can change status', { exact: true });
    expect(await note.isVisible()).toBe(true);
    // The note is the field's description, so a screen reader says why the field is locked.
    expect(await status.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await screenshot();
  });

  test('on Data Entry, Add Zone is disabled with Only administrators can create new zones', async ({
    page,
    screenshot,
  }) => {
    await signIn(page, MASOOL);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data Entry' }).click();
    await waitForPath(page, '/data-entry');

    const addZone = page.getByRole('tab', { name: 'Add Zone', exact: true });
    expect(await addZone.isDisabled()).toBe(true);
    await page.getByText('Only administrators can create new zones', { exact: true }).waitFor();
    // The Add City tab stays open: a zone masool adds cities to their own zone.
    expect(await page.getByRole('tab', { name: 'Add City', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await screenshot();

    // Nor does the address open the zone form.
    await page.goto('/data-entry?tab=zone');
    await page.getByRole('heading', { name: 'Add Zone', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Create Zone' }).count()).toBe(0);
    expect(await page.getByLabel(/^Zone Name\*?$/).count()).toBe(0);
  });
});

/** The names of the zone or city cards in `within`, once `expected` has shown among them. */
async function cardHeadings(within: Locator, expected: string): Promise<string[]> {
  const headings = within.getByRole('link').getByRole('heading', { level: 3 });
  await headings.filter({ hasText: expected }).first().waitFor();
  return headings.allInnerTexts();
}
