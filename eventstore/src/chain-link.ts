import { createHash } from 'node:crypto';

/**
 * The chain's arithmetic in Node, byte for byte what the Postgres store computes in SQL
 * (`contentDigestSql`, `chain_link`): an adapter that cannot hash inside its database (EventStoreDB)
 * and the verifier's diagnosis use it, and a test holds it equal to Postgres on the same events.
 */
export interface ChainContent {
  id: string;
  stream: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
}

/** SHA-256 of the event's canonical text: id, stream, revision, type, data, metadata, one a line. */
export function contentDigest(event: ChainContent): Buffer {
  const text = [
    event.id.toLowerCase(),
    event.stream,
    event.revision.toString(),
    event.type,
    canonicalJson(event.data),
    canonicalJson(event.metadata),
  ].join('\n');
  return createHash('sha256').update(text, 'utf8').digest();
}

/** SHA-256(previous hash ‖ position as 8 bytes ‖ content digest); the first event follows ''. */
export function chainLink(previous: Buffer, position: bigint, content: Buffer): Buffer {
  const at = Buffer.alloc(8);
  at.writeBigInt64BE(position);
  return createHash('sha256').update(previous).update(at).update(content).digest();
}

/**
 * JSON as PostgreSQL prints a jsonb value: object keys sorted by their UTF-8 length and then their
 * bytes, duplicates resolved to the last, `": "` and `", "` between items, numbers in plain
 * decimal (jsonb keeps them as numeric, which never prints an exponent). The value is first taken
 * through JSON as the store receives it (dates become strings, undefined properties go).
 */
export function canonicalJson(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'null' : print(JSON.parse(text));
}

function print(value: unknown): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return plainDecimal(JSON.stringify(value));
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(print).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => compareKeys(a, b));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${print(item)}`).join(', ')}}`;
}

function compareKeys(a: string, b: string): number {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length - right.length || Buffer.compare(left, right);
}

/** `1.5e-7` → `0.00000015`, `1e+21` → `1000000000000000000000`: what numeric prints. */
function plainDecimal(number: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(number);
  if (!match) return number;
  const [, sign, whole, fraction = '', exponentText] = match;
  const digits = whole! + fraction;
  const point = whole!.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
