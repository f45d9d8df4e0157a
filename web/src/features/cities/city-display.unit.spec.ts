import { describe, expect, it } from 'vitest';
import { islahiMajlisText, responsibleCityText, shabeerTazkiaText } from './city-display';

describe('the city page wording', () => {
  it('names the responsible city: the parent, else a parent city, else the city itself', () => {
    expect(responsibleCityText({ name: 'Kasur', parentCityName: 'Lahore', subCityCount: 0 })).toBe('Lahore');
    expect(responsibleCityText({ name: 'Lahore', parentCityName: null, subCityCount: 2 })).toBe(
      'This is a Parent City',
    );
    expect(responsibleCityText({ name: 'Multan', parentCityName: null, subCityCount: 0 })).toBe('Multan');
  });

  it('gives the Islahi Majlis day and time, Sunday and 6:00PM when unset, or Not Active', () => {
    expect(
      islahiMajlisText({ majlisZikrCheck: true, majlisZikrDay: 'Friday', majlisZikrTime: '8:00PM' }),
    ).toBe('Friday at 8:00PM');
    expect(islahiMajlisText({ majlisZikrCheck: true, majlisZikrDay: null, majlisZikrTime: null })).toBe(
      'Sunday at 6:00PM',
    );
    expect(islahiMajlisText({ majlisZikrCheck: false, majlisZikrDay: null, majlisZikrTime: null })).toBe(
      'Not Active',
    );
  });

  it('gives the last Shabeer-e-Tazkia date, else Active, else Not Active', () => {
    expect(shabeerTazkiaText({ shabetazkiaCheck: true, shabetazkiaLastDate: '2025-03-04' })).toBe(
      'Mar 4, 2025',
    );
    expect(shabeerTazkiaText({ shabetazkiaCheck: true, shabetazkiaLastDate: null })).toBe('Active');
    expect(shabeerTazkiaText({ shabetazkiaCheck: false, shabetazkiaLastDate: null })).toBe('Not Active');
  });
});
