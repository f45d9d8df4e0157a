import { describe, expect, test } from 'vitest';
import { labelledValue, namedReference, type ReferenceNames, referenceKind } from './reference-names';

const names: ReferenceNames = {
  city: new Map([[3, 'Karachi']]),
  zone: new Map([[1, 'Sindh']]),
  masool: new Map([[7, 'Qari Hamid']]),
  masoolUser: new Map([[12, 'Qari Hamid']]),
};

describe('a recorded reference', () => {
  test('is known by its field name', () => {
    expect(
      ['cityId', 'parentCityId', 'assignedCityId', 'zoneId', 'assignedZoneId'].map(referenceKind),
    ).toEqual(['city', 'city', 'city', 'zone', 'zone']);
    expect(['masoolId', 'userId'].map(referenceKind)).toEqual(['masool', 'masoolUser']);
    expect(['city', 'velocityId', 'name', 'status'].map(referenceKind)).toEqual([null, null, null, null]);
  });

  test('is shown by the name of what it points at, beside the recorded id', () => {
    expect(namedReference('cityId', '3', names)).toBe('Karachi (#3)');
    expect(namedReference('assignedZoneId', '1', names)).toBe('Sindh (#1)');
    expect(namedReference('masoolId', '7', names)).toBe('Qari Hamid (#7)');
    expect(namedReference('userId', '12', names)).toBe('Qari Hamid (#12)');
  });

  test('an id the caller cannot see, or a value that is no id, stays as recorded', () => {
    expect(namedReference('cityId', '79', names)).toBe('79');
    expect(namedReference('cityId', 'N/A', names)).toBe('N/A');
    expect(namedReference('name', '3', names)).toBe('3');
  });

  test("a custom role's permissions read as the roles table names them", () => {
    expect(namedReference('permissions', '["zones_read","cities_read","cities_write"]', names)).toBe(
      'Zones: read · Cities: read, write',
    );
    expect(namedReference('permissions', 'cities_read, cities_delete', names)).toBe('Cities: read, delete');
    expect(namedReference('permissions', 'N/A', names)).toBe('N/A');
    expect(namedReference('permissions', '["cities_read","moon_landing"]', names)).toBe(
      '["cities_read","moon_landing"]',
    );
  });
});

describe('a recorded code or instant', () => {
  test('reads as its label: statuses, kinds and roles', () => {
    expect(labelledValue('status', 'completed')).toBe('Completed');
    expect(labelledValue('expense 2 actualUnitPrice', '24000')).toBe('PKR 240.00');
    expect(labelledValue('collection 1 estimatedAmount', '175050')).toBe('PKR 1,750.50');
    expect(labelledValue('expense 2 quantity', '3')).toBe('3');
    expect(labelledValue('approvalStatus', 'pending_approval')).toBe('Pending Approval');
    expect(labelledValue('actionItem 3 status', 'in_progress')).toBe('In Progress');
    expect(labelledValue('book 4 status', 'currently_reading')).toBe('Currently Reading');
    expect(labelledValue('roles', '["city_masool","auditor"]')).toBe('City masool, Auditor');
    expect(labelledValue('roles', 'zone_masool')).toBe('Zone masool');
    expect(labelledValue('profileType', 'city_masool')).toBe('City masool');
  });

  test('an instant reads as a local date and time, a day and free text as recorded', () => {
    const instant = '2026-12-05T22:01:34.146Z';
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(
      new Date(instant),
    );
    expect(labelledValue('startDateTime', instant)).toBe(local);
    expect(labelledValue('meetingDate', '2026-12-05')).toBe('2026-12-05');
    expect(labelledValue('name', 'completed')).toBe('completed');
    expect(labelledValue('status', 'Meeting held, see notes')).toBe('Meeting held, see notes');
    expect(namedReference('status', 'completed', names)).toBe('Completed');
  });
});
