import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { Logger } from '@seerat/platform';
import { waitForProjector } from './projector-caught-up';
import { freePort, residentBytes } from './services';

/** How long after the projector caught up the portal counts as idle (bench/RESULTS.md, "Memory at idle, step 3"). */
const SETTLE_MS = 60_000;
/** A crashed service's requests are tried this often until it serves again. */
const POLL_MS = 10;
const RESTART_GIVE_UP_MS = 30_000;

export interface PortalStartSummary {
  /** Every Node process of `npm start` (the supervisor and its children) at idle, by process. */
  idleBytes: Record<string, number>;
  /** From SIGKILL of each API's process to its first answer again through the portal's port. */
  restartMs: Record<'read-api' | 'command-api', number>;
}

/**
 * `npm start` as a person runs it on the small demo data (its build step, then the compiled
 * supervisor and its services, on `databaseUrl`, a fresh database): every Node process's resident
 * memory once the demo data is projected and the portal has sat idle a minute; then each API's
 * process killed as the kernel's OOM killer would, timed until the portal's port answers for it
 * again. PostgreSQL is not counted: the target is the portal's own processes.
 */
export async function measurePortalStart(options: {
  repositoryRoot: string;
  databaseUrl: string;
  logDir: string;
  logger: Logger;
}): Promise<PortalStartSummary> {
  const { repositoryRoot, databaseUrl, logger } = options;
  logger.info('npm start: building, then starting the portal on the small demo data');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'portal/src/build-cli.ts'], {
    cwd: repositoryRoot,
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'seerat-bench-start-'));
  const port = await freePort();
  const { REDIS_URL: _jobsStayInProcess, DATABASE_URL: _theBenchDatabaseOnly, ...inherited } = process.env;
  const supervisor = spawn(process.execPath, ['--enable-source-maps', 'portal/dist/main.mjs'], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'small',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(path.join(options.logDir, 'npm-start.log'));
  supervisor.stdout.pipe(log);
  supervisor.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilAnswered(supervisor, () => fetch(`${url}/api/health`), 10 * 60_000);
    await waitForProjector(databaseUrl, logger);
    logger.info({ seconds: SETTLE_MS / 1000 }, 'npm start: letting the portal sit idle');
    await delay(SETTLE_MS);
    const idleBytes = await residentByProcess(supervisor.pid!);
    const restartMs = {
      'read-api': await restartTime(supervisor, 'read-api', () => fetch(`${url}/api/health`)),
      // Any answer of the command API's own (here 400: no credentials) says it serves again.
      'command-api': await restartTime(supervisor, 'command-api', () =>
        fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
    };
    return { idleBytes, restartMs };
  } finally {
    await stopSupervisor(supervisor);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The supervisor's children by their service's script name (`services/<name>.mjs`), the supervisor itself as "supervisor". */
async function residentByProcess(supervisorPid: number): Promise<Record<string, number>> {
  const bytes: Record<string, number> = {};
  for (const [pid, name] of await processTree(supervisorPid)) {
    const resident = await residentBytes(pid);
    if (resident !== null) bytes[name] = (bytes[name] ?? 0) + resident;
  }
  return bytes;
}

/** Every process under `rootPid` (itself included), named by the compiled script it runs. */
async function processTree(rootPid: number): Promise<Map<number, string>> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    // The command name may hold spaces and parentheses: the fields follow its last ')'.
    parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const tree = new Map<number, string>([[rootPid, 'supervisor']]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(pid) || !tree.has(parent)) continue;
      tree.set(pid, await scriptName(pid));
      grew = true;
    }
  }
  return tree;
}

async function scriptName(pid: number): Promise<string> {
  const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
  const script = commandLine.find((part) => /services[\\/][\w-]+\.mjs$/.test(part));
  return script ? path.basename(script, '.mjs') : path.basename(commandLine[0] || `pid ${pid}`);
}

/** SIGKILL to the service's process, then its requests tried until one is answered by it again. */
async function restartTime(
  supervisor: ChildProcess,
  service: 'read-api' | 'command-api',
  request: () => Promise<Response>,
): Promise<number> {
  const tree = await processTree(supervisor.pid!);
  const pid = [...tree].find(([, name]) => name === service)?.[0];
  if (pid === undefined) throw new Error(`npm start runs no ${service} process`);
  process.kill(pid, 'SIGKILL');
  const killedAt = performance.now();
  await untilAnswered(supervisor, request, RESTART_GIVE_UP_MS);
  return performance.now() - killedAt;
}

/**
 * Tries `request` until it is answered by the service behind the gateway: not a refused
 * connection, not the gateway's 503 while the service restarts.
 */
async function untilAnswered(supervisor: ChildProcess, request: () => Promise<Response>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (supervisor.exitCode !== null) throw new Error(`npm start exited with code ${supervisor.exitCode}`);
    const status = await request().then(
      (answer) => answer.status,
      () => null,
    );
    if (status !== null && status !== 503) return;
    await delay(POLL_MS);
  }
  throw new Error(`npm start did not answer within ${timeoutMs} ms`);
}

async function stopSupervisor(supervisor: ChildProcess): Promise<void> {
  if (supervisor.exitCode !== null || supervisor.signalCode !== null) return;
  const exited = once(supervisor, 'exit');
  supervisor.kill('SIGTERM');
  const timeout = delay(30_000).then(() => supervisor.kill('SIGKILL'));
  await Promise.race([exited, timeout]);
}
