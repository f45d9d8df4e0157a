import pg from 'pg';

/**
 * The PostgreSQL server the benchmark works on, by its admin connection: it creates, clones and
 * drops the benchmark's own databases (never another one).
 */
export interface BenchServer {
  urlOf(database: string): string;
  exists(database: string): Promise<boolean>;
  /** A new empty database, or a copy of `template` (which must have no open connections). */
  create(database: string, options?: { template?: string }): Promise<void>;
  drop(database: string): Promise<void>;
  /** Database-level settings, such as `synchronous_commit`; `null` resets one. */
  configure(database: string, settings: Record<string, string | null>): Promise<void>;
  /** Runs `work` holding a lock named `name` on this server: one run at a time prepares a database. */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  version(): Promise<string>;
  close(): Promise<void>;
}

export const BENCH_DATABASE_PREFIX = 'seerat_bench_';

export async function openBenchServer(adminUrl: string): Promise<BenchServer> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'bench' });
  await client.connect();
  const identifier = (database: string) => {
    if (!database.startsWith(BENCH_DATABASE_PREFIX)) {
      throw new Error(
        `The benchmark only manages its own databases (${BENCH_DATABASE_PREFIX}…), not ${database}`,
      );
    }
    return pg.escapeIdentifier(database);
  };
  const drop = async (database: string) => {
    await client.query(`DROP DATABASE IF EXISTS ${identifier(database)} WITH (FORCE)`);
  };
  return {
    urlOf(database) {
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      return url.toString();
    },
    async exists(database) {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      return rowCount === 1;
    },
    async create(database, options = {}) {
      await drop(database);
      const template = options.template ? ` TEMPLATE ${identifier(options.template)}` : '';
      await client.query(`CREATE DATABASE ${identifier(database)}${template}`);
    },
    drop,
    async configure(database, settings) {
      for (const [name, value] of Object.entries(settings)) {
        if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a setting name: ${name}`);
        await client.query(
          value === null
            ? `ALTER DATABASE ${identifier(database)} RESET ${name}`
            : `ALTER DATABASE ${identifier(database)} SET ${name} TO ${pg.escapeLiteral(value)}`,
        );
      }
    },
    async exclusively(name, work) {
      await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]);
      }
    },
    async version() {
      const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
      return rows[0]!.server_version;
    },
    close: () => client.end(),
  };
}
