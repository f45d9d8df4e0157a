import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tables from '@seerat/projector/tables';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28: every read table is named once, by its definition in the projector's read schema, and
 * every service queries it through that definition. This reads the services that query the read
 * schema and answers each SQL text or knex table argument that spells a read table's name, outside
 * the definitions themselves and the migrations (frozen history: a migration keeps the name it
 * shipped with even if a definition is renamed later). It sits in the portal, the one package that
 * sees every service; a table name in a prose message, a permission module or an answer key is
 * none of its business.
 */

/** Source text by path from the repository root (`projector/src/features/users/users-read-model.ts`). */
type Tree = Record<string, string>;

const SERVICES = ['projector', 'read-api', 'command-api', 'access', 'jobs'];

const REPOSITORY = join(import.meta.dirname, '../..');
const servicesTree: Tree = Object.fromEntries(
  SERVICES.flatMap((service) => {
    const src = join(REPOSITORY, service, 'src');
    return readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .map((path) => [`${service}/src/${path}`, readFileSync(join(src, path), 'utf8')]);
  }),
);

/** The table names the definitions give: each read table's, and each audit log's. */
const READ_TABLE_NAMES = [
  ...new Set(
    Object.values(tables).flatMap((value) => {
      if (isReadTable(value)) return [value.name];
      if (value === tables.AUDIT_LOGS) return Object.values(tables.AUDIT_LOGS).map((log) => log.table);
      if (value === tables.ENTITY_AUDIT_LOG) return [tables.ENTITY_AUDIT_LOG.table];
      return [];
    }),
  ),
].sort();

function isReadTable(value: unknown): value is tables.ReadTable<string> {
  return typeof value === 'object' && value !== null && 'name' in value && 'column' in value && 'as' in value;
}

/** Files that define names rather than use them: the projector's table definitions and migrations. */
function definesNames(path: string): boolean {
  if (!path.startsWith('projector/src/')) return false;
  const inProjector = path.slice('projector/src/'.length);
  return (
    inProjector.startsWith('migrations/') ||
    /-tables?\.ts$/.test(inProjector) ||
    /-migration\.ts$/.test(inProjector) ||
    ['read-schema/audit-logs.ts', 'read-schema/read-model-names.ts', 'tables.ts'].includes(inProjector)
  );
}

/** A read model's `migrations: [...]`: frozen like the files in `migrations/`. */
const isMigrationList = (node: ts.Node) =>
  ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'migrations';

/** The knex methods whose string arguments name a table (`.from('cities as c')`). */
const TABLE_TAKERS = new Set([
  'from',
  'into',
  'table',
  'join',
  'innerJoin',
  'leftJoin',
  'leftOuterJoin',
  'rightJoin',
  'crossJoin',
  'fullOuterJoin',
  'hasTable',
  'createTable',
  'alterTable',
  'dropTable',
  'dropTableIfExists',
]);

/**
 * Whether a string is a knex table argument: any argument of a table-taking method, or the first
 * of a plain call (`trx('cities')`); a later one (`seesPlace(principal, 'cities', place)`) is not.
 */
function isTableArgument(node: ts.StringLiteralLike): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return false;
  if (ts.isPropertyAccessExpression(call.expression)) return TABLE_TAKERS.has(call.expression.name.text);
  return ts.isIdentifier(call.expression) && call.arguments[0] === node;
}

/** The texts in a file that may name a table: its strings and template pieces, marked if knex arguments. */
function stringsOf(path: string, text: string): { text: string; tableArgument: boolean }[] {
  const found: { text: string; tableArgument: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (isMigrationList(node)) return;
    // A module's path names a file (`./users-table`), not a table.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node)) found.push({ text: node.text, tableArgument: isTableArgument(node) });
    else if (ts.isTemplateLiteralToken(node)) found.push({ text: node.text, tableArgument: false });
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
  return found;
}

/** The places in SQL or a knex argument where a name is a table, each capturing the name. */
function tableNamePatterns(names: readonly string[]) {
  const name = `(${names.join('|')})(?![\\w-])`;
  return {
    /** `cities`, `cities as c`, `cities.zone_id` as a knex argument. */
    argument: new RegExp(`^${name}(?:\\s+as\\s+\\w+|\\.\\w+)?$`, 'i'),
    sql: [
      // `FROM cities`, `JOIN read.cities`, `UPDATE users`, `INSERT INTO zones`.
      new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\\s+(?:\\w+\\.)?${name}`, 'gi'),
      // `read.users`, `${schema}.zones`: a schema-qualified name.
      new RegExp(`\\.${name}`, 'g'),
    ],
    /** ` = zones.id`: a column qualified by the table's name, in text with a space (SQL, not `budgets.csv`). */
    qualifiedColumn: new RegExp(`(?<=[\\s(,=]|^)${name}\\.\\w`, 'g'),
  };
}

/** The read table names a string spells: as a knex table argument, else in SQL. */
function namesIn(
  string: string,
  tableArgument: boolean,
  patterns: ReturnType<typeof tableNamePatterns>,
): string[] {
  const argument = tableArgument ? patterns.argument.exec(string) : null;
  if (argument) return [argument[1]!];
  const sql = /\s/.test(string) ? [...patterns.sql, patterns.qualifiedColumn] : patterns.sql;
  return [...new Set(sql.flatMap((pattern) => [...string.matchAll(pattern)].map((match) => match[1]!)))];
}

/** `path: "name" in "text"` for each SQL text or knex table argument naming a read table. */
function spelledTableNames(tree: Tree, names: readonly string[]): string[] {
  const patterns = tableNamePatterns(names);
  return Object.entries(tree)
    .filter(([path]) => !definesNames(path))
    .flatMap(([path, text]) =>
      stringsOf(path, text).flatMap(({ text: string, tableArgument }) =>
        namesIn(string, tableArgument, patterns).map(
          (name) => `${path}: "${name}" in ${JSON.stringify(string)}`,
        ),
      ),
    );
}

describe('read table names', () => {
  it('takes the names from the definitions', () => {
    expect(READ_TABLE_NAMES).toEqual(expect.arrayContaining(['cities', 'custom_roles', 'entity_audit_log']));
  });

  it('reads every service that queries the read schema', () => {
    for (const service of SERVICES)
      expect(Object.keys(servicesTree).some((path) => path.startsWith(`${service}/src/`))).toBe(true);
  });

  it('spells no read table name in the services outside the definitions and the migrations', () => {
    expect(spelledTableNames(servicesTree, READ_TABLE_NAMES)).toEqual([]);
  });

  it('answers a name spelled in a handler or in raw SQL, but not in a migration or a definition', () => {
    const planted: Tree = {
      'projector/src/features/roles/roles-read-model.ts': `
        import { usersTable } from '../users/users-table';
        export const rolesReadModel = {
          migrations: [{ name: '0001_custom_roles_create', up: (knex) => knex.schema.createTable('custom_roles', () => {}) }],
          handlers: { async RoleCreated(trx) { await trx('custom_roles').insert({}); } },
        };
        // trx('users') in a comment is not code
        const sql = \`UPDATE read.users SET x = \${1} FROM zones z\`;`,
      'projector/src/features/roles/roles-table.ts': `export const rolesTable = readTable('custom_roles', []);`,
      'projector/src/migrations/0001_roles.ts': `knex.schema.createTable('users', () => {});`,
      'command-api/src/features/zones/zone-names.ts': `
        const zones = \`\${readSchema}.zones\`;
        knex.raw(\`SELECT 1 WHERE \${x} = zones.id AND true\`);
        knex.withSchema(s).from('cities as c').leftJoin('users', 'u.id', 'c.id');`,
    };
    expect(spelledTableNames(planted, READ_TABLE_NAMES)).toEqual([
      'projector/src/features/roles/roles-read-model.ts: "custom_roles" in "custom_roles"',
      'projector/src/features/roles/roles-read-model.ts: "users" in "UPDATE read.users SET x = "',
      'projector/src/features/roles/roles-read-model.ts: "zones" in " FROM zones z"',
      'command-api/src/features/zones/zone-names.ts: "zones" in ".zones"',
      'command-api/src/features/zones/zone-names.ts: "zones" in " = zones.id AND true"',
      'command-api/src/features/zones/zone-names.ts: "cities" in "cities as c"',
      'command-api/src/features/zones/zone-names.ts: "users" in "users"',
    ]);
  });

  it('leaves a table name that is a permission module, an answer key, a file name or prose', () => {
    const planted: Tree = {
      'read-api/src/features/figures.ts': `
        const ENTITIES = [{ path: 'users' }];
        if (module !== 'users') seesPlace(principal, 'cities', place);
        answerCsv(ctx, 'budgets.csv', text);
        knex.raw(\`SELECT count(*)::int AS cities, (SELECT 1) AS zones FROM scoped\`);
        type Figures = Omit<DashboardFigures, 'zones'>;
        throw new Error('The file has a header but no users');`,
    };
    expect(spelledTableNames(planted, READ_TABLE_NAMES)).toEqual([]);
  });
});
