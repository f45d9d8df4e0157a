import type { RecordedEvent } from '@seerat/eventstore';
import type { Row } from '../../handling/batch-writes';
import type { AuditEntry, Statement } from './audit-log';
import { cityProfileSummaryTable } from './city-profile-summary-table';

/**
 * Counts a batch's audit entries into each city's summary: one row per city, one statement, which
 * `appendAuditEntries` runs with the history rows. None when no entry has a row.
 */
export function countCityChanges(entries: (AuditEntry & { created: boolean })[]): Statement | undefined {
  const summaries = new Map<number, Row>();
  for (const { ownerId, event, rows, created } of entries) {
    if (rows.length === 0) continue;
    const summary = summaries.get(ownerId) ?? { city_id: ownerId, total_changes: 0, created_by: null };
    summary.total_changes = (summary.total_changes as number) + rows.length;
    Object.assign(summary, lastEdit(event));
    if (created) summary.created_by = event.metadata.username;
    summaries.set(ownerId, summary);
  }
  if (summaries.size === 0) return undefined;
  return {
    sql: `INSERT INTO ${cityProfileSummaryTable.name}
            SELECT * FROM json_populate_recordset(NULL::${cityProfileSummaryTable.name}, ?::json)
          ON CONFLICT (city_id) DO UPDATE SET
            total_changes = ${cityProfileSummaryTable.name}.total_changes + excluded.total_changes,
            last_edited_by = excluded.last_edited_by,
            last_edited_at = excluded.last_edited_at`,
    bindings: [JSON.stringify([...summaries.values()])],
  };
}

function lastEdit(event: RecordedEvent): Row {
  return { last_edited_by: event.metadata.username, last_edited_at: event.metadata.occurredAt };
}
