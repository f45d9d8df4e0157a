/**
 * Schema names end up in SQL as identifiers (they cannot be bound parameters), so only plain
 * lower-case names are accepted. The length leaves room for the `_rebuild` and `_old` suffixes
 * within Postgres's 63-byte limit.
 */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,47}$/;

export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid read schema name "${schema}": use lower-case letters, digits and _`);
  }
}

/** The schema name as a quoted SQL identifier. */
export function sqlSchema(schema: string): string {
  assertSchemaName(schema);
  return `"${schema}"`;
}
