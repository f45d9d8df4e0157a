import type { Qabail } from '@seerat/contracts';
import { formatCalendarDate } from '../../lib/dates';

/** How the qabail screens word a qabail's facts. Pure, so the rules are tested without a browser. */

/** The Majlis Zikr: its day and time when it runs (either may be left unset). */
export function majlisZikrText(qabail: Pick<Qabail, 'majlisZikrCheck' | 'majlisZikrDay' | 'majlisZikrTime'>) {
  if (!qabail.majlisZikrCheck) return 'Not Active';
  const when = [qabail.majlisZikrDay, qabail.majlisZikrTime].filter(Boolean).join(' at ');
  return when || 'Active';
}

/** Shab-e-Tazkia: when it last took place, else whether it runs at all. */
export function shabeTazkiaText(qabail: Pick<Qabail, 'shabetazkiaCheck' | 'shabetazkiaLastDate'>) {
  if (!qabail.shabetazkiaCheck) return 'Not Active';
  return qabail.shabetazkiaLastDate
    ? `Last held ${formatCalendarDate(qabail.shabetazkiaLastDate)}`
    : 'Active';
}

/** The group's link, when the qabail has a WhatsApp group with one. */
export function whatsappLink(qabail: Pick<Qabail, 'whatsappGroup' | 'whatsappGroupUrl'>): string | null {
  return qabail.whatsappGroup && qabail.whatsappGroupUrl ? qabail.whatsappGroupUrl : null;
}

/** The qabail cards cycle through 4 colours (spec section 9), by their place in the grid. */
export const QABAIL_CARD_COLOURS = [
  { stripe: 'bg-teal-600', tint: 'bg-teal-50', text: 'text-teal-800' },
  { stripe: 'bg-sky-600', tint: 'bg-sky-50', text: 'text-sky-800' },
  { stripe: 'bg-amber-500', tint: 'bg-amber-50', text: 'text-amber-800' },
  { stripe: 'bg-violet-600', tint: 'bg-violet-50', text: 'text-violet-800' },
] as const;

export function qabailCardColour(index: number) {
  return QABAIL_CARD_COLOURS[index % QABAIL_CARD_COLOURS.length]!;
}
