import type { Page as ListPage } from '@seerat/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserTest, describeInBrowser } from '../support/browser-test';
import { startDemoPortal } from '../support/demo-template';
import { artifactPath } from '../support/screenshots';
import { submitSignIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { settle, trackRequests } from './every-screen';
import { cellsOutOfView, cutOffTabs, smallTapTargets } from './touch';

/** The main screens at two widths, on a loaded machine, after seeding the demo organisation. */
const SWEEP_TIMEOUT_MS = 600_000;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** What one screen at one width showed wrong; empty lists where it showed nothing wrong. */
type ScreenFindings = {
  screen: string;
  width: number;
  small: string[];
  cutTabs: string[];
  /** History and activity cells looked at (on a phone), and those out of view. */
  tableCells: number;
  cellsOut: string[];
};

/**
 * The screens a person uses every day, with the ones the issue measured (the city page's history
 * tabs and table, the profile's tabs, the activity feed), signed in as the administrator.
 */
async function mainScreens(page: Page): Promise<string[]> {
  const [cities, profiles] = await Promise.all(
    ['/api/cities', '/api/masool-profiles'].map(async (path) => (await page.request.get(path)).json()),
  );
  const city = (cities as ListPage<{ id: number; zoneId: number }>).items[0]!;
  const profile = (profiles as ListPage<{ userId: number | null }>).items.find(
    (each) => each.userId !== null,
  )!;
  return [
    '/',
    `/zones/${city.zoneId}`,
    `/cities/${city.id}`,
    '/events',
    '/meetings',
    '/meetings?tab=karguzari',
    '/profile-management',
    `/masool-profile/${profile.userId}`,
    '/admin',
    '/admin?tab=roles',
    '/audit',
    '/qabails',
    '/data-entry',
    '/danger-zone',
  ];
}

/** Loads each main screen on a phone, then on a desktop, and records what each width showed. */
async function sweep(browser: Browser, url: string): Promise<ScreenFindings[]> {
  const context = await browser.newContext({ baseURL: url, viewport: PHONE, reducedMotion: 'reduce' });
  const findings: ScreenFindings[] = [];
  try {
    const page = await context.newPage();
    try {
      await submitSignIn(page, ADMIN);
      await waitForPath(page, '/');
      const inFlight = trackRequests(page);
      for (const screen of await mainScreens(page)) {
        await page.setViewportSize(PHONE);
        await page.goto(screen);
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await settle(page, inFlight);
          findings.push(await measure(page, screen, viewport.width));
        }
      }
    } catch (error) {
      await page.screenshot({ path: artifactPath('touch sweep failure') });
      throw error;
    }
  } finally {
    await context.close();
  }
  return findings;
}

/** What the screen shows wrong at this width; a screenshot of it when anything. */
async function measure(page: Page, screen: string, width: number): Promise<ScreenFindings> {
  const cells = width === PHONE.width ? await cellsOutOfView(page) : { cells: 0, out: [] };
  const found = {
    screen,
    width,
    small: await smallTapTargets(page),
    cutTabs: await cutOffTabs(page),
    tableCells: cells.cells,
    cellsOut: cells.out,
  };
  if (found.small.length + found.cutTabs.length + found.cellsOut.length > 0) {
    // The window only: a full-page capture of the longest screens outlasts any timeout.
    await page.screenshot({ path: artifactPath(`touch ${width} ${screen} failure`), animations: 'disabled' });
  }
  return found;
}

const test = browserTest
  .extend('demoPortal', { scope: 'file' }, async ({ environment }, { onCleanup }) => {
    const portal = await startDemoPortal(environment);
    onCleanup(() => portal.close());
    return portal;
  })
  .extend('findings', { scope: 'file' }, ({ browser, demoPortal }) => sweep(browser, demoPortal.url));

/** The findings that hold something, by screen and width, for a failure that names what to fix. */
function failing(
  findings: ScreenFindings[],
  key: 'small' | 'cutTabs' | 'cellsOut',
): Record<string, string[]> {
  return Object.fromEntries(
    findings
      .filter((each) => each[key].length > 0)
      .map((each) => [`${each.width} ${each.screen}`, each[key]]),
  );
}

describeInBrowser('the main screens on a phone and on a desktop', () => {
  test(
    'offer no tap target smaller than 24 × 24 px (WCAG 2.2 target size)',
    async ({ findings }) => {
      expect(findings.length).toBeGreaterThan(20);
      expect(failing(findings, 'small')).toEqual({});
    },
    SWEEP_TIMEOUT_MS,
  );

  test('let every tab of a tab row come into view: the row wraps or scrolls, never cuts a tab off', ({
    findings,
  }) => {
    expect(failing(findings, 'cutTabs')).toEqual({});
  });

  test('show history and activity tables on a phone as stacked rows, every cell in view', ({ findings }) => {
    // Looked at: the city page's history and the activity feed have rows in the demo.
    const phone = (screen: string) =>
      findings.find((each) => each.width === PHONE.width && each.screen.startsWith(screen));
    expect(phone('/cities/')?.tableCells).toBeGreaterThan(0);
    expect(phone('/audit')?.tableCells).toBeGreaterThan(0);
    expect(failing(findings, 'cellsOut')).toEqual({});
  });
});
