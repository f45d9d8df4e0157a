import { readTable } from '../../read-schema/read-tables';

/**
 * Each entity's fields as its history last recorded them (by entity type and id): the entity audit
 * log compares an update's new values with these rather than trusting the event's `from`.
 */
export const entityAuditFieldsTable = readTable('entity_audit_fields', [
  'entityType',
  'entityId',
  'fields',
] as const);
