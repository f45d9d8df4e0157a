import type { Knex } from '@seerat/platform';

/**
 * Whole-number ids, as the routes need (`/cities/42`), from one PostgreSQL sequence per kind of
 * entity. Taken before the entity's first event is written; a failed command leaves a gap, which
 * is harmless.
 */
export const ID_KINDS = [
  'user',
  'zone',
  'city',
  'seerat_model',
  'recommended_book',
  'qabail',
  'custom_role',
  'user_upload',
  'team_profile',
  'meeting',
  'karguzari_report',
  'gathering',
  'budget',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

export interface IdAllocator {
  next(kind: IdKind): Promise<number>;
}

export async function migrateIdSequences(knex: Knex): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS writes');
  for (const kind of ID_KINDS) await knex.raw(`CREATE SEQUENCE IF NOT EXISTS writes.${kind}_id`);
}

export function createIdAllocator(knex: Knex): IdAllocator {
  return {
    async next(kind) {
      const { rows } = await knex.raw<{ rows: { id: string }[] }>(
        `SELECT nextval('writes.${kind}_id')::text AS id`,
      );
      return Number(rows[0]!.id);
    },
  };
}
