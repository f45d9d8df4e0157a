import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import {
  addBudgetLine,
  createBudget,
  createCity,
  createGathering,
  createUser,
  createZone,
} from '../support/portal-api';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/sign-in';

const CITY_MASOOL = { username: 'quetta.budget', password: 'masool-password-3' };

describeInBrowser('a budget as of a past change', () => {
  test('a city masool opens it from a Change History row with the lines of then, and goes back to now', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Balochistan', masool: 'Hafiz Karim' });
    const cityId = await createCity(portal, { name: 'Quetta', masoolName: 'Abdul Wali', zoneId });
    await createUser(portal, {
      ...CITY_MASOOL,
      roles: ['city_masool'],
      assignedZoneId: zoneId,
      assignedCityId: cityId,
    });
    const start = new Date(Date.now() + 10 * 86_400_000);
    const eventId = await createGathering(portal, {
      title: 'Seerat majlis',
      purpose: 'Monthly majlis',
      cityId,
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    });
    const budgetId = await createBudget(portal, { eventId, title: 'Majlis budget' });
    await addBudgetLine(portal, budgetId, 'collection', {
      category: 'donation',
      description: 'Members',
      estimatedAmount: 175_050,
    });

    // Not an auditor: whoever may read the budget reads it as of a moment.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, CITY_MASOOL);
    await page.goto(`/budgets/${budgetId}`);
    await page.getByText('Donation: Members', { exact: true }).waitFor();
    const history = page.getByRole('region', { name: 'Change history table' });
    const created = history.getByRole('row').filter({ hasText: 'create' });
    await created.getByRole('button', { name: 'View as of then' }).click();

    await page.getByText('Viewing as of').waitFor();
    expect(new URL(page.url()).searchParams.get('asOf')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const past = page.getByRole('region', { name: 'Budget as of this moment' });
    await past.getByText('Majlis budget', { exact: true }).waitFor();
    expect(await past.getByText('No lines yet.').count()).toBe(2);
    expect(await past.getByText('Donation: Members').count()).toBe(0);
    await past.getByText('Draft', { exact: true }).waitFor();
    // Drawn by the budget page's own cards, as the present read names them: the event, its city
    // and zone; read only, so none of the drafter's buttons of now.
    await past.getByText(/^Seerat majlis · .+ · Quetta, Balochistan$/).waitFor();
    await past.getByLabel('Budget totals').waitFor();
    expect(await past.getByRole('button').count()).toBe(0);
    await screenshot('budget as of its creation');

    // The moment is in the address: reloading shows the same past, on a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await past.getByText('Majlis budget', { exact: true }).waitFor();
    expect(await past.getByText('No lines yet.').count()).toBe(2);
    await past.getByText(/^Seerat majlis · .+ · Quetta, Balochistan$/).waitFor();
    await saveScreenshot(page, 'budget as of 390');

    await page.getByRole('button', { name: 'Back to now' }).click();
    await page.getByText('Donation: Members', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('asOf')).toBeNull();
    expect(await page.getByText('Viewing as of').count()).toBe(0);

    // The event's details have a Budget section: the budget whole, behind its summary line.
    await page.goto(`/events?view=${eventId}`);
    const section = page
      .getByRole('dialog', { name: 'Seerat majlis' })
      .getByRole('region', { name: 'Budget' });
    await section
      .locator('summary')
      .getByText(/^BUD-\d{4}-\d{4}$/)
      .click();
    await section.getByText('Donation: Members', { exact: true }).waitFor();
    await section.getByLabel('Budget totals').getByText('PKR 1,750.50', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'event budget section 390');
  });
});
