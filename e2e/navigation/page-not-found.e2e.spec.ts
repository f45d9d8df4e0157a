import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

const UNKNOWN_PATH = '/no-such-page';

describeInBrowser('an unknown address', () => {
  test('shows Page Not Found with its text and note', async ({ page, screenshot }) => {
    await signIn(page, ADMIN);

    await page.goto(UNKNOWN_PATH);

    await page.getByRole('heading', { name: 'Page Not Found', exact: true }).waitFor();
    await page
      .getByText("The page you're looking for doesn't exist or you don't have permission to access it.", {
        exact: true,
      })
      .waitFor();
    await page
      .getByText('If you believe this is an error, please contact your administrator.', { exact: true })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(UNKNOWN_PATH);
    await screenshot();
  });

  test('Go to Dashboard goes to /', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto(UNKNOWN_PATH);

    await page.getByRole('link', { name: 'Go to Dashboard', exact: true }).click();

    await waitForPath(page, '/');
    await page.getByRole('complementary').getByText(ADMIN.username, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/dashboard');
    await page.getByRole('complementary').getByText(ADMIN.username, { exact: true }).waitFor();
    await page.goto(UNKNOWN_PATH);

    await page.getByRole('button', { name: 'Go Back', exact: true }).click();

    await waitForPath(page, '/dashboard');
    await page.getByRole('complementary').getByText(ADMIN.username, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
  });

  test('an unknown city is asked for once, and nothing else about it', async ({ page }) => {
    await signIn(page, ADMIN);
    const cityCalls: string[] = [];
    const notFound: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/api/cities/999') cityCalls.push(path);
      if (response.status() === 404) notFound.push(path);
    });

    await page.goto('/cities/999');
    await page.getByRole('heading', { name: 'City not found', exact: true }).waitFor();
    // Whatever the page would still ask has been asked by the time the sidebar's lists are drawn.
    await page.waitForLoadState('networkidle');

    expect(cityCalls).toEqual(['/api/cities/999']);
    expect(notFound).toEqual(['/api/cities/999']);
  });

  test('an id in the address that is no id (0x1f, 1e3, letters) is not found without asking the APIs', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/(0x1f|1e3|12abc|7x)(\/|$)/.test(path) && path.startsWith('/api/')) asked.push(path);
    });
    const addresses: [string, string][] = [
      ['/zones/0x1f', 'Zone not found'],
      ['/budgets/1e3', 'Page Not Found'],
      ['/cities/12abc', 'City not found'],
      ['/masool-profile/7x', 'Page Not Found'],
    ];
    for (const [address, text] of addresses) {
      await page.goto(address);
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(asked).toEqual([]);
  });
});
