import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pastValue } from '../support/as-of-view';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createMeeting, createZone, postAsAdmin, putAsAdmin } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

/** Opens the past from the creation row of the dialog's Change History. */
async function openCreation(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByText('Change History', { exact: true }).click();
  const history = dialog.getByRole('region', { name: 'Change history table' });
  const created = history.getByRole('row').filter({ hasText: 'create' });
  await created.getByRole('button', { name: 'View as of then' }).click();
  await dialog.getByText('Viewing as of').waitFor();
  return dialog;
}

describeInBrowser('a meeting and a karguzari report as of a past change', () => {
  test('each opens as it stood then, in its own details, read-only, at 1440 and 390 px', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Balochistan', masool: 'Hafiz Usman' });
    const cityId = await createCity(portal, { name: 'Quetta', masoolName: 'Abdul Rauf', zoneId });
    const meetingId = await createMeeting(portal, {
      title: 'Monthly review',
      meetingDate: '2026-03-01',
      cityId,
    });
    await putAsAdmin(portal, `/api/meetings/${meetingId}`, { location: 'Jinnah Hall' }, 'the meeting');
    const report = (await postAsAdmin(
      portal,
      '/api/karguzari',
      { title: 'March report', reportDate: '2026-03-31', activities: 'Two circles held', cityId },
      'the report',
    )) as { id: number };
    await putAsAdmin(
      portal,
      `/api/karguzari/${report.id}`,
      { activities: 'Three circles held', editReason: 'Recounted' },
      'the report',
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);

    await page.goto(`${portal.url}/meetings?meeting=${meetingId}`);
    const meeting = await openCreation(page, 'Meeting Details');
    const pastMeeting = meeting.getByRole('region', { name: 'Meeting as of this moment' });
    expect(await pastValue(page, 'Meeting as of this moment', 'Location')).toBe('N/A');
    expect(await pastValue(page, 'Meeting as of this moment', 'City')).toBe('Quetta');
    // Read-only: no status control, no adding or closing of action items.
    expect(await pastMeeting.getByRole('button').count()).toBe(0);
    expect(await pastMeeting.getByRole('textbox').count()).toBe(0);
    await screenshot('meeting as of its creation');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pastMeeting.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
    await screenshot('meeting as of its creation at 390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${portal.url}/meetings?tab=karguzari&report=${report.id}`);
    const dialog = await openCreation(page, 'Karguzari Report Details');
    const pastReport = dialog.getByRole('region', { name: 'Karguzari report as of this moment' });
    // The banner shows before the past answer arrives: wait for the report's own text.
    await pastReport.getByText('Two circles held', { exact: true }).waitFor();
    expect(await pastReport.getByText('Two circles held', { exact: true }).count()).toBe(1);
    expect(await pastReport.getByText('Version 1', { exact: true }).count()).toBe(1);
    expect(await pastReport.getByText(/Edit reason/).count()).toBe(0);
    expect(await pastReport.getByRole('button').count()).toBe(0);
    await screenshot('karguzari report as of its creation');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pastReport.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
    await screenshot('karguzari report as of its creation at 390');
  });
});
