import {
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  cityFieldsSchema,
  citySelectionSchema,
  createCustomRoleRequestSchema,
  qabailFieldsSchema,
  saveCampusChecklistRequestSchema,
  zoneFieldsSchema,
} from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { columnName } from '../src/index';
import { usePortalProjection } from './portal-projection-environment';

const spec = usePortalProjection('read columns hold limits');

/** The largest value each PostgreSQL integer type holds. */
const INTEGER_MAX: Record<string, number> = {
  smallint: 32_767,
  integer: 2_147_483_647,
  bigint: Number.MAX_SAFE_INTEGER,
};

interface Bound {
  maximum?: number;
  minimum?: number;
  maxLength?: number;
  type?: string;
  anyOf?: Bound[];
}

/** Each field's bounds as the contract declares them (the JSON Schema of its input). */
function fieldBounds(schema: z.ZodType): Record<string, Bound> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, Bound>;
  };
  return Object.fromEntries(
    Object.entries(json.properties).map(([field, bound]) => [
      field,
      bound.anyOf?.find((option) => option.type !== 'null') ?? bound,
    ]),
  );
}

/** Which read table stores which contract's fields (a field with another column name is mapped). */
const STORED: { table: string; schema: z.ZodType; columns?: Record<string, string> }[] = [
  { table: 'zones', schema: zoneFieldsSchema },
  { table: 'cities', schema: cityFieldsSchema },
  { table: 'qabails', schema: qabailFieldsSchema.omit({ cityName: true }) },
  { table: 'seerat_models', schema: addSeeratModelRequestSchema },
  { table: 'recommended_books', schema: addRecommendedBookRequestSchema },
  { table: 'custom_roles', schema: createCustomRoleRequestSchema.omit({ permissions: true }) },
  { table: 'campus_checklists', schema: saveCampusChecklistRequestSchema.omit({ checklist: true }) },
  { table: 'city_seerat_models', schema: citySelectionSchema, columns: { id: 'model_id' } },
  { table: 'city_library_books', schema: citySelectionSchema, columns: { id: 'book_id' } },
];

describe('the read models hold every value the commands accept', () => {
  for (const { table, schema, columns } of STORED) {
    it(`${table}: each column holds its field's largest value and longest text`, async () => {
      const rows: { column_name: string; data_type: string; character_maximum_length: number | null }[] =
        await spec.env.knex
          .from('information_schema.columns')
          .where({ table_schema: 'read', table_name: table })
          .select('column_name', 'data_type', 'character_maximum_length');
      const byName = new Map(rows.map((row) => [row.column_name, row]));
      for (const [field, bound] of Object.entries(fieldBounds(schema))) {
        const column = byName.get(columns?.[field] ?? columnName(field));
        expect(column, `${table} stores ${field}`).toBeDefined();
        if (bound.type === 'integer' || bound.type === 'number') {
          const max = INTEGER_MAX[column!.data_type];
          expect(max, `${table}.${column!.column_name} is an integer column`).toBeDefined();
          expect(bound.maximum, `${field} has a maximum`).toBeDefined();
          expect(bound.maximum!, `${table}.${column!.column_name}`).toBeLessThanOrEqual(max!);
          expect(bound.minimum ?? 0).toBeGreaterThanOrEqual(-max! - 1);
        }
        if (bound.type === 'string') {
          expect(['text', 'character varying', 'date']).toContain(column!.data_type);
          if (column!.data_type === 'character varying' && column!.character_maximum_length !== null) {
            expect(bound.maxLength, `${field} has a length limit`).toBeDefined();
            expect(column!.character_maximum_length).toBeGreaterThanOrEqual(bound.maxLength!);
          }
        }
      }
    });
  }
});
