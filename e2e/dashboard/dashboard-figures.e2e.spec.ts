import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createZone } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

describeInBrowser('the dashboard and zone page figures', () => {
  test('come from the server: the dashboard asks for its 6 best cities and never walks every page', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Figures Zone', masool: 'Hafiz Ali' });
    await createCity(portal, {
      name: 'Figures Second',
      masoolName: 'Bilal',
      zoneId,
      activeCircles: 25,
      majlisMembers: 5,
    });
    await createCity(portal, {
      name: 'Figures First',
      masoolName: 'Ahmad',
      zoneId,
      activeCircles: 30,
      majlisMembers: 40,
    });
    const cityLists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/cities') cityLists.push(url.search);
    });

    await signIn(page, ADMIN);
    const performance = cardTitled(page, 'City Performance');
    await performance.getByRole('link', { name: /Figures First/ }).waitFor();
    await cardTitled(page, 'Campus Readiness')
      .getByText(/cities are campuses/)
      .waitFor();
    await cardTitled(page, 'Zone Performance')
      .getByText(/active circles in all/)
      .waitFor();
    // A chart is drawn once it comes near the view (web/src/components/charts/chart-when-near-view.tsx).
    const circles = cardTitled(page, 'Active Circles by Zone');
    await circles.scrollIntoViewIfNeeded();
    await circles.getByText('Figures Zone').first().waitFor();
    // The city list is asked once, for the head of the ranking: no page of every city.
    expect(cityLists).toEqual(['?sort=performance&limit=6']);
    await screenshot('dashboard');

    await performance.getByRole('searchbox').fill('Figures');
    await performance.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL((url) => url.pathname === '/cities');
    // The address changes before the dashboard goes: its own City Performance list would match.
    await page.getByText('All 2 shown', { exact: true }).waitFor();
    const list = page.getByRole('list').filter({ has: page.getByRole('link', { name: /Figures First/ }) });
    await list.waitFor();
    expect(await list.getByRole('link').allInnerTexts()).toEqual([
      expect.stringContaining('Figures First'),
      expect.stringContaining('Figures Second'),
    ]);

    await page.goto(`${portal.url}/zones/${zoneId}`);
    const metrics = cardTitled(page, 'Metrics');
    await metrics.getByText('55', { exact: true }).waitFor();
    await cardTitled(page, 'Circles and Members by City')
      .getByText('2 cities with 55 active circles and 45 majlis members.', { exact: true })
      .waitFor();
    expect(cityLists.filter((search) => search.includes('limit=100'))).toEqual([]);
    await screenshot('zone page');
  });
});
