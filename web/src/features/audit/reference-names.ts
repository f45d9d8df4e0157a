import { BUDGET_AMOUNT_FIELDS, formatPkr, permissionSchema, roleLabel } from '@seerat/contracts';
import { formatDateTime } from '../../lib/dates';
import { permissionSummary } from '../../lib/permission-groups';

/**
 * What a recorded field points at, by its name: `cityId`, `parentCityId`, `assignedZoneId`; a
 * team member's `masoolId` (a masool profile) and a masool profile's `userId` (its masool).
 */
export function referenceKind(field: string): ReferenceKind | null {
  if (/(^c|C)ityId$/.test(field)) return 'city';
  if (/(^z|Z)oneId$/.test(field)) return 'zone';
  if (field === 'masoolId') return 'masool';
  if (field === 'userId') return 'masoolUser';
  return null;
}

type ReferenceKind = 'city' | 'zone' | 'masool' | 'masoolUser';

/** Names by id: of cities, zones and masool profiles, and of masool profiles by their user's id. */
export type ReferenceNames = Record<ReferenceKind, ReadonlyMap<number, string>>;

/**
 * A recorded id as the name of what it points at, the id beside it ("Karachi (#3)"): the name is
 * today's, the id is what was recorded. An id the caller cannot see, or a value that is no id,
 * stays as recorded.
 */
export function namedReference(field: string, value: string, names: ReferenceNames): string {
  if (field === 'permissions') return namedPermissions(value);
  const kind = referenceKind(field);
  if (kind === null || !/^\d+$/.test(value)) return labelledValue(field, value);
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

/** An instant as recorded (`2026-12-05T22:01:34.146Z`), not a calendar day alone. */
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/;
/** A code as the contracts record it: `completed`, `pending_approval`, `city_masool`. */
const CODE = /^[a-z]+(_[a-z]+)*$/;
const ROLE_FIELDS = new Set(['roles', 'profileType']);
/** A field holding a status or a kind by its code, by the last word of its name (`actionItem 3 status`). */
const CODED_FIELD = /(^|[\s])([a-z]*Status|status|[a-z]*Type|type)$/;

/**
 * A recorded value as the screens word it: an instant in the viewer's local date and time, a role
 * as its label ("City masool"), a status or kind by its label ("Completed", "Pending Approval"), a
 * budget line's amount in PKR (`expense 2 unitPrice`: 24000 → "PKR 240.00"); anything else as
 * recorded.
 */
export function labelledValue(field: string, value: string): string {
  if (BUDGET_AMOUNT_FIELDS.has(field.split(' ').at(-1) ?? '') && /^-?\d+$/.test(value)) {
    return formatPkr(Number(value));
  }
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  if (ROLE_FIELDS.has(field)) return mapCodes(value, (code) => capitalised(roleLabel(code)));
  if (CODED_FIELD.test(field) && CODE.test(value)) return value.split('_').map(capitalised).join(' ');
  return value;
}

/** Each code of a list as the history keeps it (`["city_masool"]`) or as the past view lists it. */
function mapCodes(value: string, label: (code: string) => string): string {
  const codes = value.match(/[a-z]+(_[a-z]+)*/g) ?? [];
  if (codes.length === 0 || !/^[[\]",\sa-z_]*$/.test(value)) return value;
  return codes.map(label).join(', ');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
