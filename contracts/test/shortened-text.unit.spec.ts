import { describe, expect, it } from 'vitest';
import { AUDIT_VALUE_LENGTH, LIST_PREVIEW_LENGTH, shortenAuditValue, shortened } from '../src';

describe('shortened', () => {
  it('keeps a text that fits, cuts a longer one to its first characters and "..."', () => {
    expect(shortened('a'.repeat(LIST_PREVIEW_LENGTH), LIST_PREVIEW_LENGTH)).toBe(
      'a'.repeat(LIST_PREVIEW_LENGTH),
    );
    expect(shortened(`${'a'.repeat(LIST_PREVIEW_LENGTH)}b`, LIST_PREVIEW_LENGTH)).toBe(
      `${'a'.repeat(LIST_PREVIEW_LENGTH)}...`,
    );
  });

  it('is what an audit value is shown as, blank kept blank', () => {
    expect(shortenAuditValue('x'.repeat(AUDIT_VALUE_LENGTH + 1))).toBe(
      `${'x'.repeat(AUDIT_VALUE_LENGTH)}...`,
    );
    expect(shortenAuditValue(null)).toBeNull();
  });
});
