import type { Locator, Page } from 'playwright-core';

/** How a browser test works the qabail screens, as a person would. */

export type QabailInput = {
  qabilahName?: string;
  masoolName?: string;
  city?: string;
  activeCircles?: string;
  majlisMembers?: string;
  /** Switches the WhatsApp group on with this link, or off with `null`. */
  whatsappGroupUrl?: string | null;
  /** Switches the Majlis Zikr on with this day and time. */
  majlisZikr?: { day: string; time: string };
  changeReason?: string;
};

/** The field labelled `label`, whether or not the label carries the required mark. */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}\\*?$`));
}

export async function fillQabailForm(form: Locator, input: QabailInput): Promise<void> {
  if (input.qabilahName !== undefined) await field(form, 'Qabilah Name').fill(input.qabilahName);
  if (input.masoolName !== undefined) await field(form, 'Masool Name').fill(input.masoolName);
  if (input.city !== undefined) await field(form, 'City Name').selectOption({ label: input.city });
  if (input.majlisMembers !== undefined) await field(form, 'Majlis Members').fill(input.majlisMembers);
  if (input.activeCircles !== undefined) await field(form, 'Active Circles').fill(input.activeCircles);
  if (input.whatsappGroupUrl !== undefined) {
    await setSwitch(form, 'WhatsApp Group', input.whatsappGroupUrl !== null);
    if (input.whatsappGroupUrl !== null) await field(form, 'WhatsApp Group URL').fill(input.whatsappGroupUrl);
  }
  if (input.majlisZikr !== undefined) {
    await setSwitch(form, 'Majlis Zikr', true);
    await field(form, 'Zikr Day').selectOption(input.majlisZikr.day);
    await field(form, 'Zikr Time').fill(input.majlisZikr.time);
  }
  if (input.changeReason !== undefined) await field(form, 'Reason for Change').fill(input.changeReason);
}

async function setSwitch(form: Locator, label: string, on: boolean): Promise<void> {
  const toggle = form.getByRole('switch', { name: label, exact: true });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
}

/** The card of the qabail named `qabilahName` on the qabail list. */
export function qabailCard(page: Page, qabilahName: string): Locator {
  return page.getByRole('article', { name: qabilahName, exact: true });
}

/** The names on the cards the list shows now, in order. */
export async function shownQabails(page: Page): Promise<string[]> {
  return page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by qabilah, masool or city...' }).fill(text);
}
