import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminSession } from '../support/admin-session';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { getUserWithCookie } from '../support/portal-api';
import { signIn, submitSignIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { waitForToast } from '../support/toasts';

describeInBrowser('signing in and out', () => {
  test('a signed-out visitor of / is sent to the sign-in page', async ({ page, screenshot }) => {
    await page.goto('/');

    await waitForPath(page, '/auth');
    await page.getByRole('heading', { name: 'Welcome Back', exact: true }).waitFor();
    await page.getByText('Sign in to access your Seerat Circles portal.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await expect(page.getByRole('button', { name: 'Sign In to Portal' }).isEnabled()).resolves.toBe(true);
    await screenshot();
  });

  test('the sign-in page, reached signed out, makes no failing call and logs no error', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(`console: ${message.text()}`);
    });
    await page.goto('/');
    await waitForPath(page, '/auth');
    await page.getByRole('heading', { name: 'Welcome Back', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome Back', exact: true }).waitFor();
    expect(failed).toEqual([]);
  });

  test('a wrong password shows the destructive toast Login failed with the server message', async ({
    page,
    screenshot,
  }) => {
    await submitSignIn(page, { username: ADMIN.username, password: 'not-the-password' });

    expect(await waitForToast(page, 'Login failed')).toEqual({
      title: 'Login failed',
      description: 'Invalid username or password',
      destructive: true,
    });
    expect(new URL(page.url()).pathname).toBe('/auth');
    await screenshot();
  });

  test('signing in lands on / with the username and the roles, underscores as spaces, in the shell', async ({
    page,
    portal,
    screenshot,
  }) => {
    const masool = { username: 'zone.masool', password: 'zone-password-1' };
    const admin = await adminSession(portal);
    await admin.createUser({
      ...masool,
      roles: ['zone_masool'],
      assignedZoneId: await admin.createZone('North'),
    });

    await submitSignIn(page, masool);

    await waitForPath(page, '/');
    await page.getByRole('complementary').getByText('zone.masool', { exact: true }).waitFor();
    const roles = page.getByRole('list', { name: 'Your roles' }).getByRole('listitem');
    await roles.first().waitFor();
    expect(await roles.allInnerTexts()).toEqual(['zone masool']);
    await screenshot();
  });

  test('a signed-in visitor of /auth is sent to /', async ({ page }) => {
    await signIn(page, ADMIN);

    await page.goto('/auth');

    await waitForPath(page, '/');
    await page.getByRole('complementary').getByText(ADMIN.username, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome Back' }).count()).toBe(0);
  });

  test('logout returns to /auth and the old session cookie is refused', async ({
    page,
    portal,
    screenshot,
  }) => {
    await signIn(page, ADMIN);
    const cookies = await page.context().cookies();
    const sessionCookie = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    // The replay below proves something only if the same cookie worked while signed in.
    expect((await getUserWithCookie(portal, sessionCookie)).status).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();

    await waitForPath(page, '/auth');
    await page.getByRole('heading', { name: 'Welcome Back', exact: true }).waitFor();
    expect((await getUserWithCookie(portal, sessionCookie)).status).toBe(401);
    await screenshot();
  });

  test('a deep link opened signed out is where signing in returns', async ({ page, portal }) => {
    const admin = await adminSession(portal);
    const cityId = await admin.createCity('Multan', await admin.createZone('South'));

    await page.goto(`/cities/${cityId}?edit=1`);
    await waitForPath(page, '/auth');
    await fillSignIn(page, ADMIN);

    await waitForPath(page, `/cities/${cityId}`);
    expect(new URL(page.url()).search).toBe('?edit=1');
    await page.getByRole('heading', { name: 'Update City', exact: true }).waitFor();
  });

  test('after Enter the dashboard replaces the form without fetching code: it was fetched while the visitor typed', async ({
    page,
  }) => {
    await page.goto('/auth');
    // The landing's code is requested once the form has rendered (an effect of the sign-in page):
    // on busy cores `networkidle` could come before that, and the test would block its requests.
    await page.getByRole('heading', { name: 'Welcome Back', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // From here no script arrives: what the landing needs must be in the browser already.
    await page.route('**/assets/**', () => {});

    await fillSignIn(page, ADMIN);

    await waitForPath(page, '/');
    await page.getByRole('complementary').getByText(ADMIN.username, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In to Portal' }).count()).toBe(0);
  });
});

/** Signs in on the sign-in page already open, keeping its address (and the return it carries). */
async function fillSignIn(page: Page, credentials: { username: string; password: string }): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}
