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
import { answerKey, type CachedAnswer } from './answer-cache';

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
   * The compression in front of the app (`withCompression`), which marks every answer
   * `Vary: Accept-Encoding`. Without it, nothing is compressed.
   */
  compression?: AnswerCompression;
}

/** How the app's compression encodes an answer of at least `from` bytes. */
export interface AnswerCompression {
  from: number;
  encode(body: Buffer, encoding: Encoding): Promise<Buffer>;
}

type Encoding = 'br' | 'gzip';

/**
 * A signed-in user's repeated GET, answered from the answer cache before Koa sees the request:
 * Koa's context, its middleware's promises and its response handling cost a cached read about a
 * third of its CPU (bench/RESULTS.md, "Reads: answers from memory"). It answers only when every
 * middleware of the read API would let the request through unchanged to the answer cache and that
 * cache holds the answer: the same session cookie, checked and looked up in the same session store
 * (a sign-out elsewhere is seen as it is there), the caller's own writes already projected, the
 * same user loader, the same cache and key, and the same headers and request log line. Anything
 * else (no session, a session due to be saved again, a write not yet projected, a halted read
 * model, a generated password, a cookie only the cookies library can read, an encoding only the
 * app's compression can choose, a miss) resolves `false` without touching the response: the app
 * then answers as always. An answer a browser asks compressed is compressed once, as the app's
 * compression would, and kept with the answer: compressing it anew cost a list read several times
 * what the rest of it cost.
 */
export function answersFromMemory(
  deps: AnswersFromMemoryDeps,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const requestLog = requestLineLogger(deps.logger);
  return async (req, res) => {
    const started = performance.now();
    const found = await keptAnswer(req, deps);
    if (!found) return false;
    const correlationId = correlationIdFor(firstValue(req.headers[CORRELATION_ID_FIELD]));
    if (deps.compression) res.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of deps.headers) res.setHeader(name, value);
    res.setHeader(CORRELATION_ID_HEADER, correlationId);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (found.noStore) res.setHeader('Cache-Control', 'no-store');
    if (found.encoding !== null) res.setHeader('Content-Encoding', found.encoding);
    res.setHeader('Content-Length', found.body.length);
    res.end(found.body);
    const path = pathOf(req.url!);
    const ms = Math.round(performance.now() - started);
    requestLog.info({ correlationId, method: 'GET', path, status: 200, ms }, 'request');
    return true;
  };
}

/** The kept answer to this request and its encoding, when every check above lets it through. */
async function keptAnswer(
  req: IncomingMessage,
  deps: AnswersFromMemoryDeps,
): Promise<{ body: Buffer; encoding: Encoding | null; noStore?: true } | null> {
  const url = req.url;
  if (req.method !== 'GET' || url === undefined || url[0] !== '/') return null;
  const cookies = req.headers.cookie;
  const key = currentlySignedCookie(cookies, SESSION_COOKIE, deps.keys());
  if (!key) return null;
  const target = ownWritesTarget(req, cookies, deps.keys());
  if (target === undefined || !projected(deps.watcher, target)) return null;
  const session = await currentSession(deps.sessionStore, key);
  const userId = session?.[SESSION_USER_KEY];
  if (!session || typeof userId !== 'number' || sessionDueForTouch(session)) return null;
  const user = await deps.loadUser(userId);
  if (!user || user.mustChangePassword) return null;
  const answer = deps.answers.get(answerKey(user.id, url));
  if (!answer) return null;
  const { noStore } = answer;
  if (!deps.compression) return { body: answer.body, encoding: null, noStore };
  const encoding = encodingFor(req, answer, deps.compression.from);
  if (encoding === undefined) return null;
  if (encoding === null) return { body: answer.body, encoding, noStore };
  return { body: await encoded(answer, encoding, deps.compression), encoding, noStore };
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

/**
 * The encoding the app's compression would choose for this answer: none (`null`) for a client that
 * names none or an answer under the threshold, `br` before `gzip` as it prefers them; `undefined`
 * when only its own negotiation can tell (weights, a wildcard, neither of the two named).
 */
function encodingFor(req: IncomingMessage, answer: CachedAnswer, from: number): Encoding | null | undefined {
  const accepted = req.headers['accept-encoding'];
  if (!accepted || answer.body.length < from) return null;
  if (/[;*]/.test(accepted)) return undefined;
  const names = accepted.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('br')) return 'br';
  return names.includes('gzip') ? 'gzip' : undefined;
}

/** The answer in this encoding, compressed the first time a client asks for it and kept with it. */
function encoded(answer: CachedAnswer, encoding: Encoding, compression: AnswerCompression): Promise<Buffer> {
  answer.encoded ??= {};
  answer.encoded[encoding] ??= compression.encode(answer.body, encoding);
  return answer.encoded[encoding];
}

function firstValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
