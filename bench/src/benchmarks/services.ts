import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SERVICE_V8_FLAGS } from '@seerat/portal';

/**
 * The portal's services as separate processes, as docker-compose runs them (portal/src/services):
 * each has its own heap, event loop and connection pool, so the figures say which part costs what
 * and each one's memory is its own. Their output goes to `<logDir>/<name>.log`.
 */
export type ServiceName = 'projector' | 'command-api' | 'read-api';

export interface RunningService {
  name: ServiceName;
  url: string;
  pid: number;
}

export interface Services {
  projector: RunningService;
  commandApi: RunningService;
  readApi: RunningService;
  all(): RunningService[];
  stop(): Promise<void>;
}

export interface ServiceEnvironment {
  repositoryRoot: string;
  databaseUrl: string;
  sessionSecret: string;
  admin: { username: string; password: string };
  logDir: string;
}

export async function startServices(environment: ServiceEnvironment): Promise<Services> {
  const started: { service: RunningService; child: ChildProcess }[] = [];
  const stop = async () => {
    await Promise.all(started.reverse().map(({ child }) => stopChild(child)));
  };
  try {
    // The projector first: the APIs wait on its checkpoint.
    const projector = await startService('projector', environment, started);
    const commandApi = await startService('command-api', environment, started);
    const readApi = await startService('read-api', environment, started);
    return { projector, commandApi, readApi, all: () => [projector, commandApi, readApi], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The read API's yardsticks, each in its own process: `bare` is Koa with one handler; `session`
 * adds the portal's session middleware and store (it needs `databaseUrl` and `sessionSecret`).
 */
export async function startYardstick(
  kind: 'bare' | 'session',
  environment: Pick<ServiceEnvironment, 'repositoryRoot' | 'logDir'> &
    Partial<Pick<ServiceEnvironment, 'databaseUrl' | 'sessionSecret'>>,
) {
  const port = await freePort();
  const child = spawnNode(
    environment,
    path.join('bench', 'src', 'benchmarks', `${kind}-koa-server.ts`),
    {
      PORT: String(port),
      ...(kind === 'session'
        ? { DATABASE_URL: environment.databaseUrl!, SESSION_SECRET: environment.sessionSecret! }
        : {}),
    },
    `${kind}-koa`,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/`, child);
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

async function startService(
  name: ServiceName,
  environment: ServiceEnvironment,
  started: { service: RunningService; child: ChildProcess }[],
): Promise<RunningService> {
  const port = await freePort();
  const child = spawnNode(
    environment,
    path.join('portal', 'src', 'services', `${name}.ts`),
    {
      DATABASE_URL: environment.databaseUrl,
      PORT: String(port),
      SESSION_SECRET: environment.sessionSecret,
      ADMIN_USERNAME: environment.admin.username,
      ADMIN_PASSWORD: environment.admin.password,
      LOG_LEVEL: 'warn',
    },
    name,
    // As `npm start` runs it, so the bench measures what those flags cost.
    SERVICE_V8_FLAGS[name],
  );
  const service = { name, url: `http://127.0.0.1:${port}`, pid: child.pid! };
  started.push({ service, child });
  await waitUntilServing(`${service.url}/api/health`, child);
  return service;
}

function spawnNode(
  environment: Pick<ServiceEnvironment, 'repositoryRoot' | 'logDir'>,
  script: string,
  env: Record<string, string>,
  logName: string,
  v8Flags: readonly string[] = [],
): ChildProcess {
  const { REDIS_URL: _jobsStayInProcess, DATABASE_URL: _theBenchDatabaseOnly, ...inherited } = process.env;
  const child = spawn(process.execPath, [...v8Flags, ...profilingFlags(logName), '--import', 'tsx', script], {
    cwd: environment.repositoryRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(path.join(environment.logDir, `${logName}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

/**
 * `BENCH_CPU_PROFILE_DIR=<dir>`: each service and yardstick writes a V8 CPU profile there when it
 * stops (`node --cpu-prof`; NODE_OPTIONS refuses the flag), to see where a figure's time goes.
 */
function profilingFlags(logName: string): string[] {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir
    ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${logName}.${Date.now()}.cpuprofile`]
    : [];
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timeout = delay(10_000).then(() => child.kill('SIGKILL'));
  await Promise.race([exited, timeout]);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

/** The process's resident memory now, in bytes (Linux). */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Samples each process's resident memory every 250 ms and keeps the highest: the peak under
 * whatever load runs meanwhile.
 */
export function sampleMemory(pids: Record<string, number>) {
  const peaks: Record<string, number> = {};
  const sample = async () => {
    for (const [name, pid] of Object.entries(pids)) {
      const bytes = await residentBytes(pid);
      if (bytes !== null) peaks[name] = Math.max(peaks[name] ?? 0, bytes);
    }
  };
  const timer = setInterval(() => void sample(), 250);
  return {
    async stop(): Promise<Record<string, number>> {
      clearInterval(timer);
      await sample();
      return peaks;
    },
  };
}
