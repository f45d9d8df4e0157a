import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pastValue as pastCardValue } from '../support/as-of-view';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createGathering, createUser, createZone, updateGathering } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN, type TestPortal } from '../support/test-portal';

const TITLE = 'Seerat Conference';

/** The value a field shows in the event's past view (`Location` → `Town Hall`). */
const pastValue = (page: Page, label: string) => pastCardValue(page, 'Event as of this moment', label);

/** An instant `days` from now, as the API takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * A draft event in Town Hall for 40, then moved to Jinnah Hall for 120 with a reason, in a zone and
 * city of its own (the tests of a file share one portal).
 */
async function eventMovedToAnotherHall(
  portal: TestPortal,
  place: { zone: string; city: string },
  reason: string,
): Promise<{ eventId: number; cityId: number }> {
  const zoneId = await createZone(portal, { name: place.zone, masool: 'Hafiz Usman' });
  const cityId = await createCity(portal, { name: place.city, masoolName: 'Abdul Rauf', zoneId });
  const eventId = await createGathering(portal, {
    title: TITLE,
    purpose: 'The life of the Prophet for the youth of the city',
    cityId,
    startDateTime: inDays(10),
    endDateTime: inDays(10.2),
    location: 'Town Hall',
    expectedParticipants: 40,
  });
  await updateGathering(portal, eventId, {
    changeReason: reason,
    location: 'Jinnah Hall',
    expectedParticipants: 120,
  });
  return { eventId, cityId };
}

describeInBrowser('an event as of a past change', () => {
  test('opens from a Change History row with the values of then, and goes back to now', async ({
    page,
    portal,
    screenshot,
  }) => {
    const { eventId } = await eventMovedToAnotherHall(
      portal,
      { zone: 'Punjab', city: 'Multan' },
      'Hall booked',
    );
    await signIn(page, ADMIN);
    await page.goto(`${portal.url}/events?view=${eventId}`);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByText('Jinnah Hall', { exact: true }).waitFor();

    await dialog.getByText('Change History', { exact: true }).click();
    const history = dialog.getByRole('region', { name: 'Change history table' });
    await history.getByRole('cell', { name: 'Location', exact: true }).waitFor();
    const created = history.getByRole('row').filter({ hasText: 'create' });
    await created.getByRole('button', { name: 'View as of then' }).click();

    await dialog.getByText('Viewing as of').waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('view')).toBe(String(eventId));
    expect(url.searchParams.get('asOf')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Drawn by the detail view's own parts: names and labels, no ids or state dump, no actions.
    expect(await pastValue(page, 'Location')).toBe('Town Hall');
    expect(await pastValue(page, 'Expected')).toBe('40');
    expect(await pastValue(page, 'City')).toBe('Multan');
    expect(await pastValue(page, 'Zone')).toBe('Punjab');
    expect(await pastValue(page, 'Approval Status')).toBe('Draft');
    const past = dialog.getByRole('region', { name: 'Event as of this moment' });
    expect(await past.innerText()).not.toMatch(/cityId|zoneId|\{/);
    expect(await past.getByRole('button').count()).toBe(0);
    await screenshot('event as of its creation');

    // The moment is in the address: reloading shows the same past.
    await page.reload();
    expect(await pastValue(page, 'Location')).toBe('Town Hall');

    await dialog.getByRole('button', { name: 'Back to now' }).click();
    await dialog.getByText('Jinnah Hall', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('asOf')).toBeNull();
    expect(await dialog.getByText('Viewing as of').count()).toBe(0);
  });

  test('the activity feed finds the change to an event and opens the event as of then', async ({
    page,
    portal,
    screenshot,
  }) => {
    const { eventId } = await eventMovedToAnotherHall(
      portal,
      { zone: 'Sindh', city: 'Hyderabad' },
      'Bigger hall for the youth',
    );
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Activity' }).click();
    await waitForPath(page, '/audit');
    await page.getByLabel('Entity type').selectOption('events');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    expect(new URL(page.url()).searchParams.get('entityType')).toBe('events');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Bigger hall for the youth' })
      .filter({ hasText: 'Location' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(3).innerText()).toBe('Location');
    await screenshot('activity filtered to events');

    await row.getByRole('link', { name: `Event ${eventId}` }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByText('Viewing as of').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/events');
    expect(url.searchParams.get('view')).toBe(String(eventId));
    expect(await pastValue(page, 'Location')).toBe('Jinnah Hall');
    expect(await pastValue(page, 'Expected')).toBe('120');
  });

  test('the city masool of its city opens its past too, at 1440 and 390 px', async ({
    page,
    portal,
    screenshot,
  }) => {
    const { eventId, cityId } = await eventMovedToAnotherHall(
      portal,
      { zone: 'Khyber', city: 'Peshawar' },
      'More guests',
    );
    const masool = { username: 'peshawar.masool', password: 'masool-password-1' };
    await createUser(portal, { ...masool, roles: ['city_masool'], assignedCityId: cityId });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, masool);
    await page.goto(`${portal.url}/events?view=${eventId}`);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByText('Jinnah Hall', { exact: true }).waitFor();

    await dialog.getByText('Change History', { exact: true }).click();
    const history = dialog.getByRole('region', { name: 'Change history table' });
    const created = history.getByRole('row').filter({ hasText: 'create' });
    await created.getByRole('button', { name: 'View as of then' }).click();
    await dialog.getByText('Viewing as of').waitFor();
    expect(await pastValue(page, 'Location')).toBe('Town Hall');
    expect(await pastValue(page, 'Expected')).toBe('40');
    await screenshot('event as of its creation for its city masool');
    await page.setViewportSize({ width: 390, height: 844 });
    const past = dialog.getByRole('region', { name: 'Event as of this moment' });
    // Nothing of the past view is wider than the phone's screen.
    expect(await past.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
    expect(await pastValue(page, 'Location')).toBe('Town Hall');
    await screenshot('event as of its creation for its city masool at 390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
