import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import {
  createCity,
  createGathering,
  createUser,
  createZone,
  postAsAdmin,
  putAsAdmin,
} from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

/** `days` from now at `hour`:`minute` local time, as an ISO instant. */
function at(days: number, hour: number, minute = 0): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}

/** The screenshot at both widths, wide first. */
async function bothWidths(page: Page, screenshot: (step?: string) => Promise<string>, step: string) {
  await page.setViewportSize(WIDE);
  await screenshot(`${step} 1440`);
  await page.setViewportSize(NARROW);
  await screenshot(`${step} 390`);
  await page.setViewportSize(WIDE);
}

describeInBrowser('what the event screens and the city page say', () => {
  test('events say what is so: one ticker title, the zone in its empty text, no repeated badge, a sent-back draft not submitted, 2.5 hours, no achievement before the end; the City Masool is the user assigned', async ({
    page,
    portal,
    screenshot,
  }) => {
    const punjab = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const sindh = await createZone(portal, { name: 'Sindh', masool: 'Qari Saleem' });
    const lahore = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId: punjab });
    const masoolId = await createUser(portal, {
      username: 'lahore.masool',
      password: 'masool-password-1',
      roles: ['city_masool'],
      assignedZoneId: punjab,
      assignedCityId: lahore,
    });
    await postAsAdmin(
      portal,
      '/api/masool-profiles',
      { name: 'Usman Ghani', contact: '0300-7654321', profileType: 'city', cityId: lahore, userId: masoolId },
      'the city masool profile',
    );
    const workshop = await createGathering(portal, {
      title: 'Seerat Workshop',
      purpose: 'Teach the Seerat to students',
      cityId: lahore,
      startDateTime: at(3, 10),
      endDateTime: at(3, 12, 30),
    });
    await putAsAdmin(portal, `/api/events/${workshop}/submit-approval`, {}, 'submitting');
    await putAsAdmin(portal, `/api/events/${workshop}/approve`, {}, 'approving');
    const library = await createGathering(portal, {
      title: 'Library Day',
      purpose: 'Open the library',
      cityId: lahore,
      startDateTime: at(5, 10),
      endDateTime: at(5, 12),
    });
    await putAsAdmin(portal, `/api/events/${library}/submit-approval`, {}, 'submitting');
    await putAsAdmin(
      portal,
      `/api/events/${library}/request-changes`,
      { approvalComments: 'Add the expected participants' },
      'sending back',
    );
    await page.setViewportSize(WIDE);
    await signIn(page, ADMIN);

    await page.goto('/events?tab=approved');
    const approved = page.getByRole('region', { name: 'Seerat Workshop' });
    await approved.getByText('Approved', { exact: true }).waitFor();
    expect(await approved.getByText(/^Approval: /).count()).toBe(0);
    await approved.getByRole('button', { name: 'View Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Seerat Workshop' });
    await details.getByText('2.5 hours', { exact: true }).waitFor();
    expect(await details.getByText('Achievement', { exact: true }).count()).toBe(0);
    await bothWidths(page, screenshot, 'approved event details');
    await page.keyboard.press('Escape');

    await page.goto('/events?tab=drafts');
    const sentBack = page.getByRole('region', { name: 'Library Day' });
    await sentBack.getByText('Changes Requested', { exact: true }).waitFor();
    expect(await sentBack.getByText(/^Submitted/).count()).toBe(0);
    await bothWidths(page, screenshot, 'sent back event');

    await page.goto(`/cities/${lahore}`);
    const ticker = page.getByRole('region', { name: 'Event Ticker' });
    await ticker
      .getByRole('button', { name: /Seerat Workshop/ })
      .first()
      .waitFor();
    expect(await ticker.getByText('EVENT TICKER', { exact: true }).count()).toBe(1);
    // Three days away: upcoming, not live.
    expect(await ticker.getByText('Live', { exact: true }).count()).toBe(0);
    const masool = page.getByRole('term').filter({ hasText: /^City Masool$/ });
    const shown = masool.locator('xpath=following-sibling::dd[1]');
    await shown.getByRole('button', { name: 'Usman Ghani', exact: true }).waitFor();
    await shown.getByText('0300-7654321', { exact: true }).waitFor();
    await bothWidths(page, screenshot, 'city page ticker and masool');

    await page.goto(`/zones/${sindh}`);
    const zoneTicker = page.getByRole('region', { name: 'Event Ticker' });
    await zoneTicker.getByText('No upcoming events scheduled for this zone', { exact: true }).waitFor();
    await bothWidths(page, screenshot, 'zone page empty ticker');
  });

  test("the sign-in page's footer carries the current year", async ({ page, screenshot }) => {
    await page.setViewportSize(NARROW);
    await page.goto('/auth');
    const year = new Date().getFullYear();
    // One footer per width (under the form on a phone, in the side panel on a desktop): the shown one.
    const footer = page.locator(`p:visible:text-is("© ${year} Seerat Circles. All rights reserved.")`);
    await footer.waitFor();
    expect(await footer.count()).toBe(1);
    await page.setViewportSize(WIDE);
    await footer.waitFor();
    expect(await footer.count()).toBe(1);
    await bothWidths(page, screenshot, 'sign-in footer');
  });

  test('an Activity filter whose To comes before its From says so at To', async ({ page, screenshot }) => {
    await page.setViewportSize(WIDE);
    await signIn(page, ADMIN);
    await page.goto('/audit');
    const filters = page.getByRole('form', { name: 'Filter activity' });
    await filters.getByLabel('From', { exact: true }).fill('2026-11-20');
    await filters.getByLabel('To', { exact: true }).fill('2026-11-19');
    await filters.getByRole('button', { name: 'Apply filters', exact: true }).click();
    await filters.getByText('To must not be before From', { exact: true }).waitFor();
    expect(await filters.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
    await bothWidths(page, screenshot, 'activity period backwards');
  });
});
