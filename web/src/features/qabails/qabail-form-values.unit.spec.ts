import type { Qabail } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialQabailFormValues,
  type QabailFormValues,
  qabailFormErrors,
  toQabailRequest,
  withToggle,
} from './qabail-form-values';

const filled = (overrides: Partial<QabailFormValues> = {}): QabailFormValues => ({
  ...initialQabailFormValues({ cityId: 4 }),
  qabilahName: 'Awan',
  masoolName: 'Tariq',
  ...overrides,
});

describe('qabail form values', () => {
  it('starts a new qabail active, with zero counts, in the city the screen names', () => {
    expect(initialQabailFormValues({ cityId: 4 })).toMatchObject({
      cityId: 4,
      status: 'active',
      counts: { majlisMembers: '0', activeCircles: '0', masjidCount: '0', ulmaCount: '0', murabbiCount: '0' },
      whatsappGroup: false,
    });
  });

  it('starts an edit from the qabail as saved', () => {
    const qabail = {
      qabilahName: 'Awan',
      masoolName: 'Tariq',
      masoolContact: null,
      cityId: 4,
      majlisMembers: 12,
      majlisZikrCheck: true,
      majlisZikrDay: 'Friday',
      majlisZikrTime: 'after Isha',
      status: 'inactive',
    } as Qabail;
    expect(initialQabailFormValues({ qabail })).toMatchObject({
      masoolContact: '',
      counts: { majlisMembers: '12' },
      majlisZikrDay: 'Friday',
      status: 'inactive',
    });
  });

  it('clears what a toggle revealed when it is switched off', () => {
    const on = filled({
      whatsappGroup: true,
      whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
      majlisZikrCheck: true,
      majlisZikrDay: 'Monday',
      majlisZikrTime: '8 pm',
      shabetazkiaCheck: true,
      shabetazkiaLastDate: '2025-03-01',
    });
    expect(withToggle(on, 'majlisZikrCheck', false)).toMatchObject({
      majlisZikrDay: '',
      majlisZikrTime: '',
      whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
    });
    expect(withToggle(on, 'whatsappGroup', false).whatsappGroupUrl).toBe('');
    expect(withToggle(on, 'shabetazkiaCheck', false).shabetazkiaLastDate).toBe('');
  });

  it('starts a newly switched-on Majlis Zikr at Sunday, 6:00PM, like the city form, keeping what was typed', () => {
    expect(withToggle(filled(), 'majlisZikrCheck', true)).toMatchObject({
      majlisZikrDay: 'Sunday',
      majlisZikrTime: '6:00PM',
    });
    const typed = filled({ majlisZikrDay: 'Friday', majlisZikrTime: 'after Isha' });
    expect(withToggle(typed, 'majlisZikrCheck', true)).toMatchObject({
      majlisZikrDay: 'Friday',
      majlisZikrTime: 'after Isha',
    });
  });

  it('sends empty texts as null, empty counts as 0, and nothing a switched-off toggle hid', () => {
    const request = toQabailRequest({
      ...filled({ counts: { ...filled().counts, ulmaCount: '', activeCircles: '7' } }),
      cityId: 4,
      majlisZikrDay: 'Monday',
    });
    expect(request).toMatchObject({
      qabilahName: 'Awan',
      masoolContact: null,
      cityId: 4,
      ulmaCount: 0,
      activeCircles: 7,
      majlisZikrDay: null,
      status: 'active',
    });
    expect(request).not.toHaveProperty('changeReason');
    expect(toQabailRequest({ ...filled({ changeReason: 'Recount' }), cityId: 4 }).changeReason).toBe(
      'Recount',
    );
  });

  it('names the required fields, negative or broken counts and non-http links as mistakes', () => {
    expect(qabailFormErrors(filled())).toEqual({});
    const errors = qabailFormErrors({
      ...filled({ qabilahName: ' ', masoolName: '', cityId: null }),
      counts: { ...filled().counts, masjidCount: '-1', murabbiCount: '2.5' },
      whatsappGroup: true,
      whatsappGroupUrl: 'javascript:alert(1)',
    });
    expect(errors).toEqual({
      qabilahName: 'Qabilah name is required',
      masoolName: 'Masool name is required',
      cityId: 'City is required',
      masjidCount: 'Must be 0 or more',
      murabbiCount: 'Must be a whole number',
      whatsappGroupUrl: 'Must be an http or https link',
    });
  });
});
