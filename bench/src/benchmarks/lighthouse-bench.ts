import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSilentLogger, loadConfig } from '@seerat/platform';
import { startPortal } from '@seerat/portal';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseScore {
  page: 'signIn' | 'dashboard';
  formFactor: FormFactor;
  /** 0 to 100, as Lighthouse reports them: the median run's. */
  performance: number;
  /** Every run's performance, lowest first. */
  performanceRuns: number[];
  accessibility: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** The accessibility audits that failed, by id, when any did. */
  failedAccessibilityAudits: string[];
}

/** Debian's Chromium, as the browser tests use it: Lighthouse fetches no browser of its own. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Lighthouse's performance and accessibility scores of the sign-in page and the dashboard, on its
 * default mobile settings (simulated slow 4G and a 4× slower CPU) and on its desktop settings. The
 * portal is the one `npm start` runs, serving `webDistDir` over the bench's database; the
 * dashboard is scored signed in as `account`. Each page and form factor is one cold load.
 */
export async function measureLighthouse(options: {
  databaseUrl: string;
  webDistDir: string;
  account: { username: string; password: string };
}): Promise<LighthouseScore[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'seerat-bench-lighthouse-'));
  const portal = await startPortal({
    config: loadConfig({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl }),
    logger: createSilentLogger(),
    webDistDir: options.webDistDir,
    announce: () => {},
  });
  try {
    return await scorePages(portal.url, options.account);
  } finally {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The scores of a portal already running at `url` (`npm start`, for a look between bench runs). */
export async function scorePages(
  url: string,
  account: { username: string; password: string },
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    const scores: LighthouseScore[] = [];
    for (const formFactor of ['mobile', 'desktop'] as const) {
      scores.push(
        await medianOfRuns(async () => {
          await setBrowserSession(chrome.port, url, null);
          return score(chrome.port, `${url}/auth`, 'signIn', formFactor);
        }),
      );
      scores.push(
        await medianOfRuns(async () => {
          await setBrowserSession(chrome.port, url, account);
          return score(chrome.port, `${url}/`, 'dashboard', formFactor);
        }),
      );
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

/** Each page is scored this often and the median run reported: one run moves by several points. */
const RUNS_PER_PAGE = 3;

/** The run of median performance among `RUNS_PER_PAGE`, with every run's performance beside it. */
async function medianOfRuns(run: () => Promise<LighthouseScore>): Promise<LighthouseScore> {
  const runs: LighthouseScore[] = [];
  for (let each = 0; each < RUNS_PER_PAGE; each++) runs.push(await run());
  runs.sort((a, b) => a.performance - b.performance);
  return { ...runs[Math.floor(runs.length / 2)]!, performanceRuns: runs.map((each) => each.performance) };
}

async function score(
  port: number,
  url: string,
  page: LighthouseScore['page'],
  formFactor: FormFactor,
): Promise<LighthouseScore> {
  const lhr = await traced(() =>
    lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The dashboard keeps what signing in left: the session cookie and the web app's note that
        // this browser holds a session, without which it shows the sign-in page unasked.
        disableStorageReset: page === 'dashboard',
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    ),
  );
  const { categories, audits } = lhr;
  // A dashboard scored signed out would be the sign-in page under another name.
  if (page === 'dashboard' && new URL(lhr.finalDisplayedUrl).pathname !== '/') {
    throw new Error(`Lighthouse ended at ${lhr.finalDisplayedUrl}, not the dashboard`);
  }
  const accessibilityRefs = categories.accessibility?.auditRefs ?? [];
  return {
    page,
    formFactor,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    performanceRuns: [],
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failedAccessibilityAudits: accessibilityRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

/** How often a page load whose trace Lighthouse lost (`NO_NAVSTART`, seen once in ten runs) is tried. */
const LIGHTHOUSE_ATTEMPTS = 3;

/** Lighthouse's report of one load, tried again when it could not record the load at all. */
async function traced(run: () => ReturnType<typeof lighthouse>) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await run())?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (!lhr.runtimeError) return lhr;
    if (attempt === LIGHTHOUSE_ATTEMPTS) {
      throw new Error(`Lighthouse could not load ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
    }
  }
}

/**
 * Leaves the browser Lighthouse drives as a new visitor (no cookie, nothing stored), then, with an
 * account, signed in as a person signs in, so it holds the session as one would.
 */
async function setBrowserSession(
  port: number,
  url: string,
  account: { username: string; password: string } | null,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${url}/auth`);
    // A string: the bench compiles without the DOM's types.
    await page.evaluate('localStorage.clear()');
    if (account) {
      await page.reload();
      await page.getByLabel('Username', { exact: true }).fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In to Portal', exact: true }).click();
      await page.waitForURL((address) => address.pathname === '/');
      await page.getByRole('complementary').getByText(account.username, { exact: true }).waitFor();
    }
    await page.close();
  } finally {
    // Connected, not launched: this disconnects and leaves Chromium to Lighthouse.
    await browser.close();
  }
}

function chromiumPath(): string {
  const found = process.env.CHROME_PATH ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  if (!found) throw new Error('Lighthouse needs Chromium: apt-get install chromium, or set CHROME_PATH');
  return found;
}
