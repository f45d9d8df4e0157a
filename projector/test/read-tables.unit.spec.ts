import { CITY_FIELDS, cityFieldsSchema, qabailFieldsSchema } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { QABAIL_STORED_FIELDS } from '../src/features/qabails/qabails-table';
import { portalProjection } from '../src/portal-projection';
import { AUDIT_LOGS, ENTITY_AUDIT_LOG } from '../src/read-schema/audit-logs';
import { changedFieldValues, columnName, fieldColumns, readTable } from '../src/read-schema/read-tables';

describe('read tables', () => {
  it('names each field as its snake_case column', () => {
    expect(columnName('majlisTaleemActive')).toBe('majlis_taleem_active');
    const cities = readTable('cities', ['id', 'zoneId'] as const);
    expect(cities.name).toBe('cities');
    expect(cities.column).toEqual({ id: 'id', zoneId: 'zone_id' });
  });

  it('names the table and its columns under an alias, for knex and for raw SQL', () => {
    const city = readTable('cities', ['id', 'zoneId'] as const).as('c');
    expect(city.from).toBe('cities as c');
    expect(city.sql).toBe('read.cities AS c');
    expect(city.col('zoneId')).toBe('c.zone_id');
    expect(city.select('id', 'zoneId')).toEqual({ id: 'c.id', zoneId: 'c.zone_id' });
  });

  it('gives the columns of the stored fields present, leaving the others out', () => {
    const qabail = { qabilahName: 'Awan', majlisZikrDay: 'Monday', cityId: 3, cityName: 'Lahore' };
    expect(fieldColumns(qabail, QABAIL_STORED_FIELDS)).toEqual({
      qabilah_name: 'Awan',
      majlis_zikr_day: 'Monday',
      city_id: 3,
    });
    expect(fieldColumns({ name: 'Lahore', activeCircles: undefined }, CITY_FIELDS)).toEqual({
      name: 'Lahore',
    });
  });

  it('writes the columns into a row gathered before, later values over earlier ones', () => {
    const gathered: Record<string, unknown> = { name: 'Lahore', active_circles: 7 };
    expect(fieldColumns({ activeCircles: 9, status: 'active' }, CITY_FIELDS, gathered)).toBe(gathered);
    expect(gathered).toEqual({ name: 'Lahore', active_circles: 9, status: 'active' });
  });

  it("checks each changed value by its field's rule, and refuses a field it does not know", () => {
    expect(
      changedFieldValues({ ulmaCount: { from: 0, to: 4 } }, qabailFieldsSchema, 'QabailUpdated'),
    ).toEqual({
      ulmaCount: 4,
    });
    expect(() =>
      changedFieldValues({ ulmaCount: { from: 0, to: -1 } }, qabailFieldsSchema, 'QabailUpdated'),
    ).toThrow();
    expect(() =>
      changedFieldValues({ tribeSize: { from: 0, to: 1 } }, qabailFieldsSchema, 'QabailUpdated'),
    ).toThrow('QabailUpdated names an unknown field "tribeSize"');
  });

  it('skips the changes another read model keeps', () => {
    const changes = {
      seeratModels: { from: [], to: [{ id: 1, count: 2 }] },
      activeCircles: { from: 0, to: 3 },
    };
    expect(changedFieldValues(changes, cityFieldsSchema, 'CityUpdated', ['seeratModels'])).toEqual({
      activeCircles: 3,
    });
  });
});

describe('the audit logs', () => {
  it('are the registry: every history read model the projector keeps is named there, and no other', () => {
    // A history read model is named as its table, in kebab case.
    const histories = portalProjection.readModels
      .map((model) => model.name)
      .filter((name) => name.endsWith('-audit-log'))
      .map((name) => name.replaceAll('-', '_'))
      .sort();
    const registered = [...Object.values(AUDIT_LOGS).map((log) => log.table), ENTITY_AUDIT_LOG.table].sort();
    expect(histories).toEqual(registered);
  });
});
