import type { RecordedEvent } from '@seerat/eventstore';
import type { BatchReadModel, ReadModelMigration } from '../projection';
import { insertRows, type Row } from './batch-writes';

/**
 * A read model that only adds rows, one per event it handles, keyed by the event itself (a
 * history keyed by its stream's revision): a batch's rows go in with one statement instead of one
 * round trip each. `rowOf` gives the row of each event type it handles.
 */
export function rowPerEventReadModel(options: {
  name: string;
  migrations: ReadModelMigration[];
  table: string;
  rowOf: Record<string, (event: RecordedEvent) => Row>;
}): BatchReadModel {
  const { name, migrations, table, rowOf } = options;
  return {
    name,
    migrations,
    eventTypes: Object.keys(rowOf),
    async applyBatch(trx, events) {
      await insertRows(
        trx,
        table,
        events.map((event) => rowOf[event.type]!(event)),
      );
    },
  };
}
