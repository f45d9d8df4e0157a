import type pg from 'pg';

/**
 * A live batch's connection as the read models' knex transaction sees it. The batch opens and
 * ends its transaction itself, each time with statements it sends anyway (`openBatch` begins with
 * `BEGIN`, `closeBatch` ends with `COMMIT`, a failure sends `ROLLBACK`), so knex's own `BEGIN`,
 * `COMMIT` and `ROLLBACK` are answered here without a round trip of their own: a one-command batch
 * went from seven round trips to four (bench/RESULTS.md, "Projector: the live batch"). Savepoints,
 * which a batch that halts a read model uses, go through.
 */
export function withinOpenTransaction(connection: pg.ClientBase): pg.ClientBase {
  const send = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  const within: pg.ClientBase = Object.create(connection);
  (within as { query: unknown }).query = (query: unknown, ...rest: unknown[]) => {
    const command = knexTransactionCommand(query);
    if (!command) return send(query, ...rest);
    const callback = rest.at(-1) as (error: null, result: unknown) => void;
    process.nextTick(callback, null, { command, rowCount: null, rows: [], fields: [] });
  };
  return within;
}

/** Knex's texts for them (`knex/lib/execution/transaction.js`); a savepoint's differ. */
const KNEX_TRANSACTION = new Map([
  ['BEGIN;', 'BEGIN'],
  ['COMMIT;', 'COMMIT'],
  ['ROLLBACK', 'ROLLBACK'],
]);

function knexTransactionCommand(query: unknown): string | undefined {
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? KNEX_TRANSACTION.get(text) : undefined;
}
