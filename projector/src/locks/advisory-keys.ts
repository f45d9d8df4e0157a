import { createHash } from 'node:crypto';

/**
 * What each advisory lock guards, per read schema:
 * - `active`: held for the life of the one active projector (session lock); others stand by.
 * - `swap`: batches take it shared, a rebuild's schema swap exclusive (transaction locks).
 * - `rebuild`: one rebuild at a time (session lock).
 * - `migrate`: one migration run at a time (session lock).
 */
export type LockPurpose = 'active' | 'swap' | 'rebuild' | 'migrate';

/** A stable 64-bit key, the same in every process and release, as a string for `$1::bigint`. */
export function advisoryKey(purpose: LockPurpose, schema: string): string {
  const digest = createHash('sha256').update(`seerat.projector.${purpose}:${schema}`).digest();
  return digest.readBigInt64BE(0).toString();
}
