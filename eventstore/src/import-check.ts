import { eventContract, eventMetadataSchema } from '@seerat/contracts';
import { chainLink, contentDigest } from './chain-link';
import type { ExportedEvent } from './postgres/log-transfer';
import type { ChainDigest } from './postgres/verify-chain';

/** Why a file may not be imported; `line` is the file's line (1-based) at fault, when one is. */
export class ImportRefusedError extends Error {
  override name = 'ImportRefusedError';
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(line === null ? message : `Line ${line}: ${message}`);
  }
}

/**
 * Checks a whole export before anything of it is written: every line one event of the export's
 * shape, positions rising, each hash the link of its event to the one before (the first event
 * follows the empty hash: a whole log), and the chain's head agreeing with a digest published
 * outside the log (`chain-digests.ndjson`) at some position the file holds: a file altered and
 * re-chained end to end is refused too. Each event's data must also keep the contract of its
 * type, and its metadata the metadata's (`DOMAIN_EVENT_CONTRACTS`): a chain vouches for what was
 * recorded, not that the portal recorded it, and the read models and deciders trust both.
 * Throws `ImportRefusedError` naming the line.
 */
export async function checkExport(
  lines: AsyncIterable<string>,
  digests: readonly ChainDigest[],
): Promise<{ events: number }> {
  if (digests.length === 0) {
    throw new ImportRefusedError('No published chain digest to check the file against', null);
  }
  const wanted = new Map(digests.map((digest) => [digest.position, digest.hash]));
  let previous: { position: bigint; hash: Buffer } | null = null;
  let lineNumber = 0;
  let events = 0;
  let matched = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    const event = parseLine(line, lineNumber);
    const position = BigInt(event.position);
    if (previous && position <= previous.position) {
      throw new ImportRefusedError(`position ${position} does not follow ${previous.position}`, lineNumber);
    }
    const content = contentDigest({ ...event, revision: BigInt(event.revision) });
    const hash = chainLink(previous?.hash ?? Buffer.alloc(0), position, content);
    if (hash.toString('hex') !== event.hash) {
      throw new ImportRefusedError(
        `the event at position ${position} does not match its hash: it was changed, or one before it`,
        lineNumber,
      );
    }
    checkContract(event, lineNumber);
    const published = wanted.get(event.position);
    if (published !== undefined) {
      if (published !== event.hash) {
        throw new ImportRefusedError(
          `position ${position} differs from the digest published for it`,
          lineNumber,
        );
      }
      matched++;
    }
    previous = { position, hash };
    events++;
  }
  if (matched === 0) {
    throw new ImportRefusedError('No published chain digest names a position this file holds', null);
  }
  return { events };
}

function checkContract(event: ExportedEvent, lineNumber: number): void {
  const contract = eventContract(event.type);
  if (!contract) throw new ImportRefusedError(`${event.type} is not an event type of the portal`, lineNumber);
  const broken =
    firstIssue(contract, event.data, 'data') ?? firstIssue(eventMetadataSchema, event.metadata, 'metadata');
  if (broken !== null) {
    throw new ImportRefusedError(`the ${event.type} event breaks its contract: ${broken}`, lineNumber);
  }
}

type Contract = NonNullable<ReturnType<typeof eventContract>>;

/** The first way `value` breaks `schema`, naming the field at fault, or null when it keeps it. */
function firstIssue(schema: Contract, value: unknown, part: 'data' | 'metadata'): string | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${[part, ...(issue?.path ?? []).map(String)].join('.')}: ${issue?.message ?? 'invalid'}`;
}

const DECIMAL = /^\d{1,19}$/;
const HEX_HASH = /^[0-9a-f]{64}$/;

function parseLine(line: string, lineNumber: number): ExportedEvent & { hash: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ImportRefusedError('not a JSON event', lineNumber);
  }
  const event = value as Partial<Record<keyof ExportedEvent, unknown>>;
  const text = (key: keyof ExportedEvent) => typeof event?.[key] === 'string' && event[key] !== '';
  const fields: (keyof ExportedEvent)[] = [
    'position',
    'id',
    'stream',
    'revision',
    'type',
    'recordedAt',
    'hash',
  ];
  const missing = fields.find((key) => !text(key));
  if (missing) throw new ImportRefusedError(`the event has no ${missing}`, lineNumber);
  if (!DECIMAL.test(event.position as string) || !DECIMAL.test(event.revision as string)) {
    throw new ImportRefusedError('position and revision must be whole numbers', lineNumber);
  }
  if (!HEX_HASH.test(event.hash as string))
    throw new ImportRefusedError('the hash is not a SHA-256', lineNumber);
  if (!('data' in event) || !('metadata' in event)) {
    throw new ImportRefusedError('the event has no data or metadata', lineNumber);
  }
  return event as ExportedEvent & { hash: string };
}
