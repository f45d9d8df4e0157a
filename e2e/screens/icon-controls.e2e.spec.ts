/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createMeeting, createZone, postAsAdmin } from '../support/portal-api';
import { signIn } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { settle, trackRequests } from './every-screen';

/** How long a tooltip may take to show on focus, on a loaded machine. */
const TOOLTIP_WAIT_MS = 3_000;

/** An icon-only control of the screen: what it is and the name a screen reader reads for it. */
type IconControl = { index: number; tag: string; name: string };

/**
 * Every control of the screen as drawn that shows no text, only an icon (a button, a link, a
 * `role=button`; not checkboxes and switches, which their labels name), visible and enabled. Each is marked (`data-icon-control`) so it can be hovered.
 */
function iconControls(page: Page): Promise<IconControl[]> {
  return page.evaluate(() => {
    const controls: IconControl[] = [];
    const candidates = Array.from(
      document.querySelectorAll('button:not([role]), button[role=button], a[href], [role=button]'),
    );
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if ((element as HTMLButtonElement).disabled || element.closest('[aria-hidden=true], [inert]')) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if ((element as HTMLElement).innerText.trim() !== '') continue;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name = (
        element.getAttribute('aria-label') ??
        (element as HTMLButtonElement).labels?.[0]?.textContent ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        element.getAttribute('title') ??
        ''
      ).trim();
      const index = controls.length;
      element.setAttribute('data-icon-control', String(index));
      controls.push({ index, tag: element.tagName.toLowerCase(), name });
    }
    return controls;
  });
}

/** Waits until the page has stopped scrolling: the same scroll position over a few frames. */
function scrollAtRest(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const look = () => {
          const now = window.scrollY + document.documentElement.scrollTop;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 5) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/**
 * Brings each control into focus from the keyboard's side (as Tab does) and answers those whose
 * tooltip did not show their name. Focus opens a tooltip at once, with no hover delay to race.
 */
async function withoutTooltip(page: Page, controls: IconControl[]): Promise<string[]> {
  const missing: string[] = [];
  for (const control of controls) {
    const element = page.locator(`[data-icon-control="${control.index}"]`);
    // Scrolled into view first: a tooltip closes when its trigger scrolls, as focusing would scroll it.
    await element.scrollIntoViewIfNeeded();
    await scrollAtRest(page);
    await element.evaluate((control) => (control as HTMLElement).focus({ preventScroll: true }));
    const tooltip = page.getByRole('tooltip', { name: control.name, exact: true });
    try {
      await tooltip.waitFor({ timeout: TOOLTIP_WAIT_MS });
    } catch {
      missing.push(`<${control.tag}> "${control.name}"`);
    }
    await element.blur();
    await tooltip.waitFor({ state: 'detached', timeout: TOOLTIP_WAIT_MS }).catch(() => undefined);
  }
  return missing;
}

describeInBrowser('icon-only controls', () => {
  test('have a name and show it as a tooltip on every main screen, at 1440 and 390 px', async ({
    page,
    portal,
  }) => {
    const zoneId = await createZone(portal, { name: 'Icons zone', masool: 'Qari Hamid' });
    const cityId = await createCity(portal, { name: 'Icons city', masoolName: 'Tariq', zoneId });
    await createMeeting(portal, { title: 'Icons meeting', meetingDate: '2025-03-01', cityId });
    await postAsAdmin(
      portal,
      `/api/cities/${cityId}/seerat-model-checks`,
      { checkName: 'Attendance register', checkStatus: 'pending' },
      'a Seerat model check',
    );
    await signIn(page, ADMIN);
    const inFlight = trackRequests(page);
    const screens = [
      '/',
      `/zones/${zoneId}`,
      `/cities/${cityId}`,
      '/events',
      '/meetings',
      '/meetings?tab=karguzari',
      '/profile-management',
      '/admin',
      '/admin?tab=roles',
      '/audit',
      '/qabails',
      '/data-entry',
      '/danger-zone',
    ];
    const unnamed: Record<string, string[]> = {};
    const untipped: Record<string, string[]> = {};
    let looked = 0;
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const screen of screens) {
        await page.goto(screen);
        await settle(page, inFlight);
        const controls = await iconControls(page);
        looked += controls.length;
        const where = `${viewport.width} ${screen}`;
        const nameless = controls.filter((control) => control.name === '');
        if (nameless.length > 0) unnamed[where] = nameless.map((control) => `<${control.tag}>`);
        const missing = await withoutTooltip(
          page,
          controls.filter((control) => control.name !== ''),
        );
        if (missing.length > 0) untipped[where] = missing;
      }
    }
    // In a dialog and on a toast: a dialog's Close, then a toast's dismiss button.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/cities/${cityId}`);
    await page.getByRole('button', { name: 'Add Check', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Seerat Model Check' });
    await dialog.getByLabel(/^Check Name/).fill('Lesson plan');
    const inDialog = await iconControls(page);
    expect(inDialog.map((control) => control.name)).toEqual(['Close']);
    expect(await withoutTooltip(page, inDialog)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add Check', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const onToast = (await iconControls(page)).filter((control) => control.name === 'Dismiss notification');
    expect(onToast).toHaveLength(1);
    expect(await withoutTooltip(page, onToast)).toEqual([]);

    // Looked at: the header's Refresh, the check's Edit, the meeting card's View and Edit, …
    expect(looked).toBeGreaterThan(20);
    expect(unnamed).toEqual({});
    expect(untipped).toEqual({});
  }, 300_000);
});
