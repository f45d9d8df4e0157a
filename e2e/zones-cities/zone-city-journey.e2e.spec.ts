import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createZone } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { waitForToast } from '../support/toasts';
import { auditRows, generalInfo, openCity, statValue } from './city-page';

describeInBrowser('zones and cities through the screens, as an administrator', () => {
  test('Data Entry creates a zone and a city in it, and the city page opens', async ({
    page,
    screenshot,
  }) => {
    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data Entry' }).click();
    await waitForPath(page, '/data-entry');

    await page.getByRole('tab', { name: 'Add Zone', exact: true }).click();
    await page.getByLabel(/^Zone Name\*?$/).fill('Punjab North');
    await page.getByLabel(/^Zone Masool\*?$/).fill('Hafiz Usman');
    await page.getByRole('button', { name: 'Create Zone', exact: true }).click();
    expect(await waitForToast(page, 'Zone created successfully')).toEqual({
      title: 'Zone created successfully',
      description: null,
      destructive: false,
    });
    await screenshot('zone created');

    await page.getByRole('tab', { name: 'Add City', exact: true }).click();
    await page.getByLabel(/^Name\*?$/).fill('Rawalpindi');
    await page.getByLabel(/^Masool Name\*?$/).fill('Abdul Rauf');
    await page.getByLabel(/^Zone\*?$/).selectOption({ label: 'Punjab North' });
    await page.getByLabel('Active Circles', { exact: true }).fill('7');
    await page.getByRole('button', { name: 'Create City', exact: true }).click();
    expect(await waitForToast(page, 'City created successfully')).toEqual({
      title: 'City created successfully',
      description: null,
      destructive: false,
    });
    // The form starts again, empty, for the next city.
    expect(await page.getByLabel(/^Name\*?$/).inputValue()).toBe('');
    await screenshot('city created');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cities' }).click();
    await waitForPath(page, '/cities');
    await page
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: 'Rawalpindi', exact: true }) })
      .click();

    await page.waitForURL((url) => /^\/cities\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Rawalpindi', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Punjab North', exact: true }).count()).toBe(1);
    expect(await statValue(page, 'Active Circles')).toBe('7');
    expect(await generalInfo(page, 'City Masool')).toEqual(['Abdul Rauf', '+92-000-0000000']);
    await screenshot('city page');
  });

  test('Update City records one audit row per changed field with the user and the reason', async ({
    page,
    portal,
    screenshot,
  }) => {
    const reason = 'New masool after the annual review';
    const zoneId = await createZone(portal, { name: 'Sindh', masool: 'Qari Saleem' });
    const cityId = await createCity(portal, {
      name: 'Hyderabad',
      masoolName: 'Abdul Rauf',
      zoneId,
      activeCircles: 4,
    });
    await signIn(page, ADMIN);
    await openCity(page, cityId, 'Hyderabad');

    await page.getByRole('button', { name: 'Update City', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Update City', exact: true }).waitFor();
    // An administrator may change the status: no note says otherwise.
    expect(await page.getByLabel(/^Status\*?$/).isEnabled()).toBe(true);
    expect(await page.getByText('Only admin can change status').count()).toBe(0);
    await page.getByLabel(/^Masool Name\*?$/).fill('Bilal Ahmed');
    await page.getByLabel('Active Circles', { exact: true }).fill('12');
    await page.getByLabel('Reason for change', { exact: true }).fill(reason);
    await screenshot('form filled');
    await page.getByRole('button', { name: 'Update City', exact: true }).click();

    expect(await waitForToast(page, 'City updated successfully')).toEqual({
      title: 'City updated successfully',
      description: null,
      destructive: false,
    });
    await page.getByRole('heading', { level: 1, name: 'Hyderabad', exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await generalInfo(page, 'City Masool')).toEqual(['Bilal Ahmed', '+92-000-0000000']);
    expect(await statValue(page, 'Active Circles')).toBe('12');

    expect(
      await page.getByRole('tab', { name: 'Audit History', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    // The history may show what it held before the update for a moment; the update's rows end that.
    await page.getByRole('cell', { name: 'Masool Name', exact: true }).waitFor();
    expect(await auditRows(page)).toEqual([
      { action: 'update', field: 'Masool Name', change: 'Abdul Rauf → Bilal Ahmed', user: 'admin', reason },
      { action: 'update', field: 'Active Circles', change: '4 → 12', user: 'admin', reason },
      { action: 'create', field: 'N/A', change: 'N/A', user: 'admin', reason: 'N/A' },
    ]);
    await screenshot('audit history');
  });
});
