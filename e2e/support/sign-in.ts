import type { Page } from 'playwright-core';

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
