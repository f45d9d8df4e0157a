import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pastCell } from '../support/as-of-view';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import {
  createCity,
  createMasoolProfile,
  createUser,
  createZone,
  postAsAdmin,
  putAsAdmin,
} from '../support/portal-api';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

/** Opens the dialog's Change History and follows its creation row's "View as of then". */
async function viewCreation(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByText('Change History', { exact: true }).click();
  const history = dialog.getByRole('region', { name: 'Change history table' });
  await history
    .getByRole('row')
    .filter({ hasText: 'create' })
    .getByRole('button', { name: 'View as of then' })
    .click();
  await page.getByText('Viewing as of').waitFor();
  return new URL(page.url()).searchParams.get('asOf')!;
}

/** Both widths of the screen as it stands, for people to look at. */
async function atBothWidths(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await check();
    await saveScreenshot(page, `${name} ${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describeInBrowser('profiles and users as of a past change', () => {
  test('a masool profile, a team profile and a user are drawn as of then by their own details, read only', async ({
    page,
    portal,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Qari Hamid' });
    const cityId = await createCity(portal, { name: 'Multan', masoolName: 'Abdul Rauf', zoneId });
    const userId = await createUser(portal, {
      username: 'bilal.profile',
      password: 'secret-password-123',
      roles: ['markazi_team'],
    });
    const masoolId = await createMasoolProfile(portal, {
      name: 'Bilal Ahmed',
      contact: '+92-300-5550199',
      zoneId,
      userId,
    });
    const team = (await postAsAdmin(
      portal,
      '/api/team-profiles',
      { name: 'Usman Tariq', contact: '+92-300-1234567', cityId },
      'team profile',
    )) as { id: number };
    await putAsAdmin(
      portal,
      `/api/masool-profiles/${masoolId}`,
      { name: 'Bilal Ahmad Khan' },
      'masool profile',
    );
    await putAsAdmin(portal, `/api/team-profiles/${team.id}`, { name: 'Usman Tariq Khan' }, 'team profile');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);

    // Profile Management's masool dialog: the profile's own details, with the name of then.
    await page.goto(`/profile-management?view=masool&profileId=${masoolId}`);
    const masoolDialog = page.getByRole('dialog', { name: 'Masool Profile' });
    const createdAt = await viewCreation(page, masoolDialog);
    const pastMasool = masoolDialog.getByRole('region', { name: 'Masool profile as of this moment' });
    await atBothWidths(page, 'masool profile as of its creation', async () => {
      await pastMasool.getByText('Bilal Ahmed', { exact: true }).waitFor();
      await pastMasool.getByText('Punjab Zone', { exact: true }).waitFor();
      await pastMasool.getByText('Islahi Info', { exact: true }).waitFor();
      expect(await pastMasool.getByText('Bilal Ahmad Khan').count()).toBe(0);
    });

    // The profile page at that moment, by its address.
    await page.goto(`/masool-profile/${userId}?asOf=${encodeURIComponent(createdAt)}`);
    const pastPage = page.getByRole('region', { name: 'Masool profile as of this moment' });
    await atBothWidths(page, 'masool profile page as of its creation', async () => {
      await pastPage.getByText('Bilal Ahmed', { exact: true }).waitFor();
      expect(await pastPage.getByRole('button', { name: /^Edit|^Save/ }).count()).toBe(0);
    });

    // The team tab's dialog: the same details, the name of then.
    await page.goto(`/profile-management?tab=team&view=team&profileId=${team.id}`);
    const teamDialog = page.getByRole('dialog', { name: 'Team Member Profile' });
    await viewCreation(page, teamDialog);
    const pastTeam = teamDialog.getByRole('region', { name: 'Team profile as of this moment' });
    await atBothWidths(page, 'team profile as of its creation', async () => {
      await pastTeam.getByText('Usman Tariq', { exact: true }).waitFor();
      await pastTeam.getByText('Multan', { exact: true }).waitFor();
      expect(await pastTeam.getByText('Usman Tariq Khan').count()).toBe(0);
    });

    // The Admin Panel draws a user of then by the Users table's row, without its actions.
    await page.goto(`/admin?tab=users&user=${userId}&asOf=${encodeURIComponent(new Date().toISOString())}`);
    const pastUser = page.getByRole('region', { name: 'User as of this moment' });
    await atBothWidths(page, 'user as of now', async () => {
      expect(await pastCell(page, 'User as of this moment', 'Username')).toBe('bilal.profile');
      expect(await pastCell(page, 'User as of this moment', 'Status')).toBe('Active');
      expect(await pastUser.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
      expect(await pastUser.getByRole('button').count()).toBe(0);
    });

    // Back to now: the same table, with its actions, stacked on a phone as in the past.
    await page.getByRole('button', { name: 'Back to now' }).click();
    await atBothWidths(page, 'users now', async () => {
      await page.getByRole('button', { name: 'Edit bilal.profile', exact: true }).waitFor();
    });
  });
});
