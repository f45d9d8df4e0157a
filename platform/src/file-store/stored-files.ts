import type { Knex } from 'knex';

/**
 * Uploaded files (profile pictures; receipts later) kept in PostgreSQL, in the write side's
 * `writes.stored_files`: every API replica reads the same database, so any replica serves any
 * file, backups and restores carry them with the events that name them, and no shared disk is
 * needed. Files are small (pictures at most 5 MB, re-encoded smaller) and read through long-lived
 * browser caches, so the database serves each one rarely. A file's name is the SHA-256 of its
 * bytes plus an extension: storing the same bytes twice keeps one row, and a name never changes
 * meaning, which is what lets it be cached for good.
 */
export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const TABLE = 'writes.stored_files';

export async function migrateStoredFiles(knex: Knex): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS writes');
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${TABLE} (
    name text PRIMARY KEY,
    kind text NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    uploaded_by integer,
    uploaded_at timestamptz NOT NULL
  )`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS stored_files_kind_age ON ${TABLE} (kind, uploaded_at)`);
}

/** Keeps the file; the same bytes uploaded again only refresh its upload time. */
export async function storeFile(
  knex: Knex,
  file: StoredFile & { kind: string; uploadedBy: number | null; uploadedAt: Date },
): Promise<void> {
  await knex.raw(
    `INSERT INTO ${TABLE} (name, kind, content_type, bytes, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET uploaded_at = excluded.uploaded_at`,
    [file.name, file.kind, file.contentType, file.bytes, file.uploadedBy, file.uploadedAt],
  );
}

export async function readStoredFile(knex: Knex, kind: string, name: string): Promise<StoredFile | null> {
  const { rows } = await knex.raw<{ rows: { name: string; content_type: string; bytes: Buffer }[] }>(
    `SELECT name, content_type, bytes FROM ${TABLE} WHERE kind = ? AND name = ?`,
    [kind, name],
  );
  const row = rows[0];
  return row ? { name: row.name, contentType: row.content_type, bytes: row.bytes } : null;
}

/**
 * Removes the files of `kind` uploaded before `before` whose name `inUse` (an SQL condition on
 * `f.name`) does not claim; answers how many went.
 */
export async function removeUnusedFiles(
  knex: Knex,
  options: { kind: string; before: Date; inUse: Knex.Raw },
): Promise<number> {
  const { rowCount } = await knex.raw<{ rowCount: number }>(
    `DELETE FROM ${TABLE} AS f WHERE f.kind = ? AND f.uploaded_at < ? AND NOT (?)`,
    [options.kind, options.before, options.inUse],
  );
  return rowCount;
}
