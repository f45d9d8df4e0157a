import { Agent, request } from 'node:http';

/**
 * A small HTTP client for the benchmarks: keep-alive connections, a browser's cookies, JSON in and
 * out. Node's own http client, because per request it costs the benchmark process less CPU than
 * fetch, and that process shares the machine with what it measures.
 */
export interface Session {
  /** The `Cookie` header: every cookie the APIs set, each answer's new ones taken as a browser does. */
  cookie: string;
}

/** The cookie header with the cookies `setCookie` sets replacing those of the same name. */
function withCookies(cookie: string, setCookie: readonly string[]): string {
  const cookies = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const header of setCookie) {
    const pair = header.split(';')[0]!;
    cookies.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...cookies.values()].join('; ');
}

export interface Answer {
  status: number;
  body: unknown;
  milliseconds: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export function send(
  url: string,
  options: { method?: string; session?: Session; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer & { setCookie: string[] }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) headers.cookie = options.session.cookie;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const milliseconds = performance.now() - started;
        const text = Buffer.concat(chunks).toString('utf8');
        const setCookie = incoming.headers['set-cookie'] ?? [];
        if (options.session) options.session.cookie = withCookies(options.session.cookie, setCookie);
        resolve({
          status: incoming.statusCode ?? 0,
          body: text ? JSON.parse(text) : null,
          milliseconds,
          setCookie,
        });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Signs in through the command API; the cookie works on the read API too (shared sessions). */
export async function signIn(commandApiUrl: string, username: string, password: string): Promise<Session> {
  const answer = await send(`${commandApiUrl}/api/login`, { method: 'POST', body: { username, password } });
  if (answer.status !== 200) throw new Error(`Sign-in of ${username} failed: ${answer.status}`);
  return { cookie: withCookies('', answer.setCookie) };
}
