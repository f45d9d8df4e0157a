import type { Locator, Page } from 'playwright-core';

export type ShownToast = { title: string; description: string | null; destructive: boolean };

/**
 * Waits for the toast titled `title` and reads it as a person sees it: its title, its
 * description and whether it is the destructive (red) kind.
 */
export async function waitForToast(page: Page, title: string): Promise<ShownToast> {
  const toast = toastTitled(page, title);
  await toast.waitFor();
  const [shownTitle = '', description = null] = (await toast.innerText()).split('\n');
  // The destructive variant is the only red toast (see web/src/components/ui/toast-provider.tsx).
  const destructive = await toast.evaluate((element) => element.classList.contains('bg-red-600'));
  return { title: shownTitle, description, destructive };
}

/**
 * Closes the toast titled `title` with its Dismiss button and waits until it is gone, so that a
 * later toast with the same title is known to be a new one.
 */
export async function dismissToast(page: Page, title: string): Promise<void> {
  const toast = toastTitled(page, title);
  await toast.getByRole('button', { name: 'Dismiss notification', includeHidden: true }).click();
  await toast.waitFor({ state: 'detached' });
}

/** How many toasts saying `title` are on screen now (0 when none is). */
export function toastCount(page: Page, title: string): Promise<number> {
  return toastTitled(page, title).count();
}

function toastTitled(page: Page, title: string): Locator {
  // While a modal dialog is open the rest of the page, toasts included, is aria-hidden, yet the
  // toast still shows on top of it: look for it among hidden elements too, then wait until visible.
  return page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}
