import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createUser, createZone } from '../support/portal-api';
import { saveScreenshot } from '../support/screenshots';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN, type TestPortal } from '../support/test-portal';
import { dismissToast, waitForToast } from '../support/toasts';

const MASOOL = { username: 'lahore.masool', password: 'masool-password-1' };
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

/** `2026-12-01T10:00`, `days` from now at 10:00 local time, as a datetime-local input takes it. */
function localDateTime(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

async function openAsAdmin(browser: Browser, portal: TestPortal): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, viewport: WIDE });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  return page;
}

describeInBrowser('an event through its approval workflow', () => {
  test('a city masool creates and submits, the administrator rejects, the masool revises and resubmits, the administrator approves, and it shows in the ticker and on the city page', async ({
    page,
    portal,
    browser,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const lahoreId = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    await createUser(portal, {
      ...MASOOL,
      roles: ['city_masool'],
      assignedZoneId: zoneId,
      assignedCityId: lahoreId,
    });
    await page.setViewportSize(WIDE);
    await signIn(page, MASOOL);

    // Event Management, empty, from the sidebar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await waitForPath(page, '/events');
    await page.getByText('Create your first event to get started', { exact: true }).waitFor();

    // The form says what is missing.
    await page.getByRole('button', { name: 'Create Event', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Create Event' });
    await form.getByRole('button', { name: 'Submit for Approval', exact: true }).click();
    expect(await waitForToast(page, 'Error')).toMatchObject({
      description: 'Please fill in all required fields',
      destructive: true,
    });
    await form.getByText('Event name is required', { exact: true }).waitFor();
    await dismissToast(page, 'Error');

    await form.getByLabel(/^Event Title/).fill('Seerat Workshop Lahore');
    await form.getByLabel(/^Purpose/).fill('Teach the first chapters of the Seerat');
    await form.getByLabel(/^Event Type/).selectOption('seminar');
    await form.getByLabel(/^Location/).fill('Jamia Masjid');
    await form.getByLabel(/^Start Date & Time/).fill(localDateTime(3, 10));
    await form.getByLabel(/^End Date & Time/).fill(localDateTime(3, 13));
    await form.getByLabel(/^Expected Participants/).fill('40');
    await form.getByLabel(/^Khudaam/).fill('25');
    await screenshot('form');
    await form.getByRole('button', { name: 'Submit for Approval', exact: true }).click();
    await waitForToast(page, 'Event submitted for approval');
    await form.waitFor({ state: 'detached' });
    await card(page, 'Seerat Workshop Lahore').getByText('Pending Approval', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Pending Approval (1)' }).waitFor();
    // A city masool does not review.
    expect(await card(page, 'Seerat Workshop Lahore').getByRole('button', { name: 'Review' }).count()).toBe(
      0,
    );

    // The administrator sees one event waiting, refuses a rejection without a reason, then rejects.
    const admin = await openAsAdmin(browser, portal);
    const eventsLink = admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Events/ });
    await expect
      .poll(async () => (await eventsLink.innerText()).replace(/\s+/g, ' '), { timeout: 10_000 })
      .toBe('Events , waiting for review: 1');
    await eventsLink.click();
    await waitForPath(admin, '/events');
    await admin.getByRole('tab', { name: 'Pending Approval (1)' }).click();
    expect(new URL(admin.url()).searchParams.get('tab')).toBe('pending');
    await card(admin, 'Seerat Workshop Lahore').getByRole('button', { name: 'Review', exact: true }).click();
    const review = admin.getByRole('dialog', { name: 'Review Event' });
    await review.getByRole('button', { name: 'Reject', exact: true }).click();
    expect(await waitForToast(admin, 'Error')).toMatchObject({
      description: 'Please provide a reason for rejection',
    });
    await dismissToast(admin, 'Error');
    await review.getByLabel('Comments/Feedback').fill('Too few teachers for forty people');
    await saveScreenshot(admin, 'event approval journey review');
    await review.getByRole('button', { name: 'Reject', exact: true }).click();
    await waitForToast(admin, 'Event rejected');
    await review.waitFor({ state: 'detached' });

    // The masool finds it rejected with the reason, revises it and resubmits.
    await page.goto('/events?tab=rejected');
    const rejected = card(page, 'Seerat Workshop Lahore');
    await rejected.getByText('Too few teachers for forty people', { exact: true }).waitFor();
    await rejected.getByText('This event needs revision before resubmission.', { exact: true }).waitFor();
    await screenshot('rejected');
    await rejected.getByRole('button', { name: 'Edit Seerat Workshop Lahore' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel(/^Teachers/).fill('5');
    await edit.getByRole('button', { name: 'Submit for Approval', exact: true }).click();
    await waitForToast(page, 'Event submitted for approval');
    await page.getByRole('tab', { name: 'Pending Approval (1)' }).waitFor();

    // The administrator approves it, with a comment.
    await admin.goto('/events?tab=pending');
    await card(admin, 'Seerat Workshop Lahore').getByRole('button', { name: 'Review', exact: true }).click();
    await review.getByLabel('Comments/Feedback').fill('Well planned');
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(admin, 'Event approved');
    await admin.getByRole('tab', { name: 'Approved (1)' }).waitFor();

    // Its details show the whole trail.
    await page.goto('/events?tab=approved');
    await card(page, 'Seerat Workshop Lahore')
      .getByRole('button', { name: 'View Details', exact: true })
      .click();
    const details = page.getByRole('dialog', { name: 'Seerat Workshop Lahore' });
    const history = details.getByRole('region', { name: 'Approval History' });
    await history.getByRole('listitem').nth(4).waitFor();
    const steps = await history.getByRole('listitem').allInnerTexts();
    expect(steps.map((step) => step.split(/ ·|\n/)[0]?.trim())).toEqual([
      'Created',
      'Submitted',
      'Rejected',
      'Submitted',
      'Approved',
    ]);
    await screenshot('details');
    await page.keyboard.press('Escape');

    // The city page: the ticker and the Event News strip carry it.
    await page.goto(`/cities/${lahoreId}`);
    const ticker = page.getByRole('region', { name: 'Event Ticker' });
    await ticker.getByText('EVENT TICKER', { exact: true }).waitFor();
    await ticker
      .getByRole('button', { name: /Seerat Workshop Lahore/ })
      .first()
      .click();
    const item = page.getByRole('dialog', { name: 'Seerat Workshop Lahore' });
    await item.getByText('in 3 days', { exact: true }).waitFor();
    expect(await item.getByText('Lahore', { exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    const news = page.getByRole('region', { name: 'Event News from Lahore City' });
    await news.getByText('Seerat Workshop Lahore', { exact: true }).waitFor();
    await screenshot('city page 1440');
    await page.setViewportSize(NARROW);
    await screenshot('city page 390');
    await page.goto('/events');
    await card(page, 'Seerat Workshop Lahore').waitFor();
    await screenshot('events 390');
    await page.setViewportSize(WIDE);
    await screenshot('events 1440');

    // A second event, kept as a draft, then cancelled with a reason.
    await page.getByRole('button', { name: 'Create Event', exact: true }).click();
    const draftForm = page.getByRole('dialog', { name: 'Create Event' });
    await draftForm.getByLabel(/^Event Title/).fill('Library Day Lahore');
    await draftForm.getByLabel(/^Purpose/).fill('Open the Seerat library to students');
    await draftForm.getByLabel(/^Start Date & Time/).fill(localDateTime(9, 10));
    await draftForm.getByLabel(/^End Date & Time/).fill(localDateTime(9, 12));
    await draftForm.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await waitForToast(page, 'Event saved as draft');
    await page.getByRole('tab', { name: 'Drafts (1)' }).waitFor();
    await card(page, 'Library Day Lahore').getByRole('button', { name: 'View Library Day Lahore' }).click();
    await page
      .getByRole('dialog', { name: 'Library Day Lahore' })
      .getByRole('button', { name: 'Cancel Event' })
      .click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Event' });
    await cancel.getByRole('button', { name: 'Cancel Event', exact: true }).click();
    await cancel.getByText('Please provide a reason', { exact: true }).waitFor();
    await cancel.getByLabel(/^Reason/).fill('The library moves next month');
    await cancel.getByRole('button', { name: 'Cancel Event', exact: true }).click();
    await waitForToast(page, 'Event cancelled');
    await card(page, 'Library Day Lahore').getByText('Cancelled', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Drafts (0)' }).waitFor();
    await admin.context().close();
  });
});
