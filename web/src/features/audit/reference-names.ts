import { permissionSchema } from '@seerat/contracts';
import { permissionSummary } from '../../lib/permission-groups';

/** What a recorded field points at, by its name: `cityId`, `parentCityId`, `assignedZoneId`. */
export function referenceKind(field: string): 'city' | 'zone' | null {
  if (/(^c|C)ityId$/.test(field)) return 'city';
  if (/(^z|Z)oneId$/.test(field)) return 'zone';
  return null;
}

export type ReferenceNames = { city: ReadonlyMap<number, string>; zone: ReadonlyMap<number, string> };

/**
 * A recorded id as the name of what it points at, the id beside it ("Karachi (#3)"): the name is
 * today's, the id is what was recorded. An id the caller cannot see, or a value that is no id,
 * stays as recorded.
 */
export function namedReference(field: string, value: string, names: ReferenceNames): string {
  if (field === 'permissions') return namedPermissions(value);
  const kind = referenceKind(field);
  if (kind === null || !/^\d+$/.test(value)) return value;
  const name = names[kind].get(Number(value));
  return name === undefined ? value : `${name} (#${value})`;
}

/**
 * A custom role's permissions as the roles table names them ("Cities: read, write · Zones: read"),
 * whether recorded as the history keeps them (`["cities_read","zones_read"]`) or as the past view
 * lists them (`cities_read, zones_read`). Anything else stays as recorded.
 */
function namedPermissions(value: string): string {
  const codes = value.match(/[a-z]+_[a-z]+/g) ?? [];
  const permissions = codes.flatMap((code) => permissionSchema.safeParse(code).data ?? []);
  if (codes.length === 0 || permissions.length < codes.length) return value;
  return permissionSummary(permissions);
}
