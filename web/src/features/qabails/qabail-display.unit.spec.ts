import { describe, expect, it } from 'vitest';
import { majlisZikrText, qabailCardColour, shabeTazkiaText, whatsappLink } from './qabail-display';

describe('qabail display', () => {
  it('words the Majlis Zikr by its day and time, or as not active', () => {
    const zikr = { majlisZikrCheck: true, majlisZikrDay: 'Friday', majlisZikrTime: 'after Isha' } as const;
    expect(majlisZikrText(zikr)).toBe('Friday at after Isha');
    expect(majlisZikrText({ ...zikr, majlisZikrTime: null })).toBe('Friday');
    expect(majlisZikrText({ ...zikr, majlisZikrDay: null, majlisZikrTime: null })).toBe('Active');
    expect(majlisZikrText({ ...zikr, majlisZikrCheck: false })).toBe('Not Active');
  });

  it('words Shab-e-Tazkia by its last date in en-US, whatever the time zone', () => {
    expect(shabeTazkiaText({ shabetazkiaCheck: true, shabetazkiaLastDate: '2025-03-01' })).toBe(
      'Last held Mar 1, 2025',
    );
    expect(shabeTazkiaText({ shabetazkiaCheck: true, shabetazkiaLastDate: null })).toBe('Active');
    expect(shabeTazkiaText({ shabetazkiaCheck: false, shabetazkiaLastDate: null })).toBe('Not Active');
  });

  it('offers the WhatsApp link only while the group is on', () => {
    expect(whatsappLink({ whatsappGroup: true, whatsappGroupUrl: 'https://chat.whatsapp.com/a' })).toBe(
      'https://chat.whatsapp.com/a',
    );
    expect(
      whatsappLink({ whatsappGroup: false, whatsappGroupUrl: 'https://chat.whatsapp.com/a' }),
    ).toBeNull();
  });

  it('cycles the cards through 4 colours', () => {
    expect(qabailCardColour(4)).toBe(qabailCardColour(0));
    expect(new Set([0, 1, 2, 3].map(qabailCardColour)).size).toBe(4);
  });
});
