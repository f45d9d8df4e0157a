import {
  MASOOL_PROFILE_FIELDS,
  masoolProfileCreatedSchema,
  masoolProfileDeletedSchema,
  masoolProfileUpdatedSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import { type ReadModel, readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { masoolProfilesTable } from './masool-profiles-table';
import { addPracticeColumns, changedProfileColumns, profileColumns, stampOf } from './profile-columns';

/**
 * Masool profiles as Profile Management, the profile page, the Alim page and the city page's
 * City Masool dialog read them: every field, the user it belongs to, where it serves. A city
 * profile's scope and names come from joining `cities` (and `zones`) when reading, so it follows
 * its city through the zone → city tree.
 */
export const masoolProfilesReadModel: ReadModel = {
  name: READ_MODEL.masoolProfiles,
  migrations: [
    {
      name: '0050_masool_profiles_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('masool_profiles', (table) => {
          table.integer('id').primary();
          table.integer('user_id').unique();
          table.text('name').notNullable();
          table.text('contact').notNullable();
          for (const column of ['email', 'occupation', 'education', 'address', 'profile_picture'])
            table.text(column);
          table.integer('experience_years').notNullable();
          table.date('date_of_birth');
          table.text('profile_type').notNullable();
          table.integer('zone_id').index();
          table.integer('city_id').index();
          addPracticeColumns(table);
          table.boolean('is_alim').notNullable();
          for (const column of ['year_of_completion', 'madrasa_name', 'takhassus']) table.text(column);
          table.boolean('is_teaching').notNullable();
          table.text('teaching_madrasa');
          for (const column of ['islahi_mamlat', 'islahi_progress', 'islahi_goals', 'daily_naat_listening']) {
            table.text(column);
          }
          table.integer('sunna_practice_count').notNullable();
          table.text('seerat_practices');
          table.text('weekly_progress');
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          table.integer('version').notNullable();
        });
      },
    },
  ],
  handlers: {
    async MasoolProfileCreated(trx, event) {
      const { profileId, userId, fields } = masoolProfileCreatedSchema.parse(event.data);
      await trx(masoolProfilesTable.name).insert({
        id: profileId,
        user_id: userId,
        ...profileColumns(fields, MASOOL_PROFILE_FIELDS),
        created_at: event.metadata.occurredAt,
        ...stampOf(event),
      });
    },
    async MasoolProfileUpdated(trx, event) {
      const { profileId, changes } = masoolProfileUpdatedSchema.parse(event.data);
      const columns = changedProfileColumns(changes, MASOOL_PROFILE_FIELDS, event.type);
      const updated = await trx(masoolProfilesTable.name)
        .where('id', profileId)
        .update({ ...columns, ...stampOf(event) });
      if (updated !== 1) throw new Error(`Masool profile ${profileId} is not in the read model`);
    },
    async MasoolProfileDeleted(trx, event) {
      const { profileId } = masoolProfileDeletedSchema.parse(event.data);
      const deleted = await trx(masoolProfilesTable.name).where('id', profileId).delete();
      if (deleted !== 1) throw new Error(`Masool profile ${profileId} is not in the read model`);
    },
  },
};
