import { createHash } from 'node:crypto';

/** The channel every session write notifies, and the row that numbers the writes. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
export const SESSION_SEQUENCE_TABLE = 'platform.session_sequence';

/** What one write changed: one session (by its key's digest) or every session of a user. */
export type SessionChange = { keyDigest: string } | { userId: number };

/**
 * A session key as notices and caches name it: a digest, so the key itself (a bearer secret
 * once signed) never travels in a notice that any connection of the database may LISTEN to.
 */
export function sessionKeyDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 27);
}

/** A notice's text after its sequence number: `k:<digest>` or `u:<user id>`. */
export function sessionChangeNotice(change: { key: string } | { userId: number }): string {
  return 'key' in change ? `k:${sessionKeyDigest(change.key)}` : `u:${change.userId}`;
}

/**
 * The sequence number and the change of a notice: the change is `null` when its text is not one
 * this version knows (anything may have changed); the whole notice is `null` without a number.
 */
export function parseSessionChangeNotice(
  payload: string,
): { seq: bigint; change: SessionChange | null } | null {
  const numbered = /^(\d{1,19}) (.*)$/s.exec(payload);
  if (!numbered) return null;
  const seq = BigInt(numbered[1]!);
  const key = /^k:([A-Za-z0-9_-]{27})$/.exec(numbered[2]!);
  const user = /^u:(\d{1,10})$/.exec(numbered[2]!);
  if (key) return { seq, change: { keyDigest: key[1]! } };
  if (user) return { seq, change: { userId: Number(user[1]) } };
  return { seq, change: null };
}
