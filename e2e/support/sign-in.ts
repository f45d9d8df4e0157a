import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export type Credentials = { username: string; password: string };

/** Opens the sign-in page, fills the form and submits it, as a person would. */
export async function submitSignIn(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In to Portal', exact: true }).click();
}

/** Signs in through the sign-in page and waits for the dashboard the portal lands on. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await submitSignIn(page, credentials);
  await waitForPath(page, '/');
  await page.getByRole('complementary').getByText(credentials.username, { exact: true }).waitFor();
}

/**
 * Runs `use` on a page of a browser context of its own holding what signing in left in `page` (the
 * session cookie and the web app's note of it) and an empty cache: the same person's next visit.
 * The context is closed after.
 */
export async function onNextVisit<T>(
  browser: Browser,
  page: Page,
  use: (visit: Page) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  const context = await browser.newContext({
    ...options,
    baseURL: new URL(page.url()).origin,
    storageState: await page.context().storageState(),
  });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Waits until the address bar shows `path`; if it never does, says where the page stayed and what it showed. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path);
  } catch (error) {
    const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 200);
    throw new Error(`expected to reach ${path}, but the page stayed at ${page.url()} showing "${shown}"`, {
      cause: error,
    });
  }
}
