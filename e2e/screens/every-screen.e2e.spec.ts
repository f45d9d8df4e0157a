import type { Page as ListPage } from '@seerat/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserTest, describeInBrowser } from '../support/browser-test';
import { watchCspViolations } from '../support/csp-violations';
import { startDemoPortal } from '../support/demo-template';
import { saveScreenshot } from '../support/screenshots';
import { submitSignIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import {
  type AxeViolation,
  everyScreen,
  refusedAxeViolations,
  type SidewaysScroll,
  settle,
  sidewaysScroll,
  trackRequests,
} from './every-screen';

/** Every screen at three widths, on a shared loaded machine, after seeding the demo organisation. */
const SWEEP_TIMEOUT_MS = 600_000;

/** Pages open at once: enough to overlap one screen's waiting with another's drawing. */
const PARALLEL_PAGES = 3;

type Viewport = { width: number; height: number };
/** Phones from 360 to 430 px wide; 390 is the iPhone. */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * What each width is held to, in the order a screen goes through them: loaded once on a phone,
 * then widened as a person turns a tablet or widens a window. One load per screen, not one per
 * width: the loads (and their settling) were most of the sweep's time.
 */
const WIDTHS: Array<{ viewport: Viewport; sideways: boolean; axe: boolean }> = [
  { viewport: PHONE, sideways: true, axe: true },
  { viewport: TABLET, sideways: true, axe: false },
  { viewport: DESKTOP, sideways: false, axe: true },
];

type Screen = { address: string; signedIn: boolean };

type SweepFindings = {
  sideways: Array<{ screen: string; width: number; overflow: SidewaysScroll }>;
  axe: Array<{ screen: string; width: number; violations: AxeViolation[] }>;
  uncompressed: Map<string, string>;
  compressed: Set<string>;
  /** Every script the screens loaded. */
  scripts: Set<string>;
  /** What the Content-Security-Policy refused, on any screen at any width. */
  cspViolations: string[];
  /** The policy each screen's document came with. */
  policies: Set<string>;
  /** A request for a script, with the cookies of the administrator. */
  signedInContext: BrowserContext;
};

/** Every screen of the router, signed in as the administrator (who sees them all); `/auth` signed out. */
async function screensOf(page: Page): Promise<Screen[]> {
  const [zones, cities, profiles] = await Promise.all(
    ['/api/zones', '/api/cities', '/api/masool-profiles'].map(async (path) =>
      (await page.request.get(path)).json(),
    ),
  );
  // The city with the most sub-cities and the zone it is in: the fullest pages the demo has.
  const city = (cities as ListPage<{ id: number; zoneId: number }>).items[0]!;
  const zone = (zones as Array<{ id: number }>).find((each) => each.id === city.zoneId)!;
  const profile = (profiles as ListPage<{ userId: number | null }>).items.find(
    (each) => each.userId !== null,
  )!;
  const addresses = await everyScreen({
    cityId: String(city.id),
    zoneId: String(zone.id),
    userId: String(profile.userId),
    budgetId: String(await aBudget(page)),
  });
  return addresses.map((address) => ({ address, signedIn: !address.startsWith('/auth') }));
}

/** A budget to show: the demo's first event's, drafted here with a line of each kind when it has none. */
async function aBudget(page: Page): Promise<number> {
  const {
    items: [event],
  } = (await (await page.request.get('/api/events?limit=1')).json()) as { items: Array<{ id: number }> };
  const existing = (await (await page.request.get(`/api/events/${event!.id}/budget`)).json()) as {
    id: number;
  } | null;
  if (existing) return existing.id;
  const created = await page.request.post('/api/budgets', {
    data: { eventId: event!.id, title: 'Conference budget', description: 'Hall and food' },
  });
  const { id } = (await created.json()) as { id: number };
  await page.request.post(`/api/budgets/${id}/collections`, {
    data: { category: 'donation', description: 'Members', estimatedAmount: 175_050 },
  });
  await page.request.post(`/api/budgets/${id}/expenses`, {
    data: { category: 'food', description: 'Lunch boxes', quantity: 3, unitPrice: 25_000 },
  });
  return id;
}

/** Runs `visit` over `items`, `PARALLEL_PAGES` at a time. */
async function inParallel<T>(items: T[], visit: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(item);
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
}

/**
 * Visits every screen, goes through `WIDTHS` on it and records what each check found; the tests
 * below each judge one check, so a failure names the check that caught it.
 */
async function sweep(browser: Browser, url: string): Promise<SweepFindings> {
  const signInContext = await browser.newContext({ baseURL: url, viewport: PHONE });
  const signInPage = await signInContext.newPage();
  // Not `signIn`: on a phone the sidebar it looks for is folded into the menu.
  await submitSignIn(signInPage, ADMIN);
  await waitForPath(signInPage, '/');
  const screens = await screensOf(signInPage);
  const session = await signInContext.storageState();
  await signInContext.close();

  const findings: SweepFindings = {
    sideways: [],
    axe: [],
    uncompressed: new Map(),
    compressed: new Set(),
    scripts: new Set(),
    cspViolations: [],
    policies: new Set(),
    signedInContext: await browser.newContext({ baseURL: url, storageState: session }),
  };
  const signedIn = await browser.newContext({ baseURL: url, viewport: PHONE, storageState: session });
  const signedOut = await browser.newContext({ baseURL: url, viewport: PHONE });
  // Closed whatever happens: a context left open keeps its connections to the portal alive, and
  // the portal's shutdown waits for them.
  try {
    await inParallel(screens, async (screen) => {
      const page = await (screen.signedIn ? signedIn : signedOut).newPage();
      try {
        await visit(page, screen.address, findings);
      } finally {
        await page.close();
      }
    });
  } finally {
    await Promise.all([signedIn.close(), signedOut.close()]);
  }
  return findings;
}

/** Loads `address` on a phone, checks it at each of `WIDTHS` and adds what it found to `findings`. */
async function visit(page: Page, address: string, findings: SweepFindings): Promise<void> {
  const inFlight = trackRequests(page);
  const bodies = recordCompression(page, findings);
  const refused = await watchCspViolations(page);
  const document = await page.goto(address);
  findings.policies.add(document?.headers()['content-security-policy'] ?? 'none');
  for (const { viewport, sideways, axe } of WIDTHS) {
    await page.setViewportSize(viewport);
    // Widened, a screen may draw more (a chart, a sidebar's counts): judged once it has.
    await settle(page, inFlight);
    const overflow = sideways ? await sidewaysScroll(page) : null;
    if (overflow) findings.sideways.push({ screen: address, width: viewport.width, overflow });
    const violations = axe ? await refusedAxeViolations(page) : [];
    if (violations.length > 0) findings.axe.push({ screen: address, width: viewport.width, violations });
    // Only a screen that failed is captured: a full-page capture is the dearest step of a visit,
    // seconds on a loaded machine, and the failure is what someone must look at.
    if (overflow || violations.length > 0) {
      await saveScreenshot(page, `screen ${viewport.width} ${address} failure`);
    }
  }
  await Promise.all(bodies);
  findings.cspViolations.push(...refused);
}

/**
 * Records, for every script, style sheet and JSON answer over 1 KB the page receives, whether it
 * came compressed; returns the reads of their bodies, to be awaited before the page closes.
 */
function recordCompression(page: Page, findings: SweepFindings): Promise<void>[] {
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript/.test(type)) findings.scripts.add(new URL(response.url()).pathname);
    if (!/javascript|css|json/.test(type)) return;
    const encoding = response.headers()['content-encoding'];
    const path = new URL(response.url()).pathname;
    bodies.push(
      response.body().then(
        (body) => {
          if (body.length <= 1024) return;
          if (encoding === 'br' || encoding === 'gzip') findings.compressed.add(path);
          else
            findings.uncompressed.set(path, `${body.length} bytes, ${type}, encoding ${encoding ?? 'none'}`);
        },
        () => {},
      ),
    );
  });
  return bodies;
}

/** The demo organisation: screens full of real data, Urdu names, long tables and charts. */
const test = browserTest
  .extend('demoPortal', { scope: 'file' }, async ({ environment }, { onCleanup }) => {
    const portal = await startDemoPortal(environment);
    onCleanup(() => portal.close());
    return portal;
  })
  .extend('findings', { scope: 'file' }, async ({ browser, demoPortal }, { onCleanup }) => {
    const findings = await sweep(browser, demoPortal.url);
    onCleanup(() => findings.signedInContext.close());
    return findings;
  });

describeInBrowser('every screen of the router', () => {
  test(
    'fits phones (390 px) and tablets (1024 px) without scrolling sideways',
    async ({ findings }) => {
      expect(findings.sideways).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  test('has no serious or critical axe-core violations, nor skipped headings, on a phone and on a desktop', async ({
    findings,
  }) => {
    expect(findings.axe).toEqual([]);
  });

  test('serves every script, style sheet and JSON answer over 1 KB compressed', async ({ findings }) => {
    expect(Object.fromEntries(findings.uncompressed)).toEqual({});
    // Seen at all: the check above holds for the app's own scripts and the API's lists.
    expect([...findings.compressed].some((path) => path.startsWith('/assets/'))).toBe(true);
    expect([...findings.compressed].some((path) => path.startsWith('/api/'))).toBe(true);
    // A client that takes gzip only (an older proxy) gets gzip.
    const script = [...findings.compressed].find((path) => path.endsWith('.js'))!;
    const gzipOnly = await findings.signedInContext.request.get(script, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  });

  test('draws every screen under the Content-Security-Policy without a single violation', ({ findings }) => {
    expect([...findings.policies]).toHaveLength(1);
    expect([...findings.policies][0]).toContain("script-src 'self'");
    expect(findings.cspViolations).toEqual([]);
  });

  test("runs React's production build, as npm start serves it", ({ findings }) => {
    // Built under Vitest (NODE_ENV=test), the app once shipped React's development runtime.
    expect([...findings.scripts].filter((path) => path.includes('jsx-dev-runtime'))).toEqual([]);
    expect(findings.scripts.size).toBeGreaterThan(0);
  });
});
