import { parentPort, workerData } from 'node:worker_threads';
import { eventContract } from '@seerat/contracts';
import pg from 'pg';
import { pageColumns } from './read';

/**
 * The page reader's thread (see page-reader.ts). It answers each `{ after }` with the page of the
 * log after that position as one JSON text, `[[position, id, stream, revision, type, data,
 * metadata, recorded at in ms], …]` (position and revision as text, as read.ts reads them), and reads the following page at once, before it is asked:
 * a reader goes through the log in order, so its next question is almost always after this
 * page's last event. The data and metadata are the database's JSON text as it sent them, never
 * parsed for it: the page's one `JSON.parse` on the reading thread makes the same values pg's row
 * parser would have. An event whose data keeps the contract of its type gets a ninth element, the
 * contract's output (see `checkedData`), when JSON carries that output unchanged.
 */
interface PageReaderOptions {
  connectionString: string;
  schema: string;
  pageSize: number;
}

interface TextRow {
  position: string;
  id: string;
  stream_name: string;
  revision: string;
  event_type: string;
  data: string;
  metadata: string;
  recorded_at: Date;
}

export type PageRequest = { after: string | null } | { close: true };
export type PageAnswer = { page: string; count: number; last: string | null } | { error: string };

const { connectionString, schema, pageSize } = workerData as PageReaderOptions;
const port = parentPort!;
const client = new pg.Client({ connectionString, application_name: 'eventstore page reader' });
const connected = client.connect();
let ahead: { after: string; page: Promise<PageAnswer> } | undefined;
let queue = Promise.resolve();

port.on('message', (request: PageRequest) => {
  queue = queue.then(() => answer(request));
});

async function answer(request: PageRequest): Promise<void> {
  if ('close' in request) {
    await ahead?.page;
    await client.end().catch(() => undefined);
    port.close();
    return;
  }
  const page = ahead?.after === request.after ? ahead.page : readPage(request.after);
  ahead = undefined;
  const answered = await page;
  port.postMessage(answered);
  if ('last' in answered && answered.count === pageSize && answered.last !== null) {
    ahead = { after: answered.last, page: readPage(answered.last) };
  }
}

async function readPage(after: string | null): Promise<PageAnswer> {
  try {
    await connected;
    const { rows } = await client.query<TextRow>({
      name: 'read_page_text',
      text: `SELECT ${pageColumns(schema)} WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      values: [after ?? '0', pageSize],
    });
    const lines = rows.map(
      (row) =>
        `["${row.position}",${JSON.stringify(row.id)},${JSON.stringify(row.stream_name)},"${row.revision}",` +
        `${JSON.stringify(row.event_type)},${row.data},${row.metadata},${row.recorded_at.getTime()}` +
        `${checkedText(row.event_type, row.data)}]`,
    );
    return { page: `[${lines.join(',')}]`, count: rows.length, last: rows.at(-1)?.position ?? null };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** `,<the contract's output>` when the data keeps its type's contract and JSON holds the output. */
function checkedText(type: string, data: string): string {
  const result = eventContract(type)?.safeParse(JSON.parse(data));
  return result?.success && isPlainJson(result.data) ? `,${JSON.stringify(result.data)}` : '';
}

/** Whether `JSON.parse(JSON.stringify(value))` gives back the same value: no undefined, Date, -0… */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      if (!(index in value) || !isPlainJson(value[index])) return false;
    }
    return true;
  }
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainJson);
}
