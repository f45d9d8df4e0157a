import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

describeInBrowser('a recommended book in Data Entry', () => {
  test('is deactivated, marked Inactive, recorded in its history, and activated again', async ({
    page,
    screenshot,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/data-entry?tab=book');
    const title = 'Shamail Tirmidhi';
    await page.getByRole('button', { name: `Deactivate ${title}`, exact: true }).click();
    await page.getByRole('button', { name: `Activate ${title}`, exact: true }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Inactive', { exact: true }).waitFor();
    await screenshot('book deactivated');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('book deactivated at 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: `History of ${title}`, exact: true }).click();
    const history = page.getByRole('region', { name: 'Change history table' });
    const change = history.getByRole('row').filter({ hasText: 'update' });
    await change.getByRole('cell', { name: 'Active', exact: true }).waitFor();
    expect(await change.count()).toBe(1);

    await page.goto('/data-entry?tab=book');
    await page.getByRole('button', { name: `Activate ${title}`, exact: true }).click();
    await page.getByRole('button', { name: `Deactivate ${title}`, exact: true }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: title }).getByText('Inactive').count()).toBe(0);
  });
});
