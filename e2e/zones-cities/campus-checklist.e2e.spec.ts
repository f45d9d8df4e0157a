import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createZone } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { dismissToast, waitForToast } from '../support/toasts';
import { openCity } from './city-page';

const CITY = 'Multan';

/** The five campus criteria as the dialog labels them (spec section 5). */
const REQUIREMENTS = [
  'Seerah Study Circles',
  'Trained Administrative Team',
  'Trained Teachers',
  'Location Confirmed',
  'Team Visited Islamabad',
];

const SAVED = {
  title: 'Campus Checklist Saved',
  description: 'The campus checklist has been successfully saved.',
  destructive: false,
};

describeInBrowser('the Campus Checklist', () => {
  test('leads a city from potential campus (2/5) to campus, off the potential-campus list', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab South', masool: 'Qari Hamid' });
    const cityId = await createCity(portal, { name: CITY, masoolName: 'Tariq Mehmood', zoneId });
    await signIn(page, ADMIN);
    await openCity(page, cityId, CITY);

    let checklist = await openChecklist(page);
    expect(await progressText(checklist)).toBe('0 of 5 items completed');
    await checklist.getByRole('checkbox', { name: 'Seerah Study Circles', exact: true }).click();
    await checklist.getByRole('checkbox', { name: 'Location Confirmed', exact: true }).click();
    expect(await progressText(checklist)).toBe('2 of 5 items completed');
    expect(await checklist.getByText('All requirements completed!').count()).toBe(0);
    await screenshot('two ticked');
    await checklist.getByRole('button', { name: 'Save Checklist', exact: true }).click();
    expect(await waitForToast(page, SAVED.title)).toEqual(SAVED);
    await checklist.waitFor({ state: 'hidden' });
    await dismissToast(page, SAVED.title);

    await goToDashboard(page);
    const potentialCampus = cardTitled(page, 'Potential Campus Cities');
    const listed = potentialCampus.getByRole('link').filter({ hasText: CITY });
    expect((await listed.innerText()).split('\n')).toEqual([CITY, '2/5']);
    expect(
      await potentialCampus.getByRole('progressbar', { name: `${CITY}: 2 of 5 campus requirements` }).count(),
    ).toBe(1);
    await screenshot('dashboard lists 2 of 5');

    await listed.click();
    await waitForPath(page, `/cities/${cityId}`);
    checklist = await openChecklist(page);
    expect(await tickedRequirements(checklist)).toEqual(['Seerah Study Circles', 'Location Confirmed']);
    for (const requirement of ['Trained Administrative Team', 'Trained Teachers', 'Team Visited Islamabad']) {
      await checklist.getByRole('checkbox', { name: requirement, exact: true }).click();
    }
    expect(await progressText(checklist)).toBe('5 of 5 items completed');
    await checklist.getByText('All requirements completed!', { exact: true }).waitFor();
    await checklist.getByText('This city is ready for campus activation.', { exact: true }).waitFor();
    await checklist.getByRole('checkbox', { name: 'Mark as Campus', exact: true }).click();
    await screenshot('all ticked and marked as campus');
    await checklist.getByRole('button', { name: 'Save Checklist', exact: true }).click();
    expect(await waitForToast(page, SAVED.title)).toEqual(SAVED);
    await checklist.waitFor({ state: 'hidden' });

    await page.getByRole('heading', { level: 2, name: 'Campus Information', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Campus Checklist' }).count()).toBe(0);
    await screenshot('campus city');

    await goToDashboard(page);
    await potentialCampus
      .getByText('No cities are working towards campus status yet', { exact: true })
      .waitFor();
    expect(await potentialCampus.getByRole('link').filter({ hasText: CITY }).count()).toBe(0);
    await screenshot('dashboard without the campus');
  });
});

async function openChecklist(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Campus Checklist', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Campus Checklist', exact: true });
  // The saved checklist loads after the dialog opens.
  await dialog.getByRole('button', { name: 'Save Checklist', exact: true }).waitFor();
  return dialog;
}

/** The Progress Overview's count: `{n} of {total} items completed`. */
function progressText(checklist: Locator): Promise<string> {
  return checklist
    .getByRole('region', { name: 'Progress Overview', exact: true })
    .getByText(/^\d+ of \d+ items completed$/)
    .innerText();
}

/** The Campus Requirements ticked, in the dialog's order. */
async function tickedRequirements(checklist: Locator): Promise<string[]> {
  const ticked: string[] = [];
  for (const requirement of REQUIREMENTS) {
    if (await checklist.getByRole('checkbox', { name: requirement, exact: true }).isChecked()) {
      ticked.push(requirement);
    }
  }
  return ticked;
}

/** The sidebar's Dashboard entry: the app navigates in place, so the lists come from their queries. */
async function goToDashboard(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await waitForPath(page, '/');
}
