import { CAMPUS_REQUIREMENTS, type CityEvent } from '@seerat/contracts';
import type { Knex } from 'knex';
import { AUDIT_LOGS } from '../../read-schema/audit-logs';
import { type AuditRow, auditText } from './audit-log';

type ChecklistSaved = Extract<CityEvent, { type: 'CampusChecklistSaved' }>['data'];

/** A city's checklist values as the history last recorded them, by field name. */
export type RecordedChecklist = Record<string, string | null>;

const PREFIX = 'campusChecklist.';

/** The checklist's audited values as text, by field name, before anything was ever saved. */
const NEVER_SAVED: RecordedChecklist = {
  ...Object.fromEntries(CAMPUS_REQUIREMENTS.map((requirement) => [`${PREFIX}${requirement.id}`, 'false'])),
  [`${PREFIX}notes`]: null,
  [`${PREFIX}isCampus`]: 'false',
};

/**
 * A checklist save as update rows, one per check, note or campus flag that changed. The event
 * carries the whole checklist, not what changed; the values before are the last ones this log
 * recorded for the city (`recorded`; a value never recorded is still as it was before the first
 * save), so the audit model needs no other table and no particular handler order. `recorded` is
 * brought up to date with the save.
 */
export function checklistChangeRows(recorded: RecordedChecklist, saved: ChecklistSaved): AuditRow[] {
  const before = { ...NEVER_SAVED, ...recorded };
  const after: RecordedChecklist = {
    ...Object.fromEntries(
      CAMPUS_REQUIREMENTS.map((requirement) => [
        `${PREFIX}${requirement.id}`,
        auditText(saved.checklist[requirement.id]),
      ]),
    ),
    [`${PREFIX}notes`]: saved.notes,
    [`${PREFIX}isCampus`]: auditText(saved.isCampus),
  };
  const rows: AuditRow[] = Object.entries(after)
    .filter(([field, value]) => before[field] !== value)
    .map(([field, value]) => ({
      action: 'update',
      field_name: field,
      old_value: before[field] ?? null,
      new_value: value,
    }));
  for (const row of rows) recorded[row.field_name!] = row.new_value;
  return rows;
}

/** The last recorded checklist values of each city, in one query. */
export async function recordedChecklists(
  trx: Knex.Transaction,
  cityIds: number[],
): Promise<Map<number, RecordedChecklist>> {
  const recorded = new Map<number, RecordedChecklist>(cityIds.map((cityId) => [cityId, {}]));
  if (cityIds.length === 0) return recorded;
  const rows: { city_id: number; field_name: string; new_value: string | null }[] = await trx(
    AUDIT_LOGS.cities.table,
  )
    .distinctOn('city_id', 'field_name')
    .select('city_id', 'field_name', 'new_value')
    .whereIn('city_id', cityIds)
    .andWhere('field_name', 'like', `${PREFIX}%`)
    .orderBy([{ column: 'city_id' }, { column: 'field_name' }, { column: 'id', order: 'desc' }]);
  for (const row of rows) recorded.get(row.city_id)![row.field_name] = row.new_value;
  return recorded;
}
