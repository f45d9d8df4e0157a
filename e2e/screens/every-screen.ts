/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

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
  return fullPaths.flatMap((fullPath) => {
    const address = fullPath.replace(/\$(\w+)/g, (_whole, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`no value for the route parameter $${name} of ${fullPath}`);
      return value;
    });
    return [address, ...(SCREEN_SECTIONS[fullPath] ?? []).map((section) => `${address}${section}`)];
  });
}

/**
 * Sections of a screen with their own address (tabs, the edit form), which a route's path alone
 * does not reach. A new tab is one line here.
 */
const SCREEN_SECTIONS: Record<string, string[]> = {
  '/admin': ['?tab=roles'],
  '/data-entry': ['?tab=zone', '?tab=seerat-model', '?tab=book'],
  '/profiling': ['?tab=zones', '?tab=add'],
  '/cities/$cityId': ['?edit=1'],
};

/** Waits until the screen has drawn its data: no request in flight, no spinner turning. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('.animate-spin').length === 0);
  await page.waitForLoadState('networkidle');
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
 * axe-core's serious and critical violations of the screen as it is now (WCAG 2.x A and AA rules
 * and axe's best practices), each with up to three of the elements it found.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: await axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeResult[] }> } }).axe;
    type AxeResult = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const { violations } = await axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  });
}
