import type { Knex } from 'knex';
import { type ReadModelMigration, readSchemaOf } from '../../projection';

/** The cities table: every field of the city form, its place in the zone → city tree, its version. */
export const citiesMigration: ReadModelMigration = {
  name: '0003_cities_create',
  async up(knex: Knex) {
    const schema = readSchemaOf(knex);
    await knex.schema.withSchema(schema).createTable('cities', (table) => {
      table.integer('id').primary();
      table.integer('zone_id').notNullable();
      table.text('name').notNullable().index();
      table.text('name_urdu');
      table.text('masool_name').notNullable();
      table.text('masool_number').notNullable();
      table.integer('majlis_members').notNullable();
      table.integer('active_circles').notNullable();
      table.integer('ulma_count').notNullable();
      table.integer('inactive_teachers_count').notNullable();
      table.integer('masjid_count').notNullable();
      table.integer('murabbi_count').notNullable();
      table.integer('seerat_library_books').notNullable();
      table.boolean('whatsapp_group').notNullable();
      table.text('whatsapp_group_url');
      table.boolean('islahi_muamlat').notNullable();
      table.text('muamlat_receiver');
      table.text('status').notNullable().index();
      table.text('karguzari');
      table.boolean('shabetazkia_check').notNullable();
      table.date('shabetazkia_last_date');
      table.boolean('majlis_zikr_check').notNullable();
      table.text('majlis_zikr_day');
      table.text('majlis_zikr_time');
      table.boolean('is_parent_city').notNullable();
      table.integer('parent_city_id').index();
      table.boolean('campus_active').notNullable();
      table.boolean('majlis_taleem_active').notNullable();
      table.text('majlis_taleem_masool');
      table.boolean('majlis_islah_active').notNullable();
      table.text('majlis_islah_masool');
      table.boolean('majlis_shabab').notNullable();
      table.text('majlis_shabab_masool');
      table.boolean('majlis_atfal').notNullable();
      table.text('majlis_atfal_masool');
      table.boolean('majlis_jamiyaat').notNullable();
      table.text('majlis_jamiyaat_masool');
      table.boolean('muntizamah_active').notNullable();
      table.text('muntizamah_masool');
      // The city's id, then its parent's, grandparent's…: scope checks and subtree queries.
      table.specificType('path', 'integer[]').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      // The city stream's revision: what a client sends back in If-Match.
      table.integer('version').notNullable();
    });
    // A zone's cities, in the order the zone page lists them.
    await knex.raw(
      'CREATE INDEX cities_zone_ranking ON ??.cities (zone_id, active_circles DESC, majlis_members DESC, id)',
      [schema],
    );
    // `path && ARRAY[…]` (scope of a city masool) and `path @> ARRAY[id]` (a city's subtree).
    await knex.raw('CREATE INDEX cities_path ON ??.cities USING gin (path)', [schema]);
  },
};

/**
 * A city's sub-cities: the command API counts them, and a move finds the subtree it re-roots by
 * them. Partial, so that a rebuild keeps it while it replays (only sub-cities have a parent, and
 * without it each move scanned every version of every city the replay had written).
 */
export const citySubCitiesIndexMigration: ReadModelMigration = {
  name: '0094_cities_sub_cities_index',
  async up(knex: Knex) {
    const schema = readSchemaOf(knex);
    await knex.raw('DROP INDEX ??.cities_parent_city_id_index', [schema]);
    await knex.raw(
      'CREATE INDEX cities_sub_cities ON ??.cities (parent_city_id) WHERE parent_city_id IS NOT NULL',
      [schema],
    );
  },
};

/**
 * Every command on a city writes a new version of its row, about ninety over a national history.
 * With half of each page left free the new version fits beside the old one: a HOT update, which
 * writes no index entry and whose dead version the next visit to the page prunes. Full pages sent
 * four in ten updates elsewhere, each with a new entry in every index, and a national rebuild's
 * cities table ended with 80,000 dead versions for 2,000 cities (bench/RESULTS.md, "The cities at
 * fillfactor 50"). 2,000 rows on twice the pages cost the readers nothing.
 */
export const citiesFillfactorMigration: ReadModelMigration = {
  name: '0095_cities_fillfactor',
  async up(knex: Knex) {
    await knex.raw('ALTER TABLE ??.cities SET (fillfactor = 50)', [readSchemaOf(knex)]);
  },
};
