/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/** WCAG 2.2's target size (2.5.8, AA): a pointer target at least 24 by 24 CSS pixels. */
export const MIN_TARGET_PX = 24;

/**
 * The tap targets of the screen as drawn now that are smaller than `MIN_TARGET_PX` either way,
 * each as `<tag> "name" W×H`. A target is what a finger can operate: links, buttons, tabs, form
 * controls and anything else in the tab order. Left out, as WCAG leaves them out: a link inside a
 * sentence (its size is the line's), a disabled control, what is hidden (`aria-hidden`, no box,
 * visually hidden one-pixel text for screen readers) and a native control that a custom one draws
 * over (Radix's hidden inputs).
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=tab]',
      '[role=button]',
      '[role=link]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=radio]',
      '[role=combobox]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const hidden = (element: Element) =>
      element.closest('[aria-hidden=true], [inert]') !== null ||
      getComputedStyle(element).visibility === 'hidden' ||
      getComputedStyle(element).pointerEvents === 'none';
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      if (!parent) return false;
      const ownText = (element.textContent ?? '').trim();
      return (parent.textContent ?? '').trim().length > ownText.length;
    };
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width <= 1 && box.height <= 1) continue;
      if ((element as HTMLButtonElement).disabled || hidden(element) || inSentence(element)) continue;
      if (box.width >= min && box.height >= min) continue;
      const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      small.push(
        `<${element.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return [...new Set(small)];
  }, MIN_TARGET_PX);
}

/**
 * Tabs of the screen that a person cannot bring into view: each tab is scrolled to as the tab row
 * allows (a row that scrolls sideways brings it in), then must show whole, not cut by the window
 * or by a box that hides what overflows it. Each is `"tab name" visible W of H px`.
 */
export function cutOffTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const tab of Array.from(document.querySelectorAll<HTMLElement>('[role=tablist] [role=tab]'))) {
      if (tab.closest('[aria-hidden=true]')) continue;
      tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = tab.getBoundingClientRect();
      let left = Math.max(0, box.left);
      let right = Math.min(document.documentElement.clientWidth, box.right);
      for (let box2 = tab.parentElement; box2; box2 = box2.parentElement) {
        if (getComputedStyle(box2).overflowX === 'visible') continue;
        const clip = box2.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      const visible = Math.max(0, right - left);
      if (visible < box.width - 1) {
        cut.push(`"${tab.innerText.trim()}" visible ${Math.round(visible)} of ${Math.round(box.width)} px`);
      }
    }
    return cut;
  });
}

/** The tables a phone must show whole: change histories and the activity feed (by their regions' names). */
const STACKED_TABLES = ['Change history table', 'Activity table']
  .map((name) => `section[aria-label="${name}"] td`)
  .join(', ');

/**
 * Cells of the screen's history and activity tables that stick out of the window without
 * scrolling: on a phone such a table scrolling sideways hid its right-hand columns (the change of
 * a row) out of sight. Each is `"column" cell at L–R px`.
 */
export function cellsOutOfView(page: Page): Promise<{ cells: number; out: string[] }> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    const cells = Array.from(document.querySelectorAll<HTMLTableCellElement>(selector));
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -1 || box.right > width + 1) {
        const label = cell.dataset.label ?? cell.cellIndex.toString();
        out.push(`"${label}" cell at ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    return { cells: cells.length, out: [...new Set(out)] };
  }, STACKED_TABLES);
}
