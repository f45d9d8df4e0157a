import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createZone } from '../support/portal-api';
import { onNextVisit, signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

/** A phone, as Lighthouse's mobile run sees the dashboard: every chart is well below the fold. */
const PHONE = { width: 390, height: 844 };

/** recharts and the two chart modules that import it (web/src/components/charts/). */
const CHART_SCRIPT = /BarChart|series-chart|count-bar-chart/;

describeInBrowser('the dashboard’s charts', () => {
  test('load and draw only when scrolled near, not while the dashboard first settles', async ({
    browser,
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Chart Zone', masool: 'Hafiz Ali' });
    await createCity(portal, { name: 'Chart City', masoolName: 'Bilal', zoneId, activeCircles: 12 });
    await signIn(page, ADMIN);
    await onNextVisit(
      browser,
      page,
      async (phone) => {
        const scripts: string[] = [];
        phone.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.endsWith('.js')) scripts.push(pathname);
        });
        await phone.goto('/');
        // The figures have come (the charts' captions and lists show them) and nothing is in flight:
        // a chart drawn as soon as its data came would have asked for recharts by now.
        await cardTitled(phone, 'City Performance')
          .getByRole('link', { name: /Chart City/ })
          .waitFor();
        await cardTitled(phone, 'Campus Readiness')
          .getByText(/cities are campuses/)
          .waitFor();
        await phone.waitForLoadState('networkidle');
        expect(scripts.filter((script) => CHART_SCRIPT.test(script))).toEqual([]);
        // Nothing loads until the reader comes near, so no spinner says it does (a screen with a
        // spinner turning never settles for the screen sweeps).
        const circles = cardTitled(phone, 'Active Circles by Zone');
        expect(await phone.locator('.animate-spin').count()).toBe(0);

        await circles.scrollIntoViewIfNeeded();
        await circles.getByText('Chart Zone', { exact: true }).waitFor();
        expect(scripts.filter((script) => CHART_SCRIPT.test(script)).length).toBeGreaterThan(0);
        await screenshot('drawn once scrolled to');
      },
      { viewport: PHONE },
    );
  });
});
