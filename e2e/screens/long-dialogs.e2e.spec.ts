import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEFAULT_VIEWPORT, describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createZone, postAsAdmin, putAsAdmin } from '../support/portal-api';
import { submitSignIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The toast titled `title`, found while a modal dialog hides the rest of the page from the tree. */
function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two elements' boxes (or an element's and a given box) overlap on screen. */
async function overlap(one: Locator, other: Locator | Box): Promise<boolean> {
  const [a, b] = await Promise.all([one.boundingBox(), 'x' in other ? other : other.boundingBox()]);
  if (!a || !b) throw new Error('an element has no box on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box of an element's text, not of its whole block: what a toast must not cover. */
async function textBox(element: Locator): Promise<Box> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

const scrollTop = (dialog: Locator) => dialog.evaluate((element) => element.scrollTop);

/** A meeting with a dozen action items and a later change: a dialog taller than any screen. */
async function longMeeting(
  page: Page,
  portal: Parameters<typeof createZone>[0],
  place: string,
): Promise<number> {
  // One portal per file: each test its own zone and city, names being unique.
  const zoneId = await createZone(portal, { name: `${place} Zone`, masool: 'Hafiz Usman' });
  const cityId = await createCity(portal, { name: place, masoolName: 'Abdul Rauf', zoneId });
  const actionItems = Array.from({ length: 12 }, (_, index) => ({
    task: `Task number ${index + 1}`,
    status: 'in-progress',
  }));
  const { id } = (await postAsAdmin(
    portal,
    '/api/meetings',
    { title: 'Monthly review', meetingDate: '2026-11-20', cityId, actionItems },
    'the meeting',
  )) as { id: number };
  await putAsAdmin(portal, `/api/meetings/${id}`, { location: 'Jinnah Hall' }, 'the meeting');
  await submitSignIn(page, ADMIN);
  await waitForPath(page, '/');
  return id;
}

describeInBrowser('long dialogs on a phone and on a desktop', () => {
  test('a test page is 1440 × 900 unless the test sets its own size', async ({ page, portal }) => {
    await page.goto(`${portal.url}/auth`);
    expect(await page.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([
      DEFAULT_VIEWPORT.width,
      DEFAULT_VIEWPORT.height,
    ]);
  });

  for (const viewport of WIDTHS) {
    test(`at ${viewport.width} px "View as of then" far down a long dialog opens the past at its top, banner first`, async ({
      page,
      portal,
      screenshot,
    }) => {
      await page.setViewportSize(viewport);
      const meetingId = await longMeeting(page, portal, `Lahore ${viewport.width}`);
      await page.goto(`/meetings?meeting=${meetingId}`);
      const dialog = page.getByRole('dialog', { name: 'Meeting Details', exact: true });
      await dialog.getByText('Change History', { exact: true }).click();
      const history = dialog.getByRole('region', { name: 'Change history table' });
      const created = history.getByRole('row').filter({ hasText: 'create' });
      const link = created.getByRole('button', { name: 'View as of then' });
      await link.scrollIntoViewIfNeeded();
      expect(await scrollTop(dialog)).toBeGreaterThan(0);

      await link.click();
      const banner = dialog.getByRole('status').filter({ hasText: 'Viewing as of' });
      await banner.waitFor();
      expect(await scrollTop(dialog)).toBe(0);
      expect(await overlap(banner, dialog)).toBe(true);
      await screenshot('past at the top');

      // Another moment from far down the past view starts at the top again.
      const changed = history.getByRole('row').filter({ hasText: 'Jinnah Hall' });
      await changed.getByRole('button', { name: 'View as of then' }).scrollIntoViewIfNeeded();
      expect(await scrollTop(dialog)).toBeGreaterThan(0);
      await changed.getByRole('button', { name: 'View as of then' }).click();
      await expect.poll(() => scrollTop(dialog)).toBe(0);

      await banner.getByRole('button', { name: 'Back to now' }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await scrollTop(dialog)).toBe(0);
      await screenshot('present at the top');
    });

    test(`at ${viewport.width} px a toast over a tall dialog covers neither its title nor its main button, and Escape still closes it`, async ({
      page,
      portal,
      screenshot,
    }) => {
      await page.setViewportSize(viewport);
      await longMeeting(page, portal, `Multan ${viewport.width}`);
      await page.goto('/meetings');
      await page.getByRole('button', { name: 'New Meeting', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New Meeting', exact: true });
      const create = dialog.getByRole('button', { name: 'Create Meeting', exact: true });
      await create.click();
      const shown = toast(page, 'Error');
      await shown.waitFor();

      const title = dialog.getByRole('heading', { name: 'New Meeting', exact: true });
      await title.scrollIntoViewIfNeeded();
      expect(await overlap(shown, await textBox(title))).toBe(false);
      await screenshot('toast and the title');
      await create.scrollIntoViewIfNeeded();
      expect(await overlap(shown, create)).toBe(false);
      await screenshot('toast and the main button');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await shown.isVisible()).toBe(true);
    });
  }
});
