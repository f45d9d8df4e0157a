import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createUser, createZone } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import type { TestPortal } from '../support/test-portal';
import { waitForToast } from '../support/toasts';

/**
 * A person writes paragraphs: in every text area of every form, Enter starts a new line, the
 * form saves it, and the screen that shows it keeps the break. Typed with the keyboard, as a
 * person does (fill() would not press Enter).
 */
describeInBrowser('line breaks typed into text areas are kept', () => {
  /** A city masool of a city of their own, signed in at 1440 px: each test writes in its own city. */
  async function signInMasoolOf(page: Page, portal: TestPortal, city: string) {
    const zoneId = await createZone(portal, { name: `${city} zone`, masool: 'Hafiz Usman' });
    const cityId = await createCity(portal, { name: city, masoolName: 'Abdul Rauf', zoneId });
    const masool = { username: `${city.toLowerCase()}-masool`, password: 'secret-lines-1' };
    await createUser(portal, {
      ...masool,
      roles: ['city_masool'],
      assignedZoneId: zoneId,
      assignedCityId: cityId,
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, masool);
  }

  const openFromMenu = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

  /**
   * Types two lines, named after the field, into every text area of `form`, pressing Enter
   * between them; answers what it typed by label.
   */
  async function typeIntoEveryTextArea(page: Page, form: Locator, special: Record<string, string[]> = {}) {
    const typed: Record<string, string> = {};
    const areas = form.locator('textarea');
    const count = await areas.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const area = areas.nth(index);
      const label = (
        await area.evaluate((element) => (element as HTMLTextAreaElement).labels?.[0]?.textContent ?? '')
      )
        .replace('*', '')
        .trim();
      const lines = special[label] ?? [`${label} first line`, `${label} second line`];
      await area.click();
      for (const [at, line] of lines.entries()) {
        if (at > 0) await page.keyboard.press('Enter');
        await page.keyboard.type(line);
      }
      expect(await area.inputValue(), label).toBe(lines.join('\n'));
      typed[label] = lines.join('\n');
    }
    return typed;
  }

  /** Typing key by key in three forms takes a while on a machine other tests share. */
  const TIMEOUT_MS = 120_000;

  /** The text shown where `text`'s first line is, line breaks as the reader sees them. */
  const shownAt = (scope: Locator, text: string) =>
    scope
      .getByText(text.split('\n')[0]!, { exact: false })
      .first()
      .evaluate((element) => (element as HTMLElement).innerText);

  test(
    "in the event form, and on the event's card",
    async ({ page, portal, screenshot }) => {
      await signInMasoolOf(page, portal, 'Karachi');
      await openFromMenu(page, 'Events');
      await page.getByRole('button', { name: 'Create Event', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Create Event' });
      await form.getByLabel(/^Event Title/).fill('Two paragraphs');
      const start = new Date(Date.now() + 3 * 86_400_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      const day = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
      await form.getByLabel(/^Start Date & Time/).fill(`${day}T10:00`);
      await form.getByLabel(/^End Date & Time/).fill(`${day}T12:00`);
      const typed = await typeIntoEveryTextArea(page, form, {
        'Proposal Attachments (one URL per line)': ['https://a.example/plan', 'https://b.example/budget'],
      });
      expect(Object.keys(typed)).toEqual(['Purpose', 'Proposal Attachments (one URL per line)']);
      await screenshot('form');
      await form.getByRole('button', { name: 'Save Draft', exact: true }).click();
      await waitForToast(page, 'Event saved as draft');
      await form.waitFor({ state: 'detached' });
      expect(await shownAt(page.getByRole('region', { name: 'Two paragraphs' }), typed.Purpose!)).toBe(
        typed.Purpose,
      );
    },
    TIMEOUT_MS,
  );

  test(
    "in the meeting form, and on the meeting's details",
    async ({ page, portal, screenshot }) => {
      await signInMasoolOf(page, portal, 'Hyderabad');
      await openFromMenu(page, 'Meetings & Reports');
      await page.getByRole('button', { name: 'New Meeting', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'New Meeting' });
      await form.getByLabel(/^City\*?$/).selectOption({ label: 'Hyderabad' });
      await form.getByLabel(/^Title\*?$/).fill('Paragraph meeting');
      await form.getByLabel(/^Meeting Date\*?$/).fill('2025-03-01');
      const typed = await typeIntoEveryTextArea(page, form);
      expect(Object.keys(typed)).toEqual(['Description', 'Agenda', 'Minutes', 'Notes']);
      await form.getByRole('button', { name: 'Create Meeting', exact: true }).click();
      await waitForToast(page, 'Meeting created successfully');
      await form.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'View Paragraph meeting', exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Meeting Details' });
      for (const text of Object.values(typed)) expect(await shownAt(details, text)).toBe(text);
      await screenshot('details');
    },
    TIMEOUT_MS,
  );

  test(
    "in the karguzari report form, and on the report's details",
    async ({ page, portal, screenshot }) => {
      await signInMasoolOf(page, portal, 'Sukkur');
      await openFromMenu(page, 'Meetings & Reports');
      await page.getByRole('tab', { name: 'Karguzari Reports', exact: true }).click();
      await page.getByRole('button', { name: 'New Report', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'New Karguzari Report' });
      await form.getByLabel(/^Title\*?$/).fill('Paragraph report');
      await form.getByLabel(/^City\*?$/).selectOption({ label: 'Sukkur' });
      const typed = await typeIntoEveryTextArea(page, form);
      expect(Object.keys(typed)).toHaveLength(7);
      await form.getByRole('button', { name: 'Submit Report', exact: true }).click();
      await waitForToast(page, 'Karguzari submitted successfully');
      await form.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'View Paragraph report', exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Karguzari Report Details' });
      for (const text of Object.values(typed)) expect(await shownAt(details, text)).toBe(text);
      await screenshot('details');
    },
    TIMEOUT_MS,
  );
});
