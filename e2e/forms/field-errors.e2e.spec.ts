import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createMasoolProfile, createUser, createZone } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN, type TestPortal } from '../support/test-portal';
import { dismissToast, waitForToast } from '../support/toasts';

/** A field by its label, with or without the required asterisk. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

/** What a person sees of a field's mistake: whether it is marked, its message, and whether it has the focus. */
async function mistakeAt(control: Locator): Promise<{ invalid: string | null; message: string | null }> {
  const describedBy = await control.getAttribute('aria-describedby');
  const message = describedBy
    ? await control
        .page()
        .locator(`[id="${describedBy.split(' ')[0]}"]`)
        .innerText()
    : null;
  return { invalid: await control.getAttribute('aria-invalid'), message };
}

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** Clears a field and types into it key by key, as a person does. */
async function typeInto(control: Locator, text: string): Promise<void> {
  await control.click();
  await control.press('ControlOrMeta+a');
  await control.press('Backspace');
  await control.pressSequentially(text);
}

/** How many items a paged list holds in all (its `total`). */
async function countOf(page: Page, route: string): Promise<number> {
  const answer = await page.request.get(route);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { total: number }).total;
}

/** Signs in as the administrator and opens New Meeting for a city, its required fields filled. */
async function openNewMeeting(page: Page, portal: TestPortal, city: string): Promise<Locator> {
  const zoneId = await createZone(portal, { name: `${city} zone`, masool: 'Hafiz Usman' });
  await createCity(portal, { name: city, masoolName: 'Abdul Rauf', zoneId });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN);
  await page.goto('/meetings');
  await page.getByRole('button', { name: 'New Meeting', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New Meeting' });
  await field(form, 'City').selectOption({ label: city });
  await typeInto(field(form, 'Title'), 'Monthly review');
  await field(form, 'Meeting Date').fill('2025-03-01');
  return form;
}

/** The meetings recorded for `city`, as the API answers them. */
async function meetingsOf(page: Page, city: string): Promise<Array<{ attendees: number }>> {
  const answer = await page.request.get(`/api/meetings?limit=100&search=${encodeURIComponent(city)}`);
  expect(answer.status()).toBe(200);
  const meetings = (await answer.json()) as { items: Array<{ cityName: string | null; attendees: number }> };
  return meetings.items.filter((meeting) => meeting.cityName === city);
}

describeInBrowser('forms say what is wrong at the field, and save nothing wrong', () => {
  test('a meeting with negative attendees is refused at Attendees, and nothing is saved', async ({
    page,
    portal,
    screenshot,
  }) => {
    const form = await openNewMeeting(page, portal, 'Hyderabad');
    const attendees = field(form, 'Attendees');
    await typeInto(attendees, '-3');
    // Enter in a field sends the form, as a person expects.
    await attendees.press('Enter');

    expect(await mistakeAt(attendees)).toEqual({ invalid: 'true', message: 'Must be 0 or more' });
    expect(await isFocused(attendees)).toBe(true);
    expect(await waitForToast(page, 'Error')).toEqual({
      title: 'Error',
      description: 'Must be 0 or more',
      destructive: true,
    });
    await dismissToast(page, 'Error');
    await screenshot('1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('390');
    expect(await meetingsOf(page, 'Hyderabad')).toEqual([]);

    // Fixing the count takes its message away, and the meeting is saved as typed.
    await typeInto(attendees, '3');
    expect((await mistakeAt(attendees)).invalid).toBe('false');
    await attendees.press('Enter');
    await waitForToast(page, 'Meeting created successfully');
    expect((await meetingsOf(page, 'Hyderabad')).map((meeting) => meeting.attendees)).toEqual([3]);
  }, 120_000);

  test('a meeting that ends before it starts is refused at End Time', async ({ page, portal }) => {
    const form = await openNewMeeting(page, portal, 'Sukkur');
    await field(form, 'Start Time').fill('18:00');
    await field(form, 'End Time').fill('17:30');
    await form.getByRole('button', { name: 'Create Meeting', exact: true }).click();
    const endTime = field(form, 'End Time');
    expect(await mistakeAt(endTime)).toEqual({
      invalid: 'true',
      message: 'End time must be after the start time',
    });
    expect(await isFocused(endTime)).toBe(true);
    expect((await waitForToast(page, 'Error')).description).toBe('End time must be after the start time');
    expect(await meetingsOf(page, 'Sukkur')).toEqual([]);
  });

  test('Data Entry refuses a pasted "-4" in a count at the field instead of saving 0', async ({
    page,
    portal,
    screenshot,
  }) => {
    await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    const cityCountBefore = await countOf(page, '/api/cities');
    await page.goto('/data-entry?tab=city');
    const name = field(page.locator('form'), 'Name');
    await typeInto(name, 'Okara');
    await typeInto(field(page.locator('form'), 'Masool Name'), 'Bilal Ahmed');
    await field(page.locator('form'), 'Zone').selectOption({ label: 'Punjab' });
    const number = field(page.locator('form'), 'Masool Number');
    // The example number is a placeholder, never a value that would be saved as if real.
    expect(await number.inputValue()).toBe('');
    expect(await number.getAttribute('placeholder')).toBe('+92-300-1234567');
    const masjids = field(page.locator('form'), 'Masjid Count');
    await masjids.click();
    await masjids.press('ControlOrMeta+a');
    // Pasted: the whole text arrives at once, as from the clipboard.
    await page.keyboard.insertText('-4');
    await page.getByRole('button', { name: 'Create City', exact: true }).click();

    expect(await mistakeAt(masjids)).toEqual({ invalid: 'true', message: 'Must be 0 or more' });
    expect(await isFocused(masjids)).toBe(true);
    expect((await waitForToast(page, 'Error')).description).toBe('Must be 0 or more');
    await screenshot('390');
    expect(await countOf(page, '/api/cities')).toBe(cityCountBefore);
  }, 120_000);

  test('a masool profile for a user who has one already says so at Linked User', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Balochistan', masool: 'Hafiz Usman' });
    const taken = await createUser(portal, {
      username: 'quetta-masool',
      password: 'secret-password-123',
      roles: ['zone_masool'],
      assignedZoneId: zoneId,
    });
    await createUser(portal, {
      username: 'free-masool',
      password: 'secret-password-123',
      roles: ['zone_masool'],
      assignedZoneId: zoneId,
    });
    await createMasoolProfile(portal, {
      name: 'Existing Profile',
      contact: '0300-1111111',
      zoneId,
      userId: taken,
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);
    await page.goto('/profile-management');
    await page.getByRole('button', { name: 'Add New Masool', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add New Masool' });
    const linkedUser = form.getByLabel('Linked User');
    await linkedUser.locator('option', { hasText: 'free-masool' }).waitFor({ state: 'attached' });
    // Only users without a profile are offered.
    expect(await linkedUser.locator('option').allInnerTexts()).not.toContain('quetta-masool');

    // Another administrator links the offered user meanwhile: the server's 409 lands at the field.
    const free = (
      (await (await page.request.get('/api/admin/users?search=free-masool')).json()) as {
        items: Array<{ id: number; username: string }>;
      }
    ).items.find((user) => user.username === 'free-masool');
    await linkedUser.selectOption({ label: 'free-masool' });
    await createMasoolProfile(portal, {
      name: 'Taken Meanwhile',
      contact: '0300-2222222',
      zoneId,
      userId: free!.id,
    });
    await typeInto(field(form, 'Name'), 'Second Profile');
    await typeInto(field(form, 'Contact'), '0300-3333333');
    await field(form, 'Zone').selectOption({ label: 'Balochistan' });
    await form.getByRole('button', { name: 'Create Profile', exact: true }).click();

    await expect
      .poll(() => mistakeAt(linkedUser))
      .toEqual({
        invalid: 'true',
        message: 'This user already has a masool profile',
      });
    expect(await isFocused(linkedUser)).toBe(true);
    expect((await waitForToast(page, 'Failed to create profile')).description).toBe(
      'This user already has a masool profile',
    );
    await dismissToast(page, 'Failed to create profile');
    await screenshot('1440');

    // Cancelled and opened again, the form starts clean: that failure was the last form's.
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add New Masool', exact: true }).click();
    const reopened = page.getByRole('dialog', { name: 'Add New Masool' });
    await reopened.getByRole('button', { name: 'Create Profile', exact: true }).waitFor();
    expect(await mistakeAt(reopened.getByLabel('Linked User'))).toEqual({ invalid: 'false', message: null });
  });

  test("the server's 400 appears at its field, which takes the focus", async ({
    page,
    portal,
    screenshot,
  }) => {
    await createZone(portal, { name: 'Gilgit', masool: 'Hafiz Usman' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add User' });
    await typeInto(field(form, 'Username'), 'no-city-masool');
    await typeInto(field(form, 'Password'), 'secret-password-123');
    // A city masool (the default role) without an assigned city: only the server knows the rule.
    await field(form, 'Password').press('Enter');
    const city = field(form, 'Assigned City');
    await expect
      .poll(() => mistakeAt(city))
      .toEqual({
        invalid: 'true',
        message: 'A city masool needs an assigned city',
      });
    expect(await isFocused(city)).toBe(true);
    expect((await waitForToast(page, 'Failed to create user')).description).toBe(
      'A city masool needs an assigned city',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot('390');
    await waitForPath(page, '/admin');
  });
});
