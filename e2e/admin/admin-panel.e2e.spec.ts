import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { adminSession } from '../support/admin-session';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { waitForToast } from '../support/toasts';
import {
  dialogNamed,
  fieldError,
  moduleRow,
  openAdminPanel,
  rowCells,
  toastText,
  userRow,
} from './admin-panel';

describeInBrowser('the Admin Panel', () => {
  test('adds a user, changes their roles, and deactivating them signs them out at once', async ({
    page,
    browser,
    portal,
    screenshot,
  }) => {
    const admin = await adminSession(portal);
    await admin.createCity('Lahore', await admin.createZone('North'));
    await signIn(page, ADMIN);
    await openAdminPanel(page);

    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    const add = await dialogNamed(page, 'Add User');
    const createButton = add.getByRole('button', { name: 'Create User', exact: true });
    expect(await createButton.isDisabled()).toBe(true);
    await add.getByLabel(/^Username\*?$/).fill('amina.khan');
    expect(await createButton.isDisabled()).toBe(true);
    await add.getByLabel(/^Password\*?$/).fill('amina-password');
    // city_masool is the default role, so the city picker shows and the zone picker does not.
    expect(await add.getByRole('checkbox', { name: 'city masool', exact: true }).isChecked()).toBe(true);
    expect(await add.getByLabel('Assigned Zone').count()).toBe(0);
    await add.getByLabel('Assigned City').selectOption({ label: 'Lahore (North)' });
    await screenshot('add user');
    await createButton.click();
    expect(await waitForToast(page, 'User created successfully')).toMatchObject({ destructive: false });
    expect(await rowCells(userRow(page, 'amina.khan'))).toEqual([
      'amina.khan',
      'city masool',
      'Lahore',
      'Active',
      '',
    ]);
    expect(await rowCells(userRow(page, ADMIN.username))).toEqual([
      ADMIN.username,
      'admin',
      'System-wide',
      'Active',
      '',
    ]);

    // The new user signs in elsewhere.
    const elsewhere = await browser.newContext({ baseURL: portal.url });
    const userPage = await elsewhere.newPage();
    await signIn(userPage, { username: 'amina.khan', password: 'amina-password' });

    await userRow(page, 'amina.khan').getByRole('button', { name: 'Edit amina.khan', exact: true }).click();
    const edit = await dialogNamed(page, 'Edit User');
    await edit.getByRole('checkbox', { name: 'city masool', exact: true }).click();
    await edit.getByRole('checkbox', { name: 'zone masool', exact: true }).click();
    await edit.getByLabel('Assigned Zone').selectOption({ label: 'North' });
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await waitForToast(page, 'User updated successfully');
    await edit.waitFor({ state: 'hidden' });
    expect(await rowCells(userRow(page, 'amina.khan'))).toEqual([
      'amina.khan',
      'zone masool',
      'North',
      'Active',
      '',
    ]);

    await userRow(page, 'amina.khan')
      .getByRole('button', { name: 'Deactivate amina.khan', exact: true })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate User', exact: true });
    await confirm.waitFor();
    await screenshot('deactivate confirmation');
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await waitForToast(page, 'User deactivated successfully');
    expect(await rowCells(userRow(page, 'amina.khan'))).toEqual([
      'amina.khan',
      'zone masool',
      'North',
      'Deactivated',
      '',
    ]);
    await screenshot('users');

    // Signed out at once: the next thing the deactivated user does lands on the sign-in page.
    await userPage.reload();
    await waitForPath(userPage, '/auth');
    await elsewhere.close();
  });

  test('creates, edits and deactivates a custom role', async ({ page, screenshot }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin?tab=roles');
    await page.getByRole('tab', { name: 'Custom Roles', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Create Role', exact: true }).click();
    const create = await dialogNamed(page, 'Create Custom Role');
    await create.getByRole('button', { name: 'Create Role', exact: true }).click();
    for (const message of [
      'Role name is required',
      'Description is required',
      'Select at least one permission',
    ]) {
      await create.getByText(message, { exact: true }).waitFor();
    }
    await create.getByLabel(/^Role Name\*?$/).fill('Regional Auditor');
    await create.getByLabel(/^Description\*?$/).fill('Reads and edits the cities of a zone');
    await moduleRow(create, 'Cities').getByRole('button', { name: 'Select All', exact: true }).click();
    await create.getByRole('checkbox', { name: 'Zones Read', exact: true }).click();
    await screenshot('create custom role');
    await create.getByRole('button', { name: 'Create Role', exact: true }).click();
    await waitForToast(page, 'Custom role created successfully');
    await create.waitFor({ state: 'hidden' });
    const row = userRow(page, 'Regional Auditor');
    expect(await rowCells(row)).toEqual([
      'Regional Auditor',
      'Reads and edits the cities of a zone',
      'Zones: read · Cities: read, write, delete',
      'Active',
      '',
    ]);

    await row.getByRole('button', { name: 'Edit Regional Auditor', exact: true }).click();
    const edit = await dialogNamed(page, 'Edit Custom Role');
    expect(await edit.getByLabel(/^Role Name\*?$/).isDisabled()).toBe(true);
    await edit.getByLabel(/^Description\*?$/).fill('Reads the cities of a zone');
    await moduleRow(edit, 'Cities').getByRole('button', { name: 'Deselect All', exact: true }).click();
    await edit.getByRole('checkbox', { name: 'Cities Read', exact: true }).click();
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await waitForToast(page, 'Custom role updated successfully');
    await edit.waitFor({ state: 'hidden' });
    expect(await rowCells(row)).toEqual([
      'Regional Auditor',
      'Reads the cities of a zone',
      'Zones: read · Cities: read',
      'Active',
      '',
    ]);

    await row.getByRole('button', { name: 'Deactivate Regional Auditor', exact: true }).click();
    await waitForToast(page, 'Custom role deactivated');
    await row.getByText('Inactive', { exact: true }).waitFor();
    await screenshot('custom roles');

    // Only active custom roles are offered to users.
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    const add = await dialogNamed(page, 'Add User');
    await add.getByRole('checkbox', { name: 'zone masool', exact: true }).waitFor();
    expect(await add.getByText('Regional Auditor').count()).toBe(0);
  });

  test('a refused form says which field broke which rule, beside it and in the toast', async ({
    page,
    portal,
    screenshot,
  }) => {
    const admin = await adminSession(portal);
    await admin.createCity('Quetta', await admin.createZone('Balochistan'));
    await signIn(page, ADMIN);
    await openAdminPanel(page);

    // Five characters pass the form's own check (not empty) and reach the server's rule.
    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    const add = await dialogNamed(page, 'Add User');
    await add.getByLabel(/^Username\*?$/).fill('short.password');
    await add.getByLabel(/^Password\*?$/).fill('12345');
    await add.getByLabel('Assigned City').selectOption({ label: 'Quetta (Balochistan)' });
    await add.getByRole('button', { name: 'Create User', exact: true }).click();
    expect(await waitForToast(page, 'Failed to create user')).toEqual({
      title: 'Failed to create user',
      description: 'Password must be at least 12 characters',
      destructive: true,
    });
    expect(await fieldError(add, /^Password\*?$/)).toBe('Password must be at least 12 characters');
    expect(await fieldError(add, /^Username\*?$/)).toBeNull();
    await screenshot('add user');
    await add.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('tab', { name: 'Custom Roles' }).click();
    await page.getByRole('button', { name: 'Create Role', exact: true }).click();
    const create = await dialogNamed(page, 'Create Custom Role');
    await create.getByLabel(/^Role Name\*?$/).fill('Zone_Masool');
    await create.getByLabel(/^Description\*?$/).fill('Tries to pass for a system role');
    await create.getByRole('checkbox', { name: 'Zones Read', exact: true }).click();
    await create.getByRole('button', { name: 'Create Role', exact: true }).click();
    const toast = await waitForToast(page, 'Failed to create custom role');
    expect(toast.description).toBe('This name belongs to a system role');
    expect(await fieldError(create, /^Role Name\*?$/)).toBe('This name belongs to a system role');
    await screenshot('custom role');
  });

  test('downloads the CSV template', async ({ page }) => {
    await signIn(page, ADMIN);
    await openAdminPanel(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV Template', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('user_upload_template.csv');
    const content = await readFile((await download.path())!, 'utf8');
    expect(content.split('\r\n')[0]).toBe('username,password,roles,zone,city');
    await waitForToast(page, 'Template downloaded successfully');
  });

  test('uploads a CSV with good and bad rows', async ({ page, portal, screenshot }) => {
    const admin = await adminSession(portal);
    await admin.createCity('Karachi', await admin.createZone('South'));
    await signIn(page, ADMIN);
    await openAdminPanel(page);
    await page.getByRole('button', { name: 'Bulk Upload', exact: true }).click();
    const dialog = await dialogNamed(page, 'Bulk Upload Users');
    const fileInput = dialog.getByLabel(/^CSV file\*?$/);

    await fileInput.setInputFiles({ name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    expect(await waitForToast(page, 'Invalid file type')).toEqual({
      title: 'Invalid file type',
      description: 'Please select a CSV file',
      destructive: true,
    });

    const csv = [
      'username,password,roles,zone,city',
      'good.one,secret-password-123,city_masool,,Karachi',
      'good.two,secret-password-123,zone_masool,South,',
      'bad.role,secret-password-123,wizard,,',
      'bad.zone,secret-password-123,zone_masool,Nowhere,',
      'bad.city,secret-password-123,city_masool,,Atlantis',
      'no,secret-password-123,,,Karachi',
      'short.pw,123,,,Karachi',
      'good.one,secret-password-123,,,Karachi',
      'admin,secret-password-123,admin,,',
    ].join('\n');
    await fileInput.setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    const title = 'Bulk upload completed with 2 users created, 7 errors';
    const [shownTitle, ...details] = (await toastText(page, title)).split('\n');
    expect(shownTitle).toBe(title);
    expect(details).toEqual([
      'Line 4: Unknown role: wizard',
      'Line 5: Zone not found: Nowhere',
      'Line 6: City not found: Atlantis',
      'Line 7: Username must be at least 3 characters',
      'Line 8: Password must be at least 12 characters',
      '... and 2 more',
    ]);
    await dialog.getByText('Done: 2 users created, 7 errors').waitFor();
    await dialog.getByText('Line 10: Username already exists', { exact: true }).waitFor();
    await screenshot('bulk upload result');
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rowCells(userRow(page, 'good.one'))).toEqual([
      'good.one',
      'city masool',
      'Karachi',
      'Active',
      '',
    ]);
    expect(await rowCells(userRow(page, 'good.two'))).toEqual([
      'good.two',
      'zone masool',
      'South',
      'Active',
      '',
    ]);
  });

  test('a non-administrator sees Admin Access Required and no Admin Panel entry', async ({
    page,
    portal,
    screenshot,
  }) => {
    const admin = await adminSession(portal);
    const user = { username: 'zone.masool', password: 'zone-password-1' };
    await admin.createUser({
      ...user,
      roles: ['zone_masool'],
      assignedZoneId: await admin.createZone('West'),
    });
    await signIn(page, user);
    expect(await page.getByRole('complementary').getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access Required', exact: true }).waitFor();
    await page.getByText('Permission denied, please check with Administrator', { exact: true }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await screenshot();
  });
});
