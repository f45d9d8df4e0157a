import { Worker } from 'node:worker_threads';
import type { EventMetadata } from '@seerat/contracts';
import type { PageReader, RecordedEvent } from '../event-store';
import type { PageAnswer, PageRequest } from './page-reader-worker';

type PageRow = [string, string, string, string, string, unknown, EventMetadata, number, unknown?];

/** The contract's output for the page reader's events whose data keeps their type's contract. */
const checked = new WeakMap<RecordedEvent, unknown>();

/**
 * The output of `eventContract(event.type).parse(event.data)`, when the page reader's thread
 * already checked the event (undefined for any other event): the checks were a tenth of a
 * rebuild's main thread.
 */
export function checkedData(event: RecordedEvent): unknown {
  return checked.get(event);
}

interface Waiting {
  resolve(page: RecordedEvent[]): void;
  reject(error: Error): void;
}

/**
 * Reads the log page after page in a worker thread (page-reader-worker.ts), which has the next page
 * read before it is asked for. The reading thread is left one `JSON.parse` per page: pg's parsing
 * of each row (its protocol, its JSON and its date) was a fifth of a rebuild's busy main thread,
 * which is the rebuild's critical path, while the second core waited.
 */
export function openPageReader(options: {
  connectionString: string;
  schema: string;
  pageSize: number;
}): PageReader {
  const worker = startWorker(options);
  // The worker answers in the order it was asked.
  let waiting: Waiting[] = [];
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const each of waiting) each.reject(error);
    waiting = [];
  };
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', (answer: PageAnswer) => {
    const next = waiting.shift();
    if ('error' in answer) next?.reject(new Error(`Reading the log failed: ${answer.error}`));
    else next?.resolve(recordedEvents(answer.page));
  });
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('The page reader has stopped')));
  const ask = (request: PageRequest) => worker.postMessage(request);

  return {
    read(after) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        ask({ after: after === null ? null : after.toString() });
      });
    },
    async close() {
      if (!failure) ask({ close: true });
      await exited;
    },
  };
}

function recordedEvents(page: string): RecordedEvent[] {
  return (JSON.parse(page) as PageRow[]).map((row) => {
    const [position, id, streamName, revision, type, data, metadata, recordedAt] = row;
    const event: RecordedEvent = {
      id,
      streamName,
      revision: BigInt(revision),
      position: BigInt(position),
      type,
      data,
      metadata,
      recordedAt: new Date(recordedAt),
    };
    if (row.length > 8) checked.set(event, row[8]);
    return event;
  });
}

/**
 * The worker's file is TypeScript, as this one is run: Node 20 gives a worker none of its parent's
 * module hooks, so the worker loads its file through tsx's API itself.
 */
function startWorker(workerData: { connectionString: string; schema: string; pageSize: number }): Worker {
  const file = JSON.stringify(new URL('./page-reader-worker.ts', import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${file}, ${file}))`, {
    eval: true,
    workerData,
  });
}
