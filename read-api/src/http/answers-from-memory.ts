import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_USER_KEY, type SessionUserLoader } from '@seerat/access';
import {
  type CheckpointCache,
  type CheckpointWatcher,
  CORRELATION_ID_HEADER,
  correlationIdFor,
  currentlySignedCookie,
  currentSession,
  type Logger,
  ownWriteTarget,
  parsePosition,
  READ_AFTER_FIELD,
  requestLineLogger,
  SESSION_COOKIE,
  type SessionStore,
  sessionDueForTouch,
  WRITTEN_POSITION_COOKIE,
} from '@seerat/platform';
import type { CachedAnswer } from './answer-cache';

export interface AnswersFromMemoryDeps {
  logger: Logger;
  /** The headers every answer carries, in the order the middleware sets them. */
  headers: readonly (readonly [string, string])[];
  sessionStore: SessionStore;
  /** The app's cookie signer (`app.keys`), as the session middleware set it. */
  keys: () => unknown;
  watcher: CheckpointWatcher;
  loadUser: SessionUserLoader;
  answers: CheckpointCache<CachedAnswer>;
  /**
   * The compression in front of the app (`withCompression`): it marks every answer
   * `Vary: Accept-Encoding` and compresses one of this many bytes or more for a client that
   * accepts an encoding. Without it, nothing is compressed.
   */
  compressedFrom?: number;
}

/**
 * A signed-in user's repeated GET, answered from the answer cache before Koa sees the request:
 * Koa's context, its middleware's promises and its response handling cost a cached read about a
 * third of its CPU (bench/RESULTS.md, "Reads: answers from memory"). It answers only when every
 * middleware of the read API would let the request through unchanged to the answer cache and that
 * cache holds the answer: the same session cookie, checked and looked up in the same session store
 * (a sign-out elsewhere is seen as it is there), the caller's own writes already projected, the
 * same user loader, the same cache and key, and the same headers and request log line. Anything
 * else (no session, a session due to be saved again, a write not yet projected, a halted read
 * model, a generated password, a cookie only the cookies library can read, an answer to compress,
 * a miss) resolves `false` without touching the response: the app then answers as always.
 */
export function answersFromMemory(
  deps: AnswersFromMemoryDeps,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const requestLog = requestLineLogger(deps.logger);
  return async (req, res) => {
    const started = performance.now();
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || url[0] !== '/') return false;
    const cookies = req.headers.cookie;
    const key = currentlySignedCookie(cookies, SESSION_COOKIE, deps.keys());
    if (!key) return false;
    const target = ownWritesTarget(req, cookies, deps.keys());
    if (target === undefined || !projected(deps.watcher, target)) return false;
    const session = await currentSession(deps.sessionStore, key);
    const userId = session?.[SESSION_USER_KEY];
    if (!session || typeof userId !== 'number' || sessionDueForTouch(session)) return false;
    const user = await deps.loadUser(userId);
    if (!user || user.mustChangePassword) return false;
    const answer = deps.answers.get(`${user.id} ${url}`);
    if (!answer || compressible(req, answer, deps.compressedFrom)) return false;

    const correlationId = correlationIdFor(firstValue(req.headers[CORRELATION_ID_FIELD]));
    if (deps.compressedFrom !== undefined) res.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of deps.headers) res.setHeader(name, value);
    res.setHeader(CORRELATION_ID_HEADER, correlationId);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', answer.body.length);
    res.end(answer.body);
    requestLog.info(
      {
        correlationId,
        method: 'GET',
        path: pathOf(url),
        status: 200,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
    return true;
  };
}

const CORRELATION_ID_FIELD = CORRELATION_ID_HEADER.toLowerCase();

/** The position the request waits for (null: none), or `undefined` when only Koa's cookies can tell. */
function ownWritesTarget(req: IncomingMessage, cookies: string | undefined, keys: unknown) {
  const written = currentlySignedCookie(cookies, WRITTEN_POSITION_COOKIE, keys);
  if (written === null) return undefined;
  return ownWriteTarget(parsePosition(written), req.headers[READ_AFTER_FIELD]);
}

/** Whether the read models are at `target` already, none of them halted (so none answers stale). */
function projected(watcher: CheckpointWatcher, target: bigint | null): boolean {
  if (target === null) return true;
  const current = watcher.current();
  return current !== null && target <= current && watcher.halted().size === 0;
}

function compressible(req: IncomingMessage, answer: CachedAnswer, compressedFrom: number | undefined) {
  return (
    compressedFrom !== undefined && !!req.headers['accept-encoding'] && answer.body.length >= compressedFrom
  );
}

function firstValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
