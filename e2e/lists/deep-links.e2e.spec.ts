import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createMeeting, createZone, postAsAdmin } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

const NARROW = { width: 390, height: 844 };

/** A search no item matches: the list loads empty, so the linked item is in none of its pages. */
const NO_MATCH = 'q=nothing-matches-this';

/** The dialog `name` once it shows `text`, screenshotted at 1440 and 390 px. */
async function dialogSaying(
  page: Page,
  screenshot: (step?: string) => Promise<string>,
  name: string,
  text: string,
  step: string,
) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.getByText(text, { exact: true }).first().waitFor();
  await screenshot(`${step} 1440`);
  await page.setViewportSize(NARROW);
  await screenshot(`${step} 390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  return dialog;
}

describeInBrowser('a link to one meeting, report or event', () => {
  test('opens the item though no loaded page of the list holds it, and says so when the server knows none', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Sindh', masool: 'Qari Saleem' });
    const cityId = await createCity(portal, { name: 'Hyderabad', masoolName: 'Abdul Rauf', zoneId });
    const meetingId = await createMeeting(portal, {
      title: 'Quarterly planning',
      meetingDate: '2026-02-01',
      cityId,
    });
    const report = (await postAsAdmin(
      portal,
      '/api/karguzari',
      { title: 'February report', reportDate: '2026-02-28', activities: 'Two circles held', cityId },
      'the report',
    )) as { id: number };
    await signIn(page, ADMIN);

    await page.goto(`/meetings?meeting=${meetingId}&${NO_MATCH}`);
    await dialogSaying(page, screenshot, 'Meeting Details', 'Quarterly planning', 'meeting outside the list');
    await page.goto('/meetings?meeting=999999');
    const noMeeting = await dialogSaying(
      page,
      screenshot,
      'Meeting Details',
      'Meeting not found',
      'no such meeting',
    );
    expect(await noMeeting.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await noMeeting.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('meeting')).toBeNull();

    await page.goto(`/meetings?tab=karguzari&report=${report.id}&${NO_MATCH}`);
    await dialogSaying(
      page,
      screenshot,
      'Karguzari Report Details',
      'Two circles held',
      'report outside the list',
    );
    await page.goto('/meetings?tab=karguzari&report=999999');
    await dialogSaying(page, screenshot, 'Karguzari Report Details', 'Report not found', 'no such report');

    await page.goto('/events?view=999999');
    const noEvent = await dialogSaying(page, screenshot, 'Event Details', 'Event not found', 'no such event');
    expect(await noEvent.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });
});
