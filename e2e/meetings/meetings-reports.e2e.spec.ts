import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createUser, createZone } from '../support/portal-api';
import { saveScreenshot } from '../support/screenshots';
import { signIn, waitForPath } from '../support/sign-in';
import { dismissToast, waitForToast } from '../support/toasts';

const field = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label}\\*?$`));

/**
 * A report's activities past the card's 150-character preview, in lines: the lists carry the
 * preview, View, Edit and Export the whole text with its line breaks.
 */
const activities = (circles: string) =>
  [
    `${circles} study circles held in the old city masjid and the college hostel.`,
    'One new teacher trained in the method of the Seerat circle, with two more to follow.',
    'Attendance rose after the Friday announcement; the sisters asked for their own circle.',
  ].join('\n');
const FIRST_ACTIVITIES = activities('Two');
const SECOND_ACTIVITIES = activities('Three');
/** Past the city list's one-line preview (50 characters). */
const EDIT_REASON = 'Counted the new circle that opened in the college hostel last Friday';

/** A report section's text in the details dialog, as shown (line breaks kept). */
const sectionText = (dialog: ReturnType<Page['getByRole']>, title: string) =>
  dialog
    .locator('section')
    .filter({ has: dialog.page().getByRole('heading', { name: title, exact: true }) })
    .locator('p')
    .innerText();

describeInBrowser('meetings and karguzari reports, from the masool to the reviewer', () => {
  test('records a meeting with action items, closes one, edits it, submits a report, edits it and has it reviewed', async ({
    page,
    portal,
    browser,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const cityId = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    const cityMasool = { username: 'lahore-masool', password: 'secret-lahore-1' };
    const zoneMasool = { username: 'punjab-masool', password: 'secret-punjab-1' };
    await createUser(portal, { ...cityMasool, roles: ['city_masool'], assignedCityId: cityId });
    await createUser(portal, { ...zoneMasool, roles: ['zone_masool'], assignedZoneId: zoneId });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, cityMasool);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Meetings & Reports' })
      .click();
    await waitForPath(page, '/meetings');
    await page.getByText('No meetings found. Create your first meeting!', { exact: true }).waitFor();

    // A meeting without its required fields is refused with the spec's words.
    await page.getByRole('button', { name: 'New Meeting', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New Meeting' });
    await form.getByRole('button', { name: 'Create Meeting', exact: true }).click();
    expect(await waitForToast(page, 'Error')).toEqual({
      title: 'Error',
      description: 'Please fill in all required fields',
      destructive: true,
    });
    await dismissToast(page, 'Error');

    await field(form, 'City').selectOption({ label: 'Lahore' });
    await field(form, 'Title').fill('Weekly circle review');
    await field(form, 'Meeting Date').fill('2025-03-01');
    await field(form, 'Attendees').fill('14');
    await form.getByRole('button', { name: 'Add Action Item', exact: true }).click();
    await form
      .getByLabel('Task 1', { exact: true })
      .fill('Book the hall for the Seerat conference early next month');
    await form.getByLabel('Due date 1', { exact: true }).fill('2025-03-05');
    await form.getByRole('button', { name: 'Add Action Item', exact: true }).click();
    await form.getByLabel('Task 2', { exact: true }).fill('Invite the ulma');
    await form.getByRole('button', { name: 'Create Meeting', exact: true }).click();
    await waitForToast(page, 'Meeting created successfully');
    await form.waitFor({ state: 'detached' });
    const card = page.getByRole('region', { name: 'Weekly circle review' });
    await card.getByText('0/2 completed', { exact: true }).waitFor();
    // The overdue item stands out; the long task is cut to 50 characters.
    expect(await card.getByText('Overdue', { exact: true }).count()).toBe(1);
    expect(
      await card
        .getByText('Book the hall for the Seerat conference early next month', { exact: true })
        .count(),
    ).toBe(0);
    await screenshot('meeting card');

    // Close the first action item from the details.
    await card.getByRole('button', { name: 'View Weekly circle review', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Meeting Details' });
    await details.getByRole('button', { name: /^Close Book the hall/ }).click();
    await waitForToast(page, 'Action item closed');
    await details.getByRole('button', { name: /^Close Book the hall/ }).waitFor({ state: 'detached' });
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
    await card.getByText('1/2 completed', { exact: true }).waitFor();

    // Edit the meeting: minutes and a reason.
    await card.getByRole('button', { name: 'Edit Weekly circle review', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Meeting' });
    expect(await field(edit, 'Attendees').inputValue()).toBe('14');
    await field(edit, 'Minutes').fill('Agreed to start two new circles.');
    await field(edit, 'Reason for change').fill('Minutes taken');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await waitForToast(page, 'Meeting updated successfully');
    await edit.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'View Weekly circle review', exact: true }).click();
    await details.getByText('Agreed to start two new circles.', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });

    // Edit the open item from the card: it gets an owner and a priority.
    await card.getByRole('button', { name: 'Edit Invite the ulma', exact: true }).click();
    const itemForm = page.getByRole('dialog', { name: 'Edit Action Item' });
    expect(await field(itemForm, 'Task').inputValue()).toBe('Invite the ulma');
    await field(itemForm, 'Assigned To').fill('Bilal');
    await field(itemForm, 'Priority').selectOption({ label: 'High' });
    await screenshot('edit action item');
    await itemForm.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await waitForToast(page, 'Action item updated');
    await itemForm.waitFor({ state: 'detached' });
    await card.getByText('· Bilal', { exact: true }).waitFor();

    // The status has its own control, offering only what may follow: completed is final.
    await card.getByRole('button', { name: 'View Weekly circle review', exact: true }).click();
    const status = field(details, 'Meeting Status');
    expect(await status.locator('option').allTextContents()).toEqual([
      'Scheduled',
      'Ongoing',
      'Completed',
      'Cancelled',
      'Postponed',
    ]);
    await status.selectOption({ label: 'Completed' });
    await waitForToast(page, 'Meeting status updated');
    expect(await status.isDisabled()).toBe(true);
    await screenshot('meeting details status');
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
    // The meeting's badge, beside the closed item's.
    await expect.poll(() => card.getByText('Completed', { exact: true }).count()).toBe(2);

    // The next meeting of Lahore offers the open item to carry forward.
    await page.getByRole('button', { name: 'New Meeting', exact: true }).click();
    await field(form, 'City').selectOption({ label: 'Lahore' });
    await form.getByText('1 open action item from the previous meeting', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Carry forward', exact: true }).click();
    expect(await form.getByLabel('Task 1', { exact: true }).inputValue()).toBe('Invite the ulma');
    expect(await form.getByLabel('Priority 1', { exact: true }).inputValue()).toBe('high');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await form.waitFor({ state: 'detached' });

    // Submit a karguzari report, then edit it with a reason: version 2.
    await page.getByRole('tab', { name: 'Karguzari Reports', exact: true }).click();
    await page.getByText('No reports found. Create your first karguzari report!', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'New Report', exact: true }).click();
    const reportForm = page.getByRole('dialog', { name: 'New Karguzari Report' });
    await field(reportForm, 'Title').fill('Week 9 karguzari');
    await field(reportForm, 'City').selectOption({ label: 'Lahore' });
    await field(reportForm, 'Activities').fill(FIRST_ACTIVITIES);
    await reportForm.getByRole('button', { name: 'Submit Report', exact: true }).click();
    await waitForToast(page, 'Karguzari submitted successfully');
    await reportForm.waitFor({ state: 'detached' });
    const reportCard = page.getByRole('region', { name: 'Week 9 karguzari' });
    // The card carries the activities' first 150 characters, not the last line.
    await reportCard.getByText(`${FIRST_ACTIVITIES.slice(0, 60)}`).waitFor();
    expect(await reportCard.getByText('asked for their own circle').count()).toBe(0);
    await reportCard.getByRole('button', { name: 'Edit Week 9 karguzari', exact: true }).click();
    const reportEdit = page.getByRole('dialog', { name: 'Edit Karguzari Report' });
    // The form holds the whole version, read by its id.
    expect(await field(reportEdit, 'Activities').inputValue()).toBe(FIRST_ACTIVITIES);
    await field(reportEdit, 'Activities').fill(SECOND_ACTIVITIES);
    await field(reportEdit, 'Edit Reason').fill(EDIT_REASON);
    await reportEdit.getByRole('button', { name: 'Save New Version', exact: true }).click();
    await waitForToast(page, 'Report updated successfully');
    await reportCard.getByText('v2', { exact: true }).waitFor();
    await screenshot('reports tab');

    // The zone masool reviews it.
    const reviewerContext = await browser.newContext({
      baseURL: portal.url,
      viewport: { width: 1440, height: 900 },
    });
    try {
      const reviewer = await reviewerContext.newPage();
      await signIn(reviewer, zoneMasool);
      await reviewer.goto('/meetings?tab=karguzari');
      const reviewed = reviewer.getByRole('region', { name: 'Week 9 karguzari' });
      await reviewed.getByRole('button', { name: 'View Week 9 karguzari', exact: true }).click();
      const reviewDialog = reviewer.getByRole('dialog', { name: 'Karguzari Report Details' });
      expect(await sectionText(reviewDialog, 'Activities')).toBe(SECOND_ACTIVITIES);
      await field(reviewDialog, 'Review Comments').fill('Well reported, keep it up');
      await reviewDialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await waitForToast(reviewer, 'Review saved');
      // The zone page lists who has not met or reported: Lahore met on Mar 1, 2025.
      await reviewer.goto(`/zones/${zoneId}`);
      const notMet = reviewer.getByRole('region', { name: 'Not Met or Reported' });
      const lahore = notMet.getByRole('row').filter({ hasText: 'Lahore' });
      await lahore.getByText('Mar 1, 2025', { exact: true }).waitFor();
      expect(await lahore.getByText('Danger zone', { exact: true }).count()).toBe(1);
      await reviewer.getByRole('region', { name: 'Weekly circle review' }).waitFor();
      await saveScreenshot(reviewer, 'meetings journey zone page 1440');
    } finally {
      await reviewerContext.close();
    }

    // The city page shows version 2 as latest with the review comment.
    await page.goto(`/cities/${cityId}`);
    await page.getByRole('tab', { name: 'Karguzari Reports', exact: true }).click();
    const latest = page.getByRole('listitem', { name: 'Week 9 karguzari version 2' });
    await latest.getByText('Latest', { exact: true }).waitFor();
    await latest.getByText('Review comments: Well reported, keep it up', { exact: true }).waitFor();
    await latest.getByText(`Edit reason: ${EDIT_REASON.slice(0, 50)}...`, { exact: true }).waitFor();
    expect(
      await page
        .getByRole('listitem', { name: 'Week 9 karguzari version 1' })
        .getByText('Latest', { exact: true })
        .count(),
    ).toBe(0);
    await screenshot('city karguzari 1440');
    // View reads the version whole: version 1's activities, line breaks kept; version 2's reason.
    await page.getByRole('button', { name: 'View Week 9 karguzari version 1', exact: true }).click();
    const firstVersion = page.getByRole('dialog', { name: 'Karguzari Report Details' });
    expect(await sectionText(firstVersion, 'Activities')).toBe(FIRST_ACTIVITIES);
    await page.keyboard.press('Escape');
    await firstVersion.waitFor({ state: 'detached' });
    await latest.getByRole('button', { name: 'View Week 9 karguzari version 2', exact: true }).click();
    const secondVersion = page.getByRole('dialog', { name: 'Karguzari Report Details' });
    await secondVersion.getByText(`Edit reason: ${EDIT_REASON}`, { exact: true }).waitFor();
    await screenshot('city karguzari version 1440');
    await page.keyboard.press('Escape');
    await secondVersion.waitFor({ state: 'detached' });

    // Export Reports: every version of the city's reports, whole, as CSV, the newest first.
    await page.getByRole('tab', { name: 'Actions', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Reports', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`city-${cityId}-karguzari-reports.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(`"${SECOND_ACTIVITIES}"`);
    expect(csv).toContain(`"${FIRST_ACTIVITIES}"`);
    expect(csv).toContain(EDIT_REASON);
    // Rows end in CRLF; the activities' own line breaks are LF, inside their quotes.
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toMatch(/^id,version,isLatest,title,/);
    expect(rows.slice(1).map((row) => row.split(',').slice(1, 4))).toEqual([
      ['2', 'true', 'Week 9 karguzari'],
      ['1', 'false', 'Week 9 karguzari'],
    ]);
    await page.getByRole('tab', { name: 'Karguzari Reports', exact: true }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('city karguzari 390');
    await page.getByRole('tab', { name: 'Meet Report', exact: true }).click();
    await page.getByRole('region', { name: 'Weekly circle review' }).waitFor();
    await page.goto('/meetings');
    await page.getByRole('region', { name: 'Weekly circle review' }).waitFor();
    await screenshot('meetings 390');
  });
});
