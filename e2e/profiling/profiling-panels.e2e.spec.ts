import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createZone } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

describeInBrowser('Data Profiling', () => {
  test("opens a city's Data & History and a zone's management in its own panel, not on other pages", async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const cityId = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    await signIn(page, ADMIN);
    await page.goto('/profiling');

    await page
      .locator('article', { hasText: 'Lahore' })
      .getByRole('button', { name: 'Edit & History', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Update City', exact: true }).waitFor();
    await page.getByText('Lahore: Change History', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profiling');
    expect(new URL(page.url()).searchParams.get('city')).toBe(String(cityId));
    await screenshot('city');
    await page.getByRole('button', { name: 'Back to cities', exact: true }).click();
    await page.getByRole('button', { name: 'Edit & History', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Zone Profiling', exact: true }).click();
    await page.getByRole('button', { name: 'Edit & Manage', exact: true }).click();
    await page.getByText('Cities in Punjab', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('zone')).toBe(String(zoneId));
    await screenshot('zone');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Lahore' })
      .getByRole('button', { name: 'Edit', exact: true })
      .click();

    await page.getByRole('heading', { name: 'Update City', exact: true }).waitFor();
    await waitForPath(page, '/profiling');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('cities');
    expect(new URL(page.url()).searchParams.get('city')).toBe(String(cityId));
  });
});
