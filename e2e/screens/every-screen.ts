/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';

const ROUTE_TREE = path.resolve(import.meta.dirname, '../../web/src/routeTree.gen.ts');

/**
 * Every address the web's router knows, read from the route tree it generates from
 * `web/src/routes` (its `fullPaths`): a screen added by any feature is held to these checks
 * without anyone listing it here. Parameters (`$cityId`) are filled from `params`; one the test
 * has no value for fails the run, so a new kind of page gets a real entity to show.
 */
export async function everyScreen(params: Record<string, string>): Promise<string[]> {
  const tree = await readFile(ROUTE_TREE, 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1];
  if (!union) throw new Error(`no fullPaths union in ${ROUTE_TREE}: has the router's generator changed?`);
  const fullPaths = [...union.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
  const now = new Date().toISOString();
  return fullPaths.flatMap((fullPath) => {
    const address = fullPath.replace(/\$(\w+)/g, (_whole, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`no value for the route parameter $${name} of ${fullPath}`);
      return value;
    });
    const sections = (SCREEN_SECTIONS[fullPath] ?? []).map((section) => section.replace('{now}', now));
    return [address, ...sections.map((section) => `${address}${section}`)];
  });
}

/**
 * Sections of a screen with their own address (tabs, the edit form, an entity as of a moment),
 * which a route's path alone does not reach. A new tab is one line here. `{now}` is the moment
 * the screens are listed, after the demo organisation's history: every entity exists by then, so
 * the past views show facts, not "did not exist yet".
 */
const SCREEN_SECTIONS: Record<string, string[]> = {
  '/admin': ['?tab=roles', '?tab=jobs'],
  '/meetings': ['?tab=karguzari', '?meeting=1&asOf={now}', '?tab=karguzari&report=1&asOf={now}'],
  '/qabails': ['?id=1', '?id=1&asOf={now}'],
  '/events': ['?view=1&asOf={now}'],
  '/profile-management': ['?view=team&profileId=1&asOf={now}'],
  '/masool-profile/$userId': ['?asOf={now}', '?readingAsOf={now}'],
  '/data-entry': [
    '?tab=zone',
    '?tab=seerat-model',
    '?tab=book',
    '?tab=book&book=1',
    '?tab=book&book=1&asOf={now}',
  ],
  '/profiling': ['?tab=zones', '?tab=add'],
  '/cities/$cityId': ['?edit=1', '?asOf={now}'],
  '/budgets': ['?tab=waiting'],
};

/** Long enough for the busiest screen on a loaded machine; a screen that never settles fails by name. */
const SETTLE_TIMEOUT_MS = 30_000;
/** Quiet this long with nothing in flight: the screen's queries have answered and drawn. */
const QUIET_MS = 300;

/**
 * Counts the page's requests in flight from the moment it is called, so `settle` waits for them
 * itself instead of Playwright's `networkidle`, which waits without a bound of its own and names
 * nothing when a screen never goes quiet.
 */
export function trackRequests(page: Page): () => string[] {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => [...inFlight].map((request) => request.url());
}

/**
 * Waits until the screen has drawn its data: nothing in flight and no spinner turning, for a
 * moment. Fails with the requests still open or the spinners still turning.
 */
export async function settle(page: Page, inFlight: () => string[]): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince: number | null = null;
  for (;;) {
    const spinners = await page.locator('.animate-spin').count();
    const open = inFlight();
    const quiet = spinners === 0 && open.length === 0;
    const now = Date.now();
    if (!quiet) quietSince = null;
    else if (quietSince === null) quietSince = now;
    else if (now - quietSince >= QUIET_MS) return;
    if (now > deadline) {
      throw new Error(
        `${page.url()} did not settle: ${spinners} spinners, in flight: ${open.join(', ') || 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type SidewaysScroll = { scrollWidth: number; clientWidth: number; widest: string[] };

/**
 * Whether the page scrolls sideways, and if so the elements that stick out furthest past the
 * right edge (tag, classes, text), so the failure names what to fix.
 */
export function sidewaysScroll(page: Page): Promise<SidewaysScroll | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const sticking = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > root.clientWidth + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => {
        const text = (element.innerText ?? '').replace(/\s+/g, ' ').slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.className}"> to ${Math.round(right)} px: "${text}"`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest: sticking };
  });
}

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Rules refused whatever axe rates their impact: skipped heading levels are "moderate", but a
 * screen reader user navigating by headings loses the page's outline with them.
 */
const REFUSED_RULES = ['heading-order'];

/**
 * axe-core's serious and critical violations of the screen as it is now (WCAG 2.x A and AA rules
 * and axe's best practices), and those of `REFUSED_RULES`, each with up to three of the elements
 * it found.
 */
export async function refusedAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per page: a screen checked at two widths keeps the axe of its first check.
  // Evaluated through the DevTools protocol, not added as a <script>: the portal's
  // Content-Security-Policy refuses inline scripts, and a refusal is a finding of the sweep.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  return page.evaluate(async (refused) => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeResult[] }> } }).axe;
    type AxeResult = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const { violations } = await axe.run();
    return violations
      .filter(
        (violation) =>
          violation.impact === 'serious' || violation.impact === 'critical' || refused.includes(violation.id),
      )
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  }, REFUSED_RULES);
}
