import knexFactory, { type Knex } from 'knex';

export type { Knex };

export function createKnex(options: {
  connectionString: string;
  poolMax?: number;
  applicationName?: string;
}): Knex {
  return knexFactory({
    client: 'pg',
    connection: { connectionString: options.connectionString, application_name: options.applicationName },
    pool: { min: 0, max: options.poolMax ?? 10 },
  });
}
