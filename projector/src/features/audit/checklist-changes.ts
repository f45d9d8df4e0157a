import { CAMPUS_REQUIREMENTS, type CityEvent } from '@seerat/contracts';
import type { Knex } from 'knex';
import { type AuditRow, auditText } from './audit-log';

type ChecklistSaved = Extract<CityEvent, { type: 'CampusChecklistSaved' }>['data'];

const PREFIX = 'campusChecklist.';

/** The checklist's audited values as text, by field name, before anything was ever saved. */
const NEVER_SAVED: Record<string, string | null> = {
  ...Object.fromEntries(CAMPUS_REQUIREMENTS.map((requirement) => [`${PREFIX}${requirement.id}`, 'false'])),
  [`${PREFIX}notes`]: null,
  [`${PREFIX}isCampus`]: 'false',
};

/**
 * A checklist save as update rows, one per check, note or campus flag that changed. The event
 * carries the whole checklist, not what changed; the values before are the last ones this log
 * recorded for the city (a value never recorded is still as it was before the first save), so the
 * audit model needs no other table and no particular handler order.
 */
export async function checklistChangeRows(trx: Knex.Transaction, saved: ChecklistSaved): Promise<AuditRow[]> {
  const before = { ...NEVER_SAVED, ...(await lastRecordedChecklist(trx, saved.cityId)) };
  const after: Record<string, string | null> = {
    ...Object.fromEntries(
      CAMPUS_REQUIREMENTS.map((requirement) => [
        `${PREFIX}${requirement.id}`,
        auditText(saved.checklist[requirement.id]),
      ]),
    ),
    [`${PREFIX}notes`]: saved.notes,
    [`${PREFIX}isCampus`]: auditText(saved.isCampus),
  };
  return Object.entries(after)
    .filter(([field, value]) => before[field] !== value)
    .map(([field, value]) => ({
      action: 'update',
      field_name: field,
      old_value: before[field] ?? null,
      new_value: value,
    }));
}

async function lastRecordedChecklist(
  trx: Knex.Transaction,
  cityId: number,
): Promise<Record<string, string | null>> {
  const rows: { field_name: string; new_value: string | null }[] = await trx('city_audit_log')
    .distinctOn('field_name')
    .select('field_name', 'new_value')
    .where('city_id', cityId)
    .andWhere('field_name', 'like', `${PREFIX}%`)
    .orderBy([{ column: 'field_name' }, { column: 'id', order: 'desc' }]);
  return Object.fromEntries(rows.map((row) => [row.field_name, row.new_value]));
}
