import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  COUNT_LIMITS,
  count,
  entityId,
  httpUrl,
  idText,
  isCalendarDate,
  MAX_ID,
  NO_CONTROL_CHARACTERS,
  optionalDate,
  optionalMultiLineText,
  PRIORITY_LIMITS,
  priority,
  requiredText,
  TEXT_LIMITS,
  WELL_FORMED_TEXT,
} from '../src/index';

/** The first message a schema gives for `value`, or `ok`. */
function verdict(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  return parsed.success ? 'ok' : (parsed.error.issues[0]?.message ?? '');
}

const INT4_MAX = 2 ** 31 - 1;

describe('the field limits', () => {
  it('keep every count, id and priority within what an integer column holds', () => {
    for (const limit of [...Object.values(COUNT_LIMITS), MAX_ID, PRIORITY_LIMITS.max]) {
      expect(limit).toBeLessThanOrEqual(INT4_MAX);
    }
    expect(MAX_ID).toBe(INT4_MAX);
  });

  it('refuse counts past their kind, fractions and negatives, naming the rule', () => {
    const members = count(COUNT_LIMITS.people);
    expect(verdict(members, COUNT_LIMITS.people)).toBe('ok');
    expect(verdict(members, COUNT_LIMITS.people + 1)).toBe(`Must be at most ${COUNT_LIMITS.people}`);
    expect(verdict(members, 2_147_483_648)).toBe(`Must be at most ${COUNT_LIMITS.people}`);
    expect(verdict(members, 1.5)).toBe('Must be a whole number');
    expect(verdict(members, -1)).toBe('Must be 0 or more');
    expect(verdict(priority, 0)).toBe('Priority must be 1 or more');
    expect(verdict(priority, PRIORITY_LIMITS.max + 1)).toBe(`Must be at most ${PRIORITY_LIMITS.max}`);
  });

  it('take ids as whole numbers up to 2^31 - 1, in paths as decimal digits only', () => {
    expect(verdict(entityId, MAX_ID)).toBe('ok');
    expect(verdict(entityId, MAX_ID + 1)).toBe(`Must be at most ${MAX_ID}`);
    expect(verdict(entityId, 0)).toBe('Must be a whole number of at least 1');
    expect(idText.parse('14')).toBe(14);
    for (const text of ['0xe', '1e3', ' 7', '014', '3000000000', '-1', '1.5', '']) {
      expect(verdict(idText, text), text).not.toBe('ok');
    }
  });
});

describe('the text rule', () => {
  const name = requiredText('Name', 10);
  const notes = optionalMultiLineText('notes');

  it('refuses NUL and every other control character in one-line texts', () => {
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      expect(verdict(name, bad), JSON.stringify(bad)).toBe(NO_CONTROL_CHARACTERS);
    }
  });

  it('keeps line breaks and tabs in multi-line texts, never NUL', () => {
    expect(notes.parse('first line\r\n\tsecond line')).toBe('first line\r\n\tsecond line');
    expect(verdict(notes, 'a\u0000b')).toBe(NO_CONTROL_CHARACTERS);
  });

  it('refuses lone surrogates and keeps pairs (emoji) and Urdu', () => {
    expect(verdict(name, 'a\ud800')).toBe(WELL_FORMED_TEXT);
    expect(verdict(name, '\udfffa')).toBe(WELL_FORMED_TEXT);
    expect(name.parse(' لاہور 😀 ')).toBe('لاہور 😀');
  });

  it('names the label and the limit when text is missing or too long', () => {
    expect(verdict(name, '   ')).toBe('Name is required');
    expect(verdict(name, 'x'.repeat(11))).toBe('Name must be at most 10 characters');
    expect(verdict(notes, 'x'.repeat(TEXT_LIMITS.notes + 1))).toBe(
      `Must be at most ${TEXT_LIMITS.notes} characters`,
    );
  });

  it('holds for links too: http(s) only, no control characters', () => {
    expect(httpUrl.parse('https://chat.example/abc')).toBe('https://chat.example/abc');
    expect(httpUrl.parse('')).toBeNull();
    expect(verdict(httpUrl, 'javascript:alert(1)')).toBe('Must be an http or https link');
    expect(verdict(httpUrl, 'https://a.example/\u0000')).toBe(NO_CONTROL_CHARACTERS);
  });
});

describe('dates', () => {
  it('are real calendar days from 1900 to 2100', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2100-12-31')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '0000-01-01',
      '1899-12-31',
      '2101-01-01',
      '24-1-1',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it('become null when empty, and a 400 naming the range otherwise', () => {
    expect(optionalDate.parse('')).toBeNull();
    expect(optionalDate.parse(null)).toBeNull();
    expect(optionalDate.parse('2024-03-01')).toBe('2024-03-01');
    expect(verdict(optionalDate, '2024-02-30')).toBe(
      'Must be a date YYYY-MM-DD from 1900-01-01 to 2100-12-31',
    );
  });
});
