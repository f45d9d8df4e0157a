import { describe, expect, it } from 'vitest';
import { AUDIT_FIELD_LABELS, auditFieldLabel } from '../src/audit/field-labels';
import { CAMPUS_REQUIREMENTS } from '../src/campus-checklist/campus-checklist';
import { CITY_FIELDS } from '../src/cities/city';
import { MASOOL_PROFILE_FIELDS } from '../src/masool-profiles/masool-profile';
import { ZONE_FIELDS } from '../src/zones/zone';

describe('audit field labels', () => {
  it('labels every field of the forms, not with its code name', () => {
    for (const [entity, fields] of [
      ['cities', CITY_FIELDS],
      ['zones', ZONE_FIELDS],
      ['masool-profiles', MASOOL_PROFILE_FIELDS],
    ] as const) {
      for (const field of fields) {
        const label = auditFieldLabel(entity, field);
        expect(label, `${entity}.${field}`).not.toBe(field);
        expect(label).toMatch(/^[A-Z]/);
      }
    }
    for (const requirement of CAMPUS_REQUIREMENTS) {
      expect(auditFieldLabel('cities', `campusChecklist.${requirement.id}`)).toBe(
        `Campus: ${requirement.label}`,
      );
    }
  });

  it("names an action item's or a book's field with the item", () => {
    expect(auditFieldLabel('meetings', 'actionItem 3 assignedTo')).toBe('Action item 3: Assigned To');
    expect(auditFieldLabel('meetings', 'actionItem 3')).toBe('Action item 3');
    expect(auditFieldLabel('reading-progress', 'book 4 progressPercentage')).toBe('Book 4: Progress (%)');
  });

  it("names a budget line's field with the line", () => {
    expect(auditFieldLabel('budgets', 'expense 4 unitPrice')).toBe('Expense 4: Unit Price');
    expect(auditFieldLabel('budgets', 'collection 3 actualAmount')).toBe('Collection 3: Actual Amount');
    expect(auditFieldLabel('budgets', 'collection 3')).toBe('Collection 3');
    expect(auditFieldLabel('budgets', 'status')).toBe('Status');
  });

  it('shows a name it has no label for as recorded', () => {
    expect(auditFieldLabel('zones', 'retiredField')).toBe('retiredField');
    expect(Object.keys(AUDIT_FIELD_LABELS)).toContain('users');
  });
});
