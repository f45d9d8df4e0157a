/// <reference lib="dom" />
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createMeeting, createZone } from '../support/portal-api';
import { onNextVisit, signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

/**
 * The landing path's scripts before the dashboard's heading paints. It was 98 (the entry and 33
 * chunks it imports, then 64 chunks of the signed-in layout and the dashboard once `/api/user` had
 * answered); it is 4 (zod-without-eval.js, the entry, the sign-in and landing groups of
 * web/vite.config.ts). The bound leaves room for a chunk or two more, not for a return to dozens.
 */
const LANDING_SCRIPTS_AT_MOST = 6;

/** Messages of the event, budget and city forms' schemas (contracts), each found in no other. */
const SCREEN_SCHEMA_MESSAGES = [
  'Event name is required',
  'Category is required',
  'Only admin can change status',
  'Each line must be an http or https link',
];

describeInBrowser('the dashboard’s first paint', () => {
  test('a signed-in visit of / fetches a handful of scripts before the dashboard paints', async ({
    browser,
    page,
  }) => {
    await signIn(page, ADMIN);
    await onNextVisit(browser, page, async (landing) => {
      await landing.addInitScript(markWhenWelcomePaints);
      await landing.goto('/');
      await landing.getByRole('heading', { name: `Welcome, ${ADMIN.username}` }).waitFor();

      const scripts = await landing.evaluate(() => {
        const paintedAt = (window as unknown as { welcomePaintedAt: number }).welcomePaintedAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < paintedAt && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname);
      });
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(LANDING_SCRIPTS_AT_MOST);
      // The chart library comes after the first paint, not on its path.
      expect(scripts.filter((script) => /BarChart|series-chart|count-bar-chart/.test(script))).toEqual([]);
    });
  });

  test('the dashboard shows its days, months and rankings without loading the browser’s locale data', async ({
    browser,
    page,
    portal,
  }) => {
    // The first Intl object or localeCompare of a page loads the locale data: 15 to 50 ms on a
    // slow host, a long task of its own on a phone (bench/RESULTS.md, "The dashboard's first
    // paint on a slow host"). Two zones of as many cities are ranked by name; a meeting held
    // today is this month's activity.
    const first = await createZone(portal, { name: 'Locale Zone A', masool: 'Hafiz Ali' });
    const second = await createZone(portal, { name: 'Locale Zone B', masool: 'Hafiz Umar' });
    const cityId = await createCity(portal, { name: 'Locale City', masoolName: 'Bilal', zoneId: first });
    await createCity(portal, { name: 'Locale Town', masoolName: 'Usman', zoneId: second });
    const today = new Date().toISOString().slice(0, 10);
    await createMeeting(portal, { title: 'Locale meeting', meetingDate: today, cityId, status: 'completed' });
    await signIn(page, ADMIN);
    await onNextVisit(browser, page, async (landing) => {
      await landing.addInitScript(noteLocaleDataUses);
      await landing.goto('/');
      await landing.getByRole('heading', { name: `Welcome, ${ADMIN.username}` }).waitFor();
      await cardTitled(landing, 'City Performance')
        .getByRole('link', { name: /Locale City/ })
        .waitFor();
      await landing.getByText(/In the last 12 months: \d+ events, [1-9]\d* meetings/).waitFor();
      await landing.getByText('Locale Zone B', { exact: true }).first().waitFor();
      await landing.waitForLoadState('networkidle');

      const uses = await landing.evaluate(
        () => (window as unknown as { localeDataUses: string[] }).localeDataUses,
      );
      expect(uses).toEqual([]);
    });
  });

  test('the first script builds no other screen’s schemas', async ({ page }) => {
    // Every page starts with the entry, so what it builds delays every first paint. The route tree
    // it holds needs a few constants of the screens' contracts (their tabs, a limit): those live
    // apart from the screens' schemas, which load with their screens. On the old build the entry
    // built all of them, a sixth of its running time on a phone (bench/RESULTS.md).
    const html = await (await page.request.get('/auth')).text();
    const entry = html.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
    expect(entry, html).toBeDefined();
    const script = await (await page.request.get(entry!)).text();
    expect(SCREEN_SCHEMA_MESSAGES.filter((message) => script.includes(message))).toEqual([]);
    // The one statement of contracts run for its effect stays: the field messages it installs.
    expect(script.includes('A value is required')).toBe(true);
  });

  test('the frame paints while /api/user is still unanswered, with no menu entry until it answers', async ({
    browser,
    page,
    screenshot,
  }) => {
    await signIn(page, ADMIN);
    await onNextVisit(browser, page, async (landing) => {
      const release = await holdCurrentUser(landing);
      await landing.goto('/');

      await landing.getByRole('banner').getByRole('button', { name: 'Refresh' }).waitFor();
      await landing.getByRole('complementary').getByText('Seerat Circles', { exact: true }).waitFor();
      await landing.getByRole('status', { name: 'Loading the menu' }).first().waitFor();
      // Which entries show depends on the user's roles: none may show before they are known.
      expect(await landing.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
      expect(await landing.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
      await screenshot('waiting for the user');

      release();
      await landing.getByRole('heading', { name: `Welcome, ${ADMIN.username}` }).waitFor();
      await landing.getByRole('complementary').getByRole('link', { name: 'Admin Panel' }).waitFor();
      await landing.getByRole('complementary').getByText(ADMIN.username, { exact: true }).waitFor();
      expect(await landing.getByRole('status', { name: 'Loading the menu' }).count()).toBe(0);
    });
  });

  test('a browser that thinks it is signed in but holds no session is sent to sign in with the address it opened', async ({
    page,
  }) => {
    // As after the session ended on the server: the hint says maybe, the API says 401.
    await page.goto('/auth');
    await page.evaluate(() => window.localStorage.setItem('seerat.maySignedIn', '1'));

    await page.goto('/cities');
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cities');
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
  });
});

/** Runs in the page before its scripts: notes when the dashboard's heading first appears. */
function markWhenWelcomePaints(): void {
  new MutationObserver((_, observer) => {
    const heading = document.querySelector('h1');
    if (!heading?.textContent?.startsWith('Welcome')) return;
    (window as unknown as { welcomePaintedAt: number }).welcomePaintedAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Runs in the page before its scripts: notes each use of what loads the locale data (a new `Intl`
 * object, `localeCompare`, the `toLocale…String` methods), with the script line that made it.
 */
function noteLocaleDataUses(): void {
  const uses: string[] = [];
  (window as unknown as { localeDataUses: string[] }).localeDataUses = uses;
  const caller = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
  const kinds = [
    'DateTimeFormat',
    'NumberFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
  ];
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  for (const kind of kinds) {
    intl[kind] = new Proxy(intl[kind]!, {
      construct(target, args) {
        uses.push(`Intl.${kind} ${caller()}`);
        return new target(...args);
      },
    });
  }
  const methods: [object, string][] = [
    [String.prototype, 'localeCompare'],
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ];
  for (const [prototype, name] of methods) {
    const owner = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = owner[name]!;
    owner[name] = function (this: unknown, ...args: unknown[]) {
      uses.push(`${name} ${caller()}`);
      return original.apply(this, args);
    };
  }
}

/** Holds every `GET /api/user` until the returned function is called. */
async function holdCurrentUser(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/user', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}
