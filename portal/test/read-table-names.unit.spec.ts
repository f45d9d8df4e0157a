import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables';

/**
 * Issue 28: every read table is named once, by its definition, and the projector's code names it
 * through that definition. This reads `projector/src` and answers each string that spells a read
 * table's name, outside the definitions themselves and the migrations (frozen history: a migration
 * keeps the name it shipped with even if a definition is renamed later).
 */

/** Source text by path under `projector/src` (`features/users/users-read-model.ts`). */
type Tree = Record<string, string>;

const SRC = join(import.meta.dirname, '../src');
const projectorTree: Tree = Object.fromEntries(
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => [path, readFileSync(join(SRC, path), 'utf8')]),
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

/** Files that define names rather than use them: the table definitions and the migrations. */
const definesNames = (path: string) =>
  path.startsWith('migrations/') ||
  /-tables?\.ts$/.test(path) ||
  /-migration\.ts$/.test(path) ||
  ['read-schema/audit-logs.ts', 'read-schema/read-model-names.ts', 'tables.ts'].includes(path);

/** A read model's `migrations: [...]`: frozen like the files in `migrations/`. */
const isMigrationList = (node: ts.Node) =>
  ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'migrations';

/** The text of every string and template piece in a file, outside its read models' migrations. */
function stringsOf(path: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (isMigrationList(node)) return;
    // A module's path names a file (`./users-table`), not a table.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
  return found;
}

/** `path: "name"` for each string naming a read table (alone or as an identifier in SQL). */
function spelledTableNames(tree: Tree, names: readonly string[]): string[] {
  const spelled = new RegExp(`(?<![\\w/-])(${names.join('|')})(?![\\w-])`, 'g');
  return Object.entries(tree)
    .filter(([path]) => !definesNames(path))
    .flatMap(([path, text]) =>
      stringsOf(path, text).flatMap((string) =>
        [...string.matchAll(spelled)].map((match) => `${path}: "${match[1]}" in ${JSON.stringify(string)}`),
      ),
    );
}

describe('read table names', () => {
  it('takes the names from the definitions', () => {
    expect(READ_TABLE_NAMES).toEqual(expect.arrayContaining(['cities', 'custom_roles', 'entity_audit_log']));
  });

  it('spells no read table name in projector/src outside the definitions and the migrations', () => {
    expect(spelledTableNames(projectorTree, READ_TABLE_NAMES)).toEqual([]);
  });

  it('answers a name spelled in a handler or in raw SQL, but not in a migration or a definition', () => {
    const planted: Tree = {
      'features/roles/roles-read-model.ts': `
        import { usersTable } from '../users/users-table';
        export const rolesReadModel = {
          migrations: [{ name: '0001_custom_roles_create', up: (knex) => knex.schema.createTable('custom_roles', () => {}) }],
          handlers: { async RoleCreated(trx) { await trx('custom_roles').insert({}); } },
        };
        // trx('users') in a comment is not code
        const sql = \`UPDATE read.users SET x = \${1} FROM zones z\`;`,
      'features/roles/roles-table.ts': `export const rolesTable = readTable('custom_roles', []);`,
      'migrations/0001_roles.ts': `knex.schema.createTable('users', () => {});`,
    };
    expect(spelledTableNames(planted, READ_TABLE_NAMES)).toEqual([
      'features/roles/roles-read-model.ts: "custom_roles" in "custom_roles"',
      'features/roles/roles-read-model.ts: "users" in "UPDATE read.users SET x = "',
      'features/roles/roles-read-model.ts: "zones" in " FROM zones z"',
    ]);
  });
});
