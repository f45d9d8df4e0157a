import type { Logger } from '../logging/logger';
import type { PostgresSessionStore, SessionStore } from './postgres-session-store';
import { createSessionChangeFeed, type SessionChangeFeed } from './session-change-feed';
import { type SessionChange, sessionKeyDigest } from './session-change-notices';

interface Entry {
  data: Record<string, unknown>;
  userId: number | null;
  endsAt: number;
  /** The sequence number of this process's own write that produced it; its notice keeps it. */
  writtenAt: bigint | null;
}

/** A read or write of one session under way: a change heard meanwhile may make its result old. */
interface Pending {
  digest: string;
  stale: boolean;
  /** The newest change of this session heard meanwhile (a write's own notice among them). */
  latestSeq: bigint | null;
}

/**
 * Sessions in this process's memory, in front of the PostgreSQL store: a signed-in request reads
 * no session row, only (with every request that arrived with it) the sequence of session writes
 * (see `SessionChangeFeed.catchUp`). Every write of every process drops the session it changed
 * here before this process answers a later request; a missed notice drops them all.
 *
 * Bounded: at most `maxEntries` sessions (the least recently used go first), each kept no longer
 * than the store would keep it (its idle and absolute timeouts, checked at every use).
 */
export interface CachedSessionStore extends SessionStore {
  /** How many sessions are held now (tests, health). */
  size(): number;
  close(): Promise<void>;
}

export async function createCachedSessionStore(options: {
  store: PostgresSessionStore;
  connectionString: string;
  logger: Logger;
  maxEntries?: number;
  catchUpTimeoutMs?: number;
  reconnectDelayMs?: number;
  now?: () => number;
}): Promise<CachedSessionStore> {
  const { store } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Set<Pending>();
  const digestOf = rememberedDigests(maxEntries);

  const forget = (change: SessionChange | null, seq?: bigint) => {
    if (change === null) {
      entries.clear();
      for (const one of pending) one.stale = true;
    } else if ('keyDigest' in change) {
      const entry = entries.get(change.keyDigest);
      if (entry && (seq === undefined || entry.writtenAt !== seq)) entries.delete(change.keyDigest);
      for (const one of pending) {
        if (one.digest !== change.keyDigest) continue;
        if (seq === undefined) one.stale = true;
        else if (one.latestSeq === null || seq > one.latestSeq) one.latestSeq = seq;
      }
    } else {
      for (const [digest, entry] of entries) if (entry.userId === change.userId) entries.delete(digest);
      // A read does not know its user before it ends: any may be one of theirs.
      for (const one of pending) one.stale = true;
    }
  };

  /** Runs `work` on one session, noting what is heard of it meanwhile. */
  const tracking = async <T>(digest: string, work: (tracked: Pending) => Promise<T>): Promise<T> => {
    const tracked: Pending = { digest, stale: !feed.listening(), latestSeq: null };
    pending.add(tracked);
    try {
      return await work(tracked);
    } finally {
      pending.delete(tracked);
    }
  };

  const feed: SessionChangeFeed = await createSessionChangeFeed({
    connectionString: options.connectionString,
    logger: options.logger,
    onChange: (change, seq) => forget(change, seq),
    catchUpTimeoutMs: options.catchUpTimeoutMs,
    reconnectDelayMs: options.reconnectDelayMs,
  });

  const keep = (digest: string, entry: Entry) => {
    entries.delete(digest);
    if (entry.endsAt <= now()) return;
    entries.set(digest, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  /** A cached session still current: the notices are caught up and it has not timed out. */
  const cached = async (digest: string): Promise<Entry | undefined> => {
    if (!entries.has(digest) || !(await feed.catchUp())) return undefined;
    const entry = entries.get(digest);
    if (!entry) return undefined;
    if (entry.endsAt <= now()) {
      entries.delete(digest);
      return undefined;
    }
    // Most recently used last: the first in the map is the one to drop.
    entries.delete(digest);
    entries.set(digest, entry);
    return entry;
  };

  const load = (key: string, digest: string) =>
    tracking(digest, async (tracked) => {
      const stored = await store.read(key);
      // Any change heard while reading may or may not be in what was read: keep nothing then.
      if (stored && !tracked.stale && tracked.latestSeq === null)
        keep(digest, { ...stored, writtenAt: null });
      return stored?.data ?? null;
    });

  return {
    async get(key) {
      const digest = digestOf(key);
      const entry = await cached(digest);
      return entry ? entry.data : load(key, digest);
    },
    heldUserId: (key) => entries.get(digestOf(key))?.userId ?? null,
    async set(key, session, maxAgeMs, options) {
      const digest = digestOf(key);
      entries.delete(digest);
      await tracking(digest, async (tracked) => {
        // A session gone meanwhile answers endsAt 0: `keep` keeps nothing that has ended.
        const { seq, endsAt } = await store.save(key, session, maxAgeMs, options);
        // Kept as written unless a later write of the session (another process's) was heard.
        if (tracked.stale || (tracked.latestSeq !== null && tracked.latestSeq > seq)) return;
        const userId = typeof session.userId === 'number' ? session.userId : null;
        keep(digest, { data: session, userId, endsAt, writtenAt: seq });
      });
    },
    async destroy(key) {
      entries.delete(digestOf(key));
      await store.remove(key);
    },
    async destroyAllOfUser(userId) {
      forget({ userId });
      return store.destroyAllOfUser(userId);
    },
    purgeExpired: () => store.purgeExpired(),
    size: () => entries.size,
    close: () => feed.close(),
  };
}

/**
 * `sessionKeyDigest`, remembered per key (at most `max`, the longest remembered go first): every
 * request of a session hashes the same key, and the SHA-256 was 2.4% of a cached read's time
 * (bench/RESULTS.md, "Reads: the lean path"). A key's digest never changes, so remembering it
 * decides nothing about whether the session is still current: that is the entries' and notices' work.
 */
function rememberedDigests(max: number): (key: string) => string {
  const digests = new Map<string, string>();
  return (key) => {
    const known = digests.get(key);
    if (known !== undefined) return known;
    const digest = sessionKeyDigest(key);
    digests.set(key, digest);
    if (digests.size > max) digests.delete(digests.keys().next().value!);
    return digest;
  };
}
