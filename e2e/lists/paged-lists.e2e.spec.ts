import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { cardTitled } from '../support/cards';
import { createCity, createMeeting, createUser, createZone, postAsAdmin } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** More cities than one page (25) holds: Town 01 to Town 30, ranked by circles, Town 30 first. */
const TOWNS = 30;
const town = (n: number) => `Town ${String(n).padStart(2, '0')}`;

/** The items a list shows: its cards' headings, in order. */
async function shownNames(list: Locator): Promise<string[]> {
  return list.locator('li').getByRole('heading').allInnerTexts();
}

/** Waits until the list under `block` shows `count` items. */
async function waitForCount(list: Locator, count: number): Promise<void> {
  await expect.poll(() => list.locator(':scope > li').count(), { timeout: 10_000 }).toBe(count);
}

/** Clicks Load more under a list and waits for its end. */
async function loadRest(scope: Locator, total: number): Promise<void> {
  await scope.getByRole('button', { name: 'Load more', exact: true }).click();
  await scope.getByText(`All ${total} shown`, { exact: true }).waitFor();
}

describeInBrowser('long lists load a page at a time, and search and filter over every page', () => {
  test('a zone with more cities than one page: Load more, and a search that finds cities of later pages', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Sindh', masool: 'Hafiz Usman' });
    for (let n = 1; n <= TOWNS; n++) {
      await createCity(portal, { name: town(n), masoolName: 'Masool', zoneId, activeCircles: n });
    }
    await signIn(page, ADMIN);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(`/zones/${zoneId}`);
      const card = cardTitled(page, 'Cities in Sindh');
      const list = card.locator('ul').first();
      await card.getByText(`Showing 25 of ${TOWNS}`, { exact: true }).waitFor();
      await waitForCount(list, 25);
      expect((await shownNames(list))[0]).toContain(town(TOWNS));
      await screenshot(`first page ${size.width}`);

      await loadRest(card, TOWNS);
      await waitForCount(list, TOWNS);
      expect((await shownNames(list)).at(-1)).toContain(town(1));

      // Town 01 to Town 09 rank last: all but four of them lie beyond the first page.
      await card.getByRole('searchbox', { name: 'Search cities in Sindh' }).fill('Town 0');
      await card.getByText('All 9 shown', { exact: true }).waitFor();
      const found = await shownNames(list);
      expect(found.map((name) => name.match(/Town \d\d/)?.[0])).toEqual(
        [9, 8, 7, 6, 5, 4, 3, 2, 1].map(town),
      );
      await screenshot(`searched ${size.width}`);
      await card.getByRole('searchbox', { name: 'Search cities in Sindh' }).fill('Nowhere');
      await card.getByText('No cities found in this zone', { exact: true }).waitFor();
    }
  });

  test("the Admin Panel's users: Load more, and a search that finds users of later pages", async ({
    page,
    portal,
    screenshot,
  }) => {
    // Thirty readers after the administrator: reader-26 to reader-30 lie beyond the first page.
    const reader = (n: number) => `reader-${String(n).padStart(2, '0')}`;
    for (let n = 1; n <= 30; n++) {
      await createUser(portal, {
        username: reader(n),
        password: 'reader-password-1',
        roles: ['markazi_team'],
      });
    }
    await signIn(page, ADMIN);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/admin');
      const card = cardTitled(page, 'Users');
      const rows = card.locator('tbody > tr');
      const usernames = () => rows.locator('th').allInnerTexts();
      await card.getByText('Showing 25 of 31', { exact: true }).waitFor();
      expect((await usernames()).slice(0, 2)).toEqual([ADMIN.username, reader(1)]);
      await screenshot(`users first page ${size.width}`);

      await loadRest(card, 31);
      expect((await usernames()).at(-1)).toBe(reader(30));

      const search = card.getByRole('searchbox', { name: 'Search users' });
      await search.fill('READER-2');
      await card.getByText('All 10 shown', { exact: true }).waitFor();
      expect(await usernames()).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map(reader));
      await screenshot(`users searched ${size.width}`);
      await search.fill('nobody');
      await card.getByText('No users found', { exact: true }).waitFor();
    }
  });

  test('Meetings & Reports: filtered by city, status and dates, paged', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const lahore = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    const multan = await createCity(portal, { name: 'Multan', masoolName: 'Tariq', zoneId });
    for (let day = 1; day <= 28; day++) {
      const date = `2025-02-${String(day).padStart(2, '0')}`;
      await createMeeting(portal, { title: `Lahore circle ${date}`, meetingDate: date, cityId: lahore });
    }
    await createMeeting(portal, { title: 'Multan review', meetingDate: '2025-02-10', cityId: multan });
    await createMeeting(portal, {
      title: 'Multan postponed',
      meetingDate: '2025-02-11',
      cityId: multan,
      status: 'postponed',
    });
    await signIn(page, ADMIN);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/meetings');
      await waitForPath(page, '/meetings');
      const panel = page.getByRole('tabpanel');
      const list = panel.locator('ul').first();
      await panel.getByText('Showing 25 of 30', { exact: true }).waitFor();
      await panel.getByRole('heading', { name: 'Meetings (30)', exact: true }).waitFor();
      await screenshot(`meetings first page ${size.width}`);

      await panel.getByLabel('City', { exact: true }).selectOption({ label: 'Multan' });
      await panel.getByText('All 2 shown', { exact: true }).waitFor();
      await panel.getByLabel('Status', { exact: true }).selectOption({ label: 'Postponed' });
      await panel.getByText('All 1 shown', { exact: true }).waitFor();
      expect(await shownNames(list)).toEqual(['Multan postponed']);

      await panel.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
      await panel.getByLabel('City', { exact: true }).selectOption({ label: 'Lahore' });
      await panel.getByLabel('Meeting date from', { exact: true }).fill('2025-02-03');
      await panel.getByLabel('Meeting date to', { exact: true }).fill('2025-02-05');
      await panel.getByText('All 3 shown', { exact: true }).waitFor();
      expect(await shownNames(list)).toEqual([
        'Lahore circle 2025-02-05',
        'Lahore circle 2025-02-04',
        'Lahore circle 2025-02-03',
      ]);
      expect(page.url()).toContain('cityId=');
      await screenshot(`meetings filtered ${size.width}`);

      // The search runs over every page: the oldest meeting lies on the second page unfiltered.
      await page.goto('/meetings');
      await panel.getByRole('searchbox', { name: 'Search meetings' }).fill('2025-02-01');
      await panel.getByText('All 1 shown', { exact: true }).waitFor();
      expect(await shownNames(list)).toEqual(['Lahore circle 2025-02-01']);
    }
  });

  test("a form's city picker finds a city beyond the first page as the user types, and keeps it named", async ({
    page,
    portal,
    screenshot,
  }) => {
    // Village 01 to Village 30 after every other city of this file: Village 28 is on no first page.
    const zoneId = await createZone(portal, { name: 'Balochistan', masool: 'Hafiz Usman' });
    const village = (n: number) => `Village ${String(n).padStart(2, '0')}`;
    for (let n = 1; n <= 30; n++) {
      await createCity(portal, { name: village(n), masoolName: 'Masool', zoneId });
    }
    await signIn(page, ADMIN);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/meetings');
      await page.getByRole('button', { name: 'New Meeting', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'New Meeting' });
      const city = form.getByLabel(/^City\*?$/);
      const offered = () => city.locator('option').allInnerTexts();
      await form.getByText(/^Showing 25 of \d+ cities: type to find others$/).waitFor();
      expect(await offered()).not.toContain(village(28));

      // Typed as a person types, key by key: one request once the typing pauses.
      const search = form.getByRole('searchbox', { name: 'Search by name', exact: true });
      await search.pressSequentially('village 28');
      await form.getByText('1 city', { exact: true }).waitFor();
      expect(await offered()).toEqual(['Select a city', village(28)]);
      // By keyboard: from the search box to the select, and down to the one match.
      await search.press('Tab');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => city.locator('option:checked').innerText()).toBe(village(28));
      await screenshot(`city picked ${size.width}`);

      // Another search shows other cities; the chosen one stays chosen and named.
      await search.fill('Village 0');
      await form.getByText('9 cities', { exact: true }).waitFor();
      expect(await city.locator('option:checked').innerText()).toBe(village(28));
      expect(await offered()).toEqual([
        'Select a city',
        village(28),
        ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(village),
      ]);
      await search.fill('Nowhere');
      await form.getByText('No cities match "Nowhere"', { exact: true }).waitFor();
      expect(await city.locator('option:checked').innerText()).toBe(village(28));
      await screenshot(`city kept ${size.width}`);

      await form.getByLabel(/^Title\*?$/).fill(`Village 28 review ${size.width}`);
      await form.getByLabel(/^Meeting Date\*?$/).fill('2025-03-01');
      await form.getByRole('button', { name: 'Create Meeting', exact: true }).click();
      await form.waitFor({ state: 'hidden' });
      const answer = await page.request.get(
        `/api/meetings?search=${encodeURIComponent(`review ${size.width}`)}`,
      );
      const meetings = (await answer.json()) as { items: Array<{ cityName: string | null }> };
      expect(meetings.items.map((meeting) => meeting.cityName)).toEqual([village(28)]);
    }
  });

  // Profile Management's two tabs: where a profile of each is placed, and its details dialog's name.
  for (const kind of [
    {
      tab: 'masool',
      route: '/api/masool-profiles',
      dialog: 'Masool Profile',
      label: 'Masool',
      place: { profileType: 'city' },
    },
    { tab: 'team', route: '/api/team-profiles', dialog: 'Team Member Profile', label: 'Member', place: {} },
  ] as const) {
    test(`Profile Management's ${kind.tab} profiles: Load more, a search over every page, one opened by address`, async ({
      page,
      portal,
      screenshot,
    }) => {
      const zoneId = await createZone(portal, { name: `${kind.label} zone`, masool: 'Hafiz Usman' });
      const cityId = await createCity(portal, { name: `${kind.label} city`, masoolName: 'Masool', zoneId });
      // 01 to 30 by name: 26 to 30 lie beyond the first page.
      const named = (n: number) => `${kind.label} ${String(n).padStart(2, '0')}`;
      const ids: number[] = [];
      for (let n = 1; n <= 30; n++) {
        const contact = `0300-00000${String(n).padStart(2, '0')}`;
        const body = { name: named(n), contact, cityId, ...kind.place };
        ids.push(((await postAsAdmin(portal, kind.route, body, named(n))) as { id: number }).id);
      }
      await signIn(page, ADMIN);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(`/profile-management?tab=${kind.tab}`);
        const panel = page.getByRole('tabpanel');
        const list = panel.locator('ul').first();
        await panel.getByText('Showing 25 of 30', { exact: true }).waitFor();
        await waitForCount(list, 25);
        await screenshot(`${kind.tab} first page ${size.width}`);
        await loadRest(panel, 30);
        expect((await shownNames(list)).at(-1)).toBe(named(30));

        // Typed as a person types; the contact is searched too, on the server.
        const search = page.getByPlaceholder('Search by name or contact...');
        await search.pressSequentially(`${kind.label.toLowerCase()} 2`);
        await panel.getByText('All 10 shown', { exact: true }).waitFor();
        expect(await shownNames(list)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map(named));
        await search.fill('0300-0000030');
        await panel.getByText('All 1 shown', { exact: true }).waitFor();
        expect(await shownNames(list)).toEqual([named(30)]);
        await screenshot(`${kind.tab} searched ${size.width}`);
        await search.fill('nobody');
        await panel.getByText('No profiles found matching your search.', { exact: true }).waitFor();
      }

      // A profile no loaded page holds is read by its id; an unknown one says so.
      await page.goto(`/profile-management?view=${kind.tab}&profileId=${ids[29]}`);
      const opened = page.getByRole('dialog', { name: kind.dialog });
      await opened.getByText(named(30), { exact: true }).first().waitFor();
      await screenshot(`${kind.tab} profile by address`);
      await page.goto(`/profile-management?view=${kind.tab}&profileId=999999`);
      await page
        .getByRole('dialog', { name: kind.dialog })
        .getByText('Profile not found', { exact: true })
        .waitFor();
    });
  }
});
