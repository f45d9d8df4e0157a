import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * While `npm start` runs on its embedded PostgreSQL (a new port at each start), the database's
 * URL is kept in DATA_DIR (mode 600, beside the password it holds), so the tools run beside the
 * portal (the read-model rebuild) find it without DATABASE_URL.
 */
const FILE = 'running-database.url';

export async function recordRunningDatabaseUrl(dataDir: string, url: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, FILE);
  await writeFile(file, `${url}\n`, { mode: 0o600 });
  return () => rm(file, { force: true });
}

/** The running portal's embedded database, or null when none runs on this DATA_DIR. */
export async function readRunningDatabaseUrl(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(path.join(dataDir, FILE), 'utf8')).trim() || null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw error;
  }
}
