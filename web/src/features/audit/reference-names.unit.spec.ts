import { describe, expect, test } from 'vitest';
import { namedReference, type ReferenceNames, referenceKind } from './reference-names';

const names: ReferenceNames = {
  city: new Map([[3, 'Karachi']]),
  zone: new Map([[1, 'Sindh']]),
};

describe('a recorded reference', () => {
  test('is known by its field name', () => {
    expect(
      ['cityId', 'parentCityId', 'assignedCityId', 'zoneId', 'assignedZoneId'].map(referenceKind),
    ).toEqual(['city', 'city', 'city', 'zone', 'zone']);
    expect(['city', 'velocityId', 'name', 'masoolId', 'status'].map(referenceKind)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  test('is shown by the name of what it points at, beside the recorded id', () => {
    expect(namedReference('cityId', '3', names)).toBe('Karachi (#3)');
    expect(namedReference('assignedZoneId', '1', names)).toBe('Sindh (#1)');
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
