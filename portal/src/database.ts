import { type Logger, recordRunningDatabaseUrl, startEmbeddedPostgres } from '@seerat/platform';
import pg from 'pg';

export const EMBEDDED_DATABASE_NAME = 'seerat';

export interface PortalDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * `DATABASE_URL` when given; otherwise the embedded PostgreSQL in DATA_DIR, with the portal's
 * own database created on first start, and its URL recorded in DATA_DIR while it runs.
 */
export async function openPortalDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
}): Promise<PortalDatabase> {
  if (options.databaseUrl) return { url: options.databaseUrl, stop: async () => {} };
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, logger: options.logger });
  try {
    await createDatabaseIfMissing(server.url, EMBEDDED_DATABASE_NAME);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = new URL(server.url);
  url.pathname = `/${EMBEDDED_DATABASE_NAME}`;
  const forget = await recordRunningDatabaseUrl(options.dataDir, url.toString());
  return {
    url: url.toString(),
    stop: async () => {
      await forget();
      await server.stop();
    },
  };
}

async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
