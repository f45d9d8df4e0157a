import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pastCell } from '../support/as-of-view';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { waitForToast } from '../support/toasts';
import { dialogNamed, moduleRow, userRow } from './admin-panel';

/** The value the custom role's past view shows under `column` of the roles' table. */
const pastValue = (page: Page, column: string) => pastCell(page, 'Custom role as of this moment', column);

describeInBrowser('a custom role as of a past change', () => {
  test('opens from its Change History row and from the activity feed with the values of then, and goes back to now', async ({
    page,
    screenshot,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin?tab=roles');
    await page.getByRole('button', { name: 'Create Role', exact: true }).click();
    const create = await dialogNamed(page, 'Create Custom Role');
    await create.getByLabel(/^Role Name\*?$/).fill('District Reader');
    await create.getByLabel(/^Description\*?$/).fill('Reads the cities of a zone');
    await moduleRow(create, 'Cities').getByRole('checkbox', { name: 'Cities Read', exact: true }).click();
    await create.getByRole('button', { name: 'Create Role', exact: true }).click();
    await waitForToast(page, 'Custom role created successfully');
    await create.waitFor({ state: 'hidden' });

    const row = userRow(page, 'District Reader');
    await row.getByRole('button', { name: 'Edit District Reader', exact: true }).click();
    let edit = await dialogNamed(page, 'Edit Custom Role');
    await edit.getByLabel(/^Description\*?$/).fill('Reads and audits the cities of a zone');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await waitForToast(page, 'Custom role updated successfully');
    await edit.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Edit District Reader', exact: true }).click();
    edit = await dialogNamed(page, 'Edit Custom Role');
    await edit.getByText('Change History', { exact: true }).click();
    const history = edit.getByRole('region', { name: 'Change history table' });
    await history.getByRole('cell', { name: 'Description', exact: true }).waitFor();
    await edit.getByLabel('View as of').waitFor();
    await screenshot('custom role dialog with view as of');
    const created = history.getByRole('row').filter({ hasText: 'create' });
    await created.getByRole('button', { name: 'View as of then' }).click();

    await page.getByText('Viewing as of').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/admin');
    expect(url.searchParams.get('tab')).toBe('roles');
    expect(url.searchParams.get('role')).toMatch(/^\d+$/);
    expect(url.searchParams.get('asOf')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await pastValue(page, 'Description')).toBe('Reads the cities of a zone');
    expect(await pastValue(page, 'Role Name')).toBe('District Reader');
    // Permissions as the roles table names them, not as their codes.
    expect(await pastValue(page, 'Permissions')).toBe('Cities: read');
    await screenshot('custom role as of its creation');

    // The moment is in the address: reloading shows the same past.
    await page.reload();
    expect(await pastValue(page, 'Description')).toBe('Reads the cities of a zone');

    await page.getByRole('button', { name: 'Back to now' }).click();
    await page.getByText('Viewing as of').waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('?tab=roles');
    await row.getByText('Reads and audits the cities of a zone', { exact: true }).waitFor();

    // The activity feed opens the role as it stood right after its edit.
    const roleId = url.searchParams.get('role');
    await page.goto('/audit?entityType=custom-roles');
    const change = page
      .getByRole('row')
      .filter({ hasText: 'Reads and audits the cities of a zone' })
      .filter({ hasText: 'Description' });
    await change.getByRole('link', { name: `Custom role ${roleId}`, exact: true }).click();
    await page.getByText('Viewing as of').waitFor();
    const fromFeed = new URL(page.url());
    expect(fromFeed.pathname).toBe('/admin');
    expect(fromFeed.searchParams.get('role')).toBe(roleId);
    expect(await pastValue(page, 'Description')).toBe('Reads and audits the cities of a zone');
    await screenshot('custom role as of its edit, from the activity feed');
  });
});
