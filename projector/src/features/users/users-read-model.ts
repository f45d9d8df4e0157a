import {
  userCreatedSchema,
  userDeactivatedSchema,
  userOrganisationWideChangedSchema,
  userPasswordChangedSchema,
  userRolesChangedSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { usersTable } from './users-table';

/**
 * Users as the admin panel lists them and as both APIs load the signed-in user: one row per
 * account, never a password hash.
 */
export const usersReadModel: ReadModel = {
  name: READ_MODEL.users,
  migrations: [
    {
      name: '0001_users_create',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable('users', (table) => {
          table.integer('id').primary();
          table.text('username').notNullable();
          table.specificType('roles', 'text[]').notNullable();
          table.integer('assigned_zone_id');
          table.integer('assigned_city_id');
          table.boolean('is_active').notNullable();
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
        });
        await knex.raw('CREATE UNIQUE INDEX users_username_lower ON ??.users (lower(username))', [
          readSchemaOf(knex),
        ]);
      },
    },
    {
      name: '0011_users_organisation_wide',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).alterTable('users', (table) => {
          table.boolean('organisation_wide').notNullable().defaultTo(false);
        });
      },
    },
    {
      name: '0090_users_must_change_password',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).alterTable('users', (table) => {
          table.boolean('must_change_password').notNullable().defaultTo(false);
        });
      },
    },
  ],
  handlers: {
    async UserCreated(trx, event) {
      const data = userCreatedSchema.parse(event.data);
      await trx(usersTable.name).insert({
        id: data.userId,
        username: data.username,
        roles: data.roles,
        assigned_zone_id: data.assignedZoneId,
        assigned_city_id: data.assignedCityId,
        is_active: true,
        must_change_password: data.mustChangePassword === true,
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
      });
    },
    async UserRolesChanged(trx, event) {
      const data = userRolesChangedSchema.parse(event.data);
      await trx(usersTable.name).where('id', data.userId).update({
        roles: data.roles,
        assigned_zone_id: data.assignedZoneId,
        assigned_city_id: data.assignedCityId,
        updated_at: event.metadata.occurredAt,
      });
    },
    async UserPasswordChanged(trx, event) {
      const data = userPasswordChangedSchema.parse(event.data);
      await trx(usersTable.name)
        .where('id', data.userId)
        .update({ must_change_password: false, updated_at: event.metadata.occurredAt });
    },
    async UserDeactivated(trx, event) {
      const data = userDeactivatedSchema.parse(event.data);
      await trx(usersTable.name)
        .where('id', data.userId)
        .update({ is_active: false, updated_at: event.metadata.occurredAt });
    },
    async UserOrganisationWideChanged(trx, event) {
      const data = userOrganisationWideChangedSchema.parse(event.data);
      await trx(usersTable.name)
        .where('id', data.userId)
        .update({ organisation_wide: data.organisationWide, updated_at: event.metadata.occurredAt });
    },
  },
};
