import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSilentLogger, loadConfig } from '@seerat/platform';
import { startPortal } from '@seerat/portal';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseScore {
  page: 'signIn' | 'dashboard';
  formFactor: FormFactor;
  /** 0 to 100, as Lighthouse reports them. */
  performance: number;
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
    const cookie = await signIn(url, account);
    const scores: LighthouseScore[] = [];
    for (const formFactor of ['mobile', 'desktop'] as const) {
      scores.push(await score(chrome.port, `${url}/auth`, 'signIn', formFactor));
      scores.push(await score(chrome.port, `${url}/`, 'dashboard', formFactor, cookie));
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function score(
  port: number,
  url: string,
  page: LighthouseScore['page'],
  formFactor: FormFactor,
  cookie?: string,
): Promise<LighthouseScore> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
  // A dashboard scored signed out would be the sign-in page under another name.
  if (page === 'dashboard' && new URL(result.lhr.finalDisplayedUrl).pathname !== '/') {
    throw new Error(`Lighthouse ended at ${result.lhr.finalDisplayedUrl}, not the dashboard`);
  }
  const accessibilityRefs = categories.accessibility?.auditRefs ?? [];
  return {
    page,
    formFactor,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failedAccessibilityAudits: accessibilityRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

async function signIn(url: string, account: { username: string; password: string }): Promise<string> {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`Signing in as ${account.username} answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function chromiumPath(): string {
  const found = process.env.CHROME_PATH ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  if (!found) throw new Error('Lighthouse needs Chromium: apt-get install chromium, or set CHROME_PATH');
  return found;
}
