import type { Knex } from 'knex';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { ENTITY_AUDIT_LOG } from '../../read-schema/audit-logs';
import { READ_MODEL } from '../../read-schema/read-model-names';
import {
  type AuditRow,
  appendAuditEntries,
  auditFeedIndexesMigration,
  auditRowCountMigration,
  auditText,
  CREATE_ROW,
  createAuditLogTable,
} from './audit-log';
import { entityAuditFieldsTable } from './entity-audit-fields-table';
import { ENTITY_AUDIT_EVENT_TYPES, type EntityChange, entityChangeOf } from './entity-changes';

const DELETE_ROW: AuditRow = { action: 'delete', field_name: null, old_value: null, new_value: null };

/** Each entity's fields as this history last recorded them, as text, by field name. */
type Recorded = Record<string, string | null>;

/**
 * The change history of users, custom roles, masool and team profiles, reading lists and catalogue
 * entries (`GET /api/{entity}s/{id}/audit`), field by field like the cities'. Their events do not
 * all carry the values before a change (a role change names the new roles), so the model keeps
 * each entity's fields as last recorded in `entity_audit_fields` and compares with them.
 */
export const entityAuditReadModel: BatchReadModel = {
  name: READ_MODEL.entityAuditLog,
  migrations: [
    {
      name: '0060_entity_audit_log_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await createAuditLogTable(knex, { schema, ...ENTITY_AUDIT_LOG });
        await knex.schema.withSchema(schema).alterTable(ENTITY_AUDIT_LOG.table, (table) => {
          table.text('entity_type').notNullable();
        });
        await knex.raw(
          'CREATE INDEX entity_audit_log_entity ON ??.entity_audit_log (entity_type, entity_id, created_at DESC, id)',
          [schema],
        );
        await knex.schema.withSchema(schema).createTable('entity_audit_fields', (table) => {
          table.text('entity_type').notNullable();
          table.integer('entity_id').notNullable();
          table.jsonb('fields').notNullable();
          table.primary(['entity_type', 'entity_id']);
        });
      },
    },
    auditFeedIndexesMigration(`0070_${ENTITY_AUDIT_LOG.table}_feed_indexes`, ENTITY_AUDIT_LOG.table, {
      expression: ENTITY_AUDIT_LOG.feedKind,
      ownerColumn: ENTITY_AUDIT_LOG.ownerColumn,
    }),
    auditRowCountMigration(`0091_${ENTITY_AUDIT_LOG.table}_row_count`, ENTITY_AUDIT_LOG.table),
  ],
  eventTypes: ENTITY_AUDIT_EVENT_TYPES,
  async applyBatch(trx, events) {
    const changes = events.map((event) => ({ event, change: entityChangeOf(event) }));
    const recorded = await recordedFields(
      trx,
      changes.map(({ change }) => change),
    );
    const touched = new Set<string>();
    const entries = changes.map(({ event, change }) => {
      const key = keyOf(change);
      touched.add(key);
      const rows = rowsOf(change, recorded, key).map((row) => ({ ...row, entity_type: change.entityType }));
      return { ownerId: change.entityId, event, rows };
    });
    await appendAuditEntries(trx, { ...ENTITY_AUDIT_LOG, entries });
    await saveRecordedFields(trx, recorded, touched);
  },
};

const keyOf = (change: { entityType: string; entityId: number }) => `${change.entityType}:${change.entityId}`;

/** The rows of one change; `recorded` is brought up to date with it. */
function rowsOf(change: EntityChange, recorded: Map<string, Recorded>, key: string): AuditRow[] {
  switch (change.kind) {
    case 'rows':
      return change.rows;
    case 'delete':
      return [DELETE_ROW];
    case 'create':
      recorded.set(key, textOf(change.fields));
      return [CREATE_ROW];
    case 'set': {
      const before = recorded.get(key) ?? {};
      const after = textOf(change.fields);
      recorded.set(key, { ...before, ...after });
      return Object.entries(after)
        .filter(([field, value]) => (before[field] ?? null) !== value)
        .map(([field, value]) => ({
          action: 'update',
          field_name: field,
          old_value: before[field] ?? null,
          new_value: value,
        }));
    }
  }
}

function textOf(fields: Record<string, unknown>): Recorded {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, auditText(value)]));
}

async function recordedFields(
  trx: Knex.Transaction,
  changes: EntityChange[],
): Promise<Map<string, Recorded>> {
  const wanted = changes.filter((change) => change.kind === 'set');
  const recorded = new Map<string, Recorded>();
  if (wanted.length === 0) return recorded;
  const rows: { entity_type: string; entity_id: number; fields: Recorded }[] = await trx(
    entityAuditFieldsTable.name,
  )
    .select('entity_type', 'entity_id', 'fields')
    .whereIn(
      ['entity_type', 'entity_id'],
      wanted.map((change) => [change.entityType, change.entityId]),
    );
  for (const row of rows)
    recorded.set(keyOf({ entityType: row.entity_type, entityId: row.entity_id }), row.fields);
  return recorded;
}

async function saveRecordedFields(
  trx: Knex.Transaction,
  recorded: Map<string, Recorded>,
  touched: Set<string>,
): Promise<void> {
  const rows = [...touched]
    .filter((key) => recorded.has(key))
    .map((key) => {
      const [entityType, entityId] = [
        key.slice(0, key.lastIndexOf(':')),
        Number(key.slice(key.lastIndexOf(':') + 1)),
      ];
      return { entity_type: entityType, entity_id: entityId, fields: JSON.stringify(recorded.get(key)) };
    });
  if (rows.length === 0) return;
  await trx(entityAuditFieldsTable.name)
    .insert(rows)
    .onConflict(['entity_type', 'entity_id'])
    .merge(['fields']);
}
