import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { browserTest, describeInBrowser } from '../support/browser-test';
import { saveScreenshot } from '../support/screenshots';
import { submitSignIn, waitForPath } from '../support/sign-in';
import { ADMIN, startTestPortal, type TestPortal } from '../support/test-portal';
import {
  type AxeViolation,
  everyScreen,
  type SidewaysScroll,
  seriousAxeViolations,
  settle,
  sidewaysScroll,
} from './every-screen';

/** Two viewports of every screen, seeded with the demo organisation first: minutes, not seconds. */
const SWEEP_TIMEOUT_MS = 300_000;

/** Phones from 360 to 430 px wide; 390 is the iPhone. */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };

/** The demo organisation: screens full of real data, Urdu names, long tables and charts. */
const test = browserTest.extend('demoPortal', { scope: 'file' }, async ({ environment }, { onCleanup }) => {
  const portal = await startTestPortal({ webDistDir: environment.webDistDir, demoData: 'small' });
  onCleanup(() => portal.close());
  return portal;
});

type Screen = { address: string; signedIn: boolean };

/** Every screen of the router, signed in as the administrator (who sees them all); `/auth` signed out. */
async function screensOf(context: BrowserContext): Promise<Screen[]> {
  const page = await context.newPage();
  // Not `signIn`: on a phone the sidebar it looks for is folded into the menu.
  await submitSignIn(page, ADMIN);
  await waitForPath(page, '/');
  const [zones, cities] = await Promise.all(
    ['/api/zones', '/api/cities'].map(async (path) => (await page.request.get(path)).json()),
  );
  await page.close();
  // The city with the most sub-cities and the zone it is in: the fullest pages the demo has.
  const city = (cities as Array<{ id: number; zoneId: number }>)[0]!;
  const zone = (zones as Array<{ id: number }>).find((each) => each.id === city.zoneId)!;
  const addresses = await everyScreen({ cityId: String(city.id), zoneId: String(zone.id) });
  return addresses.map((address) => ({ address, signedIn: !address.startsWith('/auth') }));
}

async function contextsFor(
  browser: Browser,
  portal: TestPortal,
  viewport: { width: number; height: number },
) {
  const signedIn = await browser.newContext({ baseURL: portal.url, viewport });
  const signedOut = await browser.newContext({ baseURL: portal.url, viewport });
  return { signedIn, signedOut, close: () => Promise.all([signedIn.close(), signedOut.close()]) };
}

describeInBrowser('every screen of the router', () => {
  test(
    'fits phones (390 px) and tablets (1024 px) without scrolling sideways',
    async ({ browser, demoPortal }) => {
      const failures: Array<{ screen: string; width: number; overflow: SidewaysScroll }> = [];
      for (const viewport of [PHONE, TABLET]) {
        const contexts = await contextsFor(browser, demoPortal, viewport);
        const screens = await screensOf(contexts.signedIn);
        for (const screen of screens) {
          const page = await (screen.signedIn ? contexts.signedIn : contexts.signedOut).newPage();
          await page.goto(screen.address);
          await settle(page);
          const overflow = await sidewaysScroll(page);
          if (overflow) failures.push({ screen: screen.address, width: viewport.width, overflow });
          await saveScreenshot(page, `screen ${viewport.width} ${screen.address}`);
          await page.close();
        }
        await contexts.close();
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  test(
    'has no serious or critical axe-core violations, on a phone and on a desktop',
    async ({ browser, demoPortal }) => {
      const failures: Array<{ screen: string; width: number; violations: AxeViolation[] }> = [];
      for (const viewport of [PHONE, DESKTOP]) {
        const contexts = await contextsFor(browser, demoPortal, viewport);
        const screens = await screensOf(contexts.signedIn);
        for (const screen of screens) {
          const page = await (screen.signedIn ? contexts.signedIn : contexts.signedOut).newPage();
          await page.goto(screen.address);
          await settle(page);
          const violations = await seriousAxeViolations(page);
          if (violations.length > 0)
            failures.push({ screen: screen.address, width: viewport.width, violations });
          if (viewport === DESKTOP) await saveScreenshot(page, `screen ${viewport.width} ${screen.address}`);
          await page.close();
        }
        await contexts.close();
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  test(
    'serves every script, style sheet and JSON answer over 1 KB compressed',
    async ({ browser, demoPortal }) => {
      const contexts = await contextsFor(browser, demoPortal, DESKTOP);
      const screens = await screensOf(contexts.signedIn);
      const uncompressed = new Map<string, string>();
      const compressed = new Set<string>();
      for (const screen of screens) {
        const page = await (screen.signedIn ? contexts.signedIn : contexts.signedOut).newPage();
        page.on('response', async (response) => {
          const type = response.headers()['content-type'] ?? '';
          if (!/javascript|css|json/.test(type)) return;
          const encoding = response.headers()['content-encoding'];
          const size = (await response.body().catch(() => Buffer.alloc(0))).length;
          if (size <= 1024) return;
          const path = new URL(response.url()).pathname;
          if (encoding === 'br' || encoding === 'gzip') compressed.add(path);
          else uncompressed.set(path, `${size} bytes, ${type}, encoding ${encoding ?? 'none'}`);
        });
        await page.goto(screen.address);
        await settle(page);
        await page.close();
      }
      expect(Object.fromEntries(uncompressed)).toEqual({});
      // Seen at all: the check above holds for the app's own scripts and the API's lists.
      expect([...compressed].some((path) => path.startsWith('/assets/'))).toBe(true);
      expect([...compressed].some((path) => path.startsWith('/api/'))).toBe(true);
      // A client that takes gzip only (an older proxy) gets gzip.
      const script = [...compressed].find((path) => path.endsWith('.js'))!;
      const gzipOnly = await contexts.signedIn.request.get(script, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      await contexts.close();
      expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
    },
    SWEEP_TIMEOUT_MS,
  );
});
