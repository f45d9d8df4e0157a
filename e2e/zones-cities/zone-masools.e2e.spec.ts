import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createMasoolProfile, createUser, createZone } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

describeInBrowser('the zone page and Event Management, as the specification asks', () => {
  test("links the zone's masool to their profile and says when a search finds no city", async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Hazara', masool: 'Qari Yousuf' });
    await createCity(portal, { name: 'Abbottabad', masoolName: 'Bilal Khan', zoneId });
    const userId = await createUser(portal, {
      username: 'hazara.masool',
      password: 'hazara-password-1',
      roles: ['zone_masool'],
      assignedZoneId: zoneId,
    });
    await createMasoolProfile(portal, { name: 'Qari Yousuf', contact: '03001234567', zoneId, userId });
    await signIn(page, ADMIN);
    await page.goto(`${portal.url}/zones/${zoneId}`);

    const masools = cardTitled(page, 'Masools');
    await masools.getByRole('link', { name: 'Qari Yousuf' }).click();
    await waitForPath(page, `/masool-profile/${userId}`);
    await page.goBack();
    await waitForPath(page, `/zones/${zoneId}`);
    // A city masool without a profile is named, not linked.
    await cardTitled(page, 'Masools').getByText('Bilal Khan', { exact: true }).waitFor();
    expect(await cardTitled(page, 'Masools').getByRole('link', { name: 'Bilal Khan' }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search cities in Hazara' }).fill('Mansehra');
    await page.getByText('No cities found in this zone', { exact: true }).waitFor();
    await screenshot('zone search finds nothing');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('zone search finds nothing at 390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('searchbox', { name: 'Search cities in Hazara' }).fill('abbott');
    await cardTitled(page, 'Cities in Hazara')
      .getByRole('link', { name: /Abbottabad/ })
      .waitFor();
  });

  test('Event Management has the back action to the page before it', async ({ page, screenshot }) => {
    await signIn(page, ADMIN);
    const before = new URL(page.url()).pathname;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await waitForPath(page, '/events');
    await page.getByRole('heading', { name: 'Event Management' }).waitFor();
    await screenshot('events page');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForPath(page, before);
    await page.getByRole('heading', { name: 'Event Management' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(before);
  });
});
