import {
  TEAM_PROFILE_FIELDS,
  teamProfileCreatedSchema,
  teamProfileDeletedSchema,
  teamProfileUpdatedSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import { type ReadModel, readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import {
  addPracticeColumns,
  changedProfileColumns,
  profileColumns,
  stampOf,
} from '../masool-profiles/profile-columns';
import { teamProfilesTable } from './team-profiles-table';

/**
 * Team profiles as Profile Management and the city page's Team Profiles dialog read them. Scope
 * and the city's name come from joining `cities` on `city_id` when reading.
 */
export const teamProfilesReadModel: ReadModel = {
  name: READ_MODEL.teamProfiles,
  migrations: [
    {
      name: '0051_team_profiles_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('team_profiles', (table) => {
          table.integer('id').primary();
          table.text('name').notNullable();
          table.text('contact').notNullable();
          table.text('profile_picture');
          table.integer('city_id').notNullable();
          table.integer('masool_id');
          addPracticeColumns(table);
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          table.integer('version').notNullable();
        });
        // A city's team, in the order the dialog lists it.
        await knex.raw('CREATE INDEX team_profiles_city ON ??.team_profiles (city_id, name, id)', [schema]);
      },
    },
  ],
  handlers: {
    async TeamProfileCreated(trx, event) {
      const { profileId, fields } = teamProfileCreatedSchema.parse(event.data);
      await trx(teamProfilesTable.name).insert({
        id: profileId,
        ...profileColumns(fields, TEAM_PROFILE_FIELDS),
        created_at: event.metadata.occurredAt,
        ...stampOf(event),
      });
    },
    async TeamProfileUpdated(trx, event) {
      const { profileId, changes } = teamProfileUpdatedSchema.parse(event.data);
      const columns = changedProfileColumns(changes, TEAM_PROFILE_FIELDS, event.type);
      const updated = await trx(teamProfilesTable.name)
        .where('id', profileId)
        .update({ ...columns, ...stampOf(event) });
      if (updated !== 1) throw new Error(`Team profile ${profileId} is not in the read model`);
    },
    async TeamProfileDeleted(trx, event) {
      const { profileId } = teamProfileDeletedSchema.parse(event.data);
      const deleted = await trx(teamProfilesTable.name).where('id', profileId).delete();
      if (deleted !== 1) throw new Error(`Team profile ${profileId} is not in the read model`);
    },
  },
};
