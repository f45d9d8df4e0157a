import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pastValue as pastCityValue } from '../support/as-of-view';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createZone, updateCity } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { openCity, statValue } from '../zones-cities/city-page';

/** The value a field of the city page's General Info shows in the city's past view. */
const pastValue = (page: Page, label: string) => pastCityValue(page, 'City as of this moment', label);
/** The number a stat card shows in the city's past view, drawn by the present page's own cards. */
const pastStat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'City as of this moment' })
    .getByRole('region', { name: label, exact: true })
    .getByRole('paragraph')
    .innerText();

describeInBrowser('a city as of a past change', () => {
  test('opens from a Change History row with the values of then, and goes back to now', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Sindh', masool: 'Qari Hamid' });
    const cityId = await createCity(portal, {
      name: 'Sukkur',
      masoolName: 'Abdul Rauf',
      zoneId,
      activeCircles: 4,
    });
    await updateCity(portal, cityId, {
      changeReason: 'Monthly count',
      activeCircles: 12,
      masoolName: 'Bilal Ahmed',
    });
    await signIn(page, ADMIN);
    await openCity(page, cityId, 'Sukkur');
    expect(await statValue(page, 'Active Circles')).toBe('12');

    const history = page.getByRole('region', { name: 'Change history table' });
    await history.getByRole('cell', { name: 'Active Circles', exact: true }).waitFor();
    const created = history.getByRole('row').filter({ hasText: 'create' });
    await created.getByRole('button', { name: 'View as of then' }).click();

    await page.getByText('Viewing as of').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/cities/${cityId}`);
    expect(url.searchParams.get('asOf')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await pastStat(page, 'Active Circles')).toBe('4');
    expect(await pastValue(page, 'City Masool')).toContain('Abdul Rauf');
    // The past reads like the present: the zone by its name, a link to it, no id or state dump.
    const past = page.getByRole('region', { name: 'City as of this moment' });
    expect(await past.getByRole('link', { name: 'Sindh', exact: true }).getAttribute('href')).toBe(
      `/zones/${zoneId}`,
    );
    expect(await past.innerText()).not.toMatch(/#\d|zoneId|\{/);
    await screenshot('city as of its creation');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('city as of its creation at 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The moment is in the address: reloading shows the same past.
    await page.reload();
    expect(await pastStat(page, 'Active Circles')).toBe('4');

    // Before the city existed: said plainly, not as a failure to retry.
    await page.goto(`${portal.url}/cities/${cityId}?asOf=2001-01-01T00:00:00.000Z`);
    await page.getByText('City did not exist yet').waitFor();
    expect(await page.getByText('Failed to load this moment').count()).toBe(0);

    await page.getByRole('button', { name: 'Back to now' }).click();
    await waitForPath(page, `/cities/${cityId}`);
    await page.getByRole('heading', { level: 1, name: 'Sukkur', exact: true }).waitFor();
    expect(await statValue(page, 'Active Circles')).toBe('12');

    // The zone's past is drawn by the zone page's own General Information card.
    await page.goto(`${portal.url}/zones/${zoneId}?asOf=${encodeURIComponent(new Date().toISOString())}`);
    expect(await pastCityValue(page, 'Zone as of this moment', 'Zone Masool')).toBe('Qari Hamid');
    await screenshot('zone as of now');
  });

  test('the activity feed finds the change, filtered in its address, and opens the city as of then', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Balochistan', masool: 'Qari Saleem' });
    const cityId = await createCity(portal, {
      name: 'Quetta',
      masoolName: 'Abdul Rauf',
      zoneId,
      activeCircles: 3,
    });
    await updateCity(portal, cityId, { changeReason: 'Count after Ramadan', activeCircles: 8 });
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Activity' }).click();
    await waitForPath(page, '/audit');
    await page.getByRole('button', { name: 'Verify now' }).click();
    await page.getByText('The log holds:').waitFor();
    await page.getByLabel('Entity type').selectOption('cities');
    await page.getByLabel('Entity id').fill(String(cityId));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Count after Ramadan' });
    await row.waitFor();
    expect(new URL(page.url()).searchParams.get('entityId')).toBe(String(cityId));
    expect(await row.getByRole('cell').nth(3).innerText()).toBe('Active Circles');
    await screenshot('activity filtered to one city');
    await row.getByRole('link', { name: `City ${cityId}` }).click();
    await page.getByText('Viewing as of').waitFor();
    expect(await pastStat(page, 'Active Circles')).toBe('8');
  });
});
