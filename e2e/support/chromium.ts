import { execFileSync } from 'node:child_process';
import { type Browser, chromium } from 'playwright-core';

/**
 * The browser tests drive the system's Chromium (Debian's `chromium` package), not a browser
 * downloaded by Playwright: nothing is fetched at test time.
 */
const CHROMIUM_ARGS = [
  // Containers and CI runners usually cannot give Chromium its sandbox.
  '--no-sandbox',
  '--disable-gpu',
  // No update checks, sync or first-run screens: nothing but the portal talks on the network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The path `which chromium` prints, or `null` when there is none. */
export function findChromium(): string | null {
  try {
    const found = execFileSync('which', ['chromium'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return found.trim() || null;
  } catch {
    return null;
  }
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
