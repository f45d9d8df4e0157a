import type { Knex } from '@seerat/platform';
import { migrateReadSchema, type Projection } from '@seerat/projector';

/**
 * What the read-model declarations test needs besides the portal: which read model owns each table
 * of the read schema, which tables a statement touches, and the touches no declaration covers.
 */

/**
 * The tables of each read model, by table: each read model's migrations run alone in a scratch
 * schema (as a one-read-model rebuild runs them), so the answer is what the migrations create,
 * not a list kept beside them. The engine's own tables (checkpoints, migrations) are nobody's.
 */
export async function tableOwners(
  knex: Knex,
  projection: Projection,
  prefix: string,
): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const [index, readModel] of projection.readModels.entries()) {
    const schema = `${prefix}_${index}`;
    await migrateReadSchema(knex, { schema, migrations: readModel.migrations });
    const { rows } = await knex.raw<{ rows: { tablename: string }[] }>(
      `SELECT tablename FROM pg_tables
        WHERE schemaname = ? AND tablename NOT LIKE 'knex\\_migrations%' AND tablename NOT LIKE 'projection\\_%'`,
      [schema],
    );
    for (const { tablename } of rows) owners.set(tablename, readModel.name);
    await knex.raw('DROP SCHEMA ?? CASCADE', [schema]);
  }
  return owners;
}

/** The tables of `schema` a statement names, quoted (`"read"."cities"`, as knex writes them) or not. */
export function tablesTouched(sql: string, schema: string): Set<string> {
  const qualified = new RegExp(`(?<![\\w".])"?${schema}"?\\."?([a-z_][a-z0-9_]*)"?`, 'g');
  return new Set([...sql.matchAll(qualified)].map((match) => match[1]!));
}

export interface UndeclaredTouch {
  route: string;
  table: string;
  /** The read model owning the table; null for a table of the schema that no read model creates. */
  readModel: string | null;
}

/** The tables a route's statements touched whose read model the route's router does not declare. */
export function undeclaredTouches(options: {
  route: string;
  statements: readonly string[];
  declared: readonly string[];
  owners: ReadonlyMap<string, string>;
  schema: string;
}): UndeclaredTouch[] {
  const { route, declared, owners, schema } = options;
  const touched = new Set(options.statements.flatMap((sql) => [...tablesTouched(sql, schema)]));
  return [...touched]
    .map((table) => ({ route, table, readModel: owners.get(table) ?? null }))
    .filter(({ readModel }) => readModel === null || !declared.includes(readModel));
}
