import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createGathering, createUser, createZone } from '../support/portal-api';
import { saveScreenshot } from '../support/screenshots';
import { type Credentials, signIn, waitForPath } from '../support/sign-in';
import { ADMIN, type TestPortal } from '../support/test-portal';
import { waitForToast } from '../support/toasts';

const CITY_MASOOL = { username: 'lahore.budget', password: 'masool-password-1' };
const ZONE_MASOOL = { username: 'punjab.budget', password: 'masool-password-2' };
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

async function signedIn(
  browser: Browser,
  portal: TestPortal,
  who: Credentials,
  viewport = WIDE,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, viewport, reducedMotion: 'reduce' });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

async function step(page: Page, button: string, toast: string, status: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await waitForToast(page, toast);
  await page.getByText(status, { exact: true }).first().waitFor();
}

const LUNCH = 'Food: Lunch boxes (3 × PKR 250.00)';
/** Required fields: their labels end in an asterisk. */
const UNIT_PRICE = /^Unit price \(PKR\)\*?$/;
const QUANTITY = /^Quantity\*?$/;
const ESTIMATED_AMOUNT = /^Estimated amount \(PKR\)\*?$/;
const AMOUNT_REFUSED = 'Enter an amount in PKR of 0 or more, with at most two decimals (no minus sign)';

/** The field an error message stands under, and the message, after a refused save. */
async function fieldError(form: Locator, label: RegExp): Promise<string> {
  const input = form.getByLabel(label);
  await form.locator('input[aria-invalid="true"]').first().waitFor();
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const described = (await input.getAttribute('aria-describedby')) ?? '';
  return form.page().locator(`[id="${described}"]`).innerText();
}

/**
 * While a draft, a line is edited in its dialog (the form's own check and the server's refusal
 * each shown at the field) and another removed after a confirmation.
 */
async function editedAndRemovedLines(page: Page) {
  await page.getByRole('button', { name: 'Edit Food: Lunch boxes (2 × PKR 250.00)', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await dialog.getByLabel(UNIT_PRICE).fill('-250');
  await dialog.getByRole('button', { name: 'Save Line', exact: true }).click();
  expect(await fieldError(dialog, UNIT_PRICE)).toBe(AMOUNT_REFUSED);
  await dialog.getByLabel(UNIT_PRICE).fill('250');
  await dialog.getByLabel(QUANTITY).fill('100001');
  await dialog.getByRole('button', { name: 'Save Line', exact: true }).click();
  expect(await fieldError(dialog, QUANTITY)).toBe('Must be at most 100000');
  await dialog.getByLabel(QUANTITY).fill('3');
  await dialog.getByRole('button', { name: 'Save Line', exact: true }).click();
  await waitForToast(page, 'Expense updated');
  await page.getByText(LUNCH, { exact: true }).waitFor();

  const addCollection = page.getByRole('form', { name: 'Add collection' });
  await addCollection.getByLabel('Description', { exact: true }).fill('Sponsors');
  await addCollection.getByLabel(ESTIMATED_AMOUNT).fill('500');
  await addCollection.getByRole('button', { name: 'Add collection', exact: true }).click();
  await waitForToast(page, 'Collection added');
  await page.getByRole('button', { name: 'Remove Donation: Sponsors', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Collection' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await waitForToast(page, 'Collection removed');
  await page.getByText('Donation: Sponsors', { exact: true }).waitFor({ state: 'detached' });
}

describeInBrowser('an event budget through its two-level approval', () => {
  test('a city masool drafts and submits, the zone masool reviews, an administrator approves and releases, the masool enters actuals with a PDF receipt, the administrator closes', async ({
    page,
    portal,
    browser,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const cityId = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    await createUser(portal, {
      ...CITY_MASOOL,
      roles: ['city_masool'],
      assignedZoneId: zoneId,
      assignedCityId: cityId,
    });
    await createUser(portal, { ...ZONE_MASOOL, roles: ['zone_masool'], assignedZoneId: zoneId });
    // Held yesterday, so its actuals may be entered.
    const start = new Date(Date.now() - 86_400_000);
    const eventId = await createGathering(portal, {
      title: 'Seerat conference',
      purpose: 'Annual conference',
      cityId,
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    });

    // The city masool drafts on a phone, from the event.
    await page.setViewportSize(WIDE);
    await signIn(page, CITY_MASOOL);
    await page.setViewportSize(NARROW);
    await page.goto(`/budgets?eventId=${eventId}`);
    await page.getByLabel(/^Budget title\*?$/).fill('Conference budget');
    await page.getByLabel(/^Budget description$/).fill('Hall and food\nfor 200 people');
    await page.getByRole('button', { name: 'Create Budget', exact: true }).click();
    await waitForToast(page, 'Budget created');
    await page.getByText(/^BUD-\d{4}-\d{4}$/).waitFor();
    const budgetPath = new URL(page.url()).pathname;

    const addCollection = page.getByRole('form', { name: 'Add collection' });
    await addCollection.getByLabel('Description', { exact: true }).fill('Members');
    await addCollection.getByLabel(ESTIMATED_AMOUNT).fill('-5');
    await addCollection.getByRole('button', { name: 'Add collection', exact: true }).click();
    expect(await waitForToast(page, 'Error')).toMatchObject({ destructive: true });
    expect(await fieldError(addCollection, ESTIMATED_AMOUNT)).toBe(AMOUNT_REFUSED);
    await addCollection.getByLabel(ESTIMATED_AMOUNT).fill('1,750.50');
    await addCollection.getByRole('button', { name: 'Add collection', exact: true }).click();
    await waitForToast(page, 'Collection added');
    const addExpense = page.getByRole('form', { name: 'Add expense' });
    await addExpense.getByLabel(/^Category\*?$/).selectOption('food');
    await addExpense.getByLabel('Description', { exact: true }).fill('Lunch boxes');
    await addExpense.getByLabel(QUANTITY).fill('2');
    await addExpense.getByLabel(UNIT_PRICE).fill('250');
    await addExpense.getByRole('button', { name: 'Add expense', exact: true }).click();
    await waitForToast(page, 'Expense added');
    await editedAndRemovedLines(page);
    const totals = page.getByLabel('Budget totals', { exact: true });
    await totals.getByText('PKR 1,750.50', { exact: true }).waitFor();
    await totals.getByText('PKR 750.00', { exact: true }).waitFor();
    await totals.getByText('PKR 1,000.50', { exact: true }).waitFor();
    await screenshot('budget draft 390');
    await step(page, 'Submit', 'Budget submitted', 'Submitted');
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

    // The zone masool finds it waiting and reviews it.
    const zone = await signedIn(browser, portal, ZONE_MASOOL);
    await zone.goto('/budgets?tab=waiting');
    await zone.getByRole('tab', { name: 'Waiting for me (1)' }).waitFor();
    await saveScreenshot(zone, 'budgets waiting 1440');
    await zone.getByRole('link', { name: /Conference budget/ }).click();
    await waitForPath(zone, budgetPath);
    expect(await zone.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await step(zone, 'Mark Reviewed', 'Budget reviewed', 'Reviewed');

    // The administrator approves and releases the funds.
    const admin = await signedIn(browser, portal, ADMIN);
    await admin.goto(budgetPath);
    await step(admin, 'Approve', 'Budget approved', 'Approved');
    await step(admin, 'Release Funds', 'Funds released', 'Released');
    await saveScreenshot(admin, 'budget released 1440');

    // The city masool enters the actuals with a PDF receipt, and submits them.
    await page.goto(budgetPath);
    const actuals = page.getByRole('form', { name: `Actuals of ${LUNCH}`, exact: true });
    await actuals.getByLabel('Actual quantity', { exact: true }).fill('3');
    await actuals.getByLabel('Actual unit price (PKR)', { exact: true }).fill('240');
    await actuals.getByLabel('Receipt (JPEG, PNG, WebP or PDF)', { exact: true }).setInputFiles({
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(PDF),
    });
    await waitForToast(page, 'Receipt uploaded');
    await actuals.getByRole('button', { name: 'Save actuals' }).click();
    await waitForToast(page, 'Actuals saved');
    await totals.getByText('PKR 720.00', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Receipt', exact: true }).waitFor();
    await step(page, 'Submit Actuals', 'Actuals submitted', 'Actuals submitted');
    await screenshot('budget actuals 390');

    // The administrator closes it; the approval history tells every step.
    await admin.goto(budgetPath);
    await step(admin, 'Close', 'Budget closed', 'Closed');
    const history = admin.getByRole('list', { name: 'Approval history' });
    const steps = [
      ['Created by lahore.budget', 'Draft'],
      ['Submitted by lahore.budget', 'Draft → Submitted'],
      ['Reviewed by punjab.budget', 'Submitted → Reviewed'],
      ['Approved by admin', 'Reviewed → Approved'],
      ['Funds released by admin', 'Approved → Released'],
      ['Actuals submitted by lahore.budget', 'Released → Actuals submitted'],
      ['Closed by admin', 'Actuals submitted → Closed'],
    ];
    for (const [what, change] of steps) {
      const entry = history.getByRole('listitem').filter({ hasText: what! });
      await entry.getByText(change!, { exact: true }).waitFor();
    }
    await saveScreenshot(admin, 'budget closed 1440');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^BUD-\d{4}-\d{4}\.csv$/);
  }, 300_000);
});
