import {
  customRoleActivatedSchema,
  customRoleCreatedSchema,
  customRoleDeactivatedSchema,
  customRoleDeletedSchema,
  customRoleUpdatedSchema,
} from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { customRolesTable } from './custom-roles-table';

/**
 * Custom roles as the Custom Roles tab lists them, and as both APIs resolve the signed-in user's
 * permissions on every request (the active roles among the names the user holds). A deleted role
 * leaves the table: nothing grants it any more.
 */
export const customRolesReadModel: ReadModel = {
  name: READ_MODEL.customRoles,
  migrations: [
    {
      name: '0009_custom_roles_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('custom_roles', (table) => {
          table.integer('id').primary();
          table.text('name').notNullable();
          table.text('description').notNullable();
          table.specificType('permissions', 'text[]').notNullable();
          table.boolean('is_active').notNullable();
          table.text('created_by').notNullable();
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          table.integer('version').notNullable();
        });
        // Users hold roles by name: the signed-in user's lookup matches names against this index.
        await knex.raw('CREATE UNIQUE INDEX custom_roles_name ON ??.custom_roles (name)', [schema]);
      },
    },
  ],
  handlers: {
    async CustomRoleCreated(trx, event) {
      const data = customRoleCreatedSchema.parse(event.data);
      await trx(customRolesTable.name).insert({
        id: data.roleId,
        name: data.name,
        description: data.description,
        permissions: data.permissions,
        is_active: data.isActive,
        created_by: event.metadata.username,
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
        version: Number(event.revision),
      });
    },
    async CustomRoleUpdated(trx, event) {
      const { roleId, changes } = customRoleUpdatedSchema.parse(event.data);
      await touch(trx, roleId, event, {
        ...(changes.description && { description: changes.description.to }),
        ...(changes.permissions && { permissions: changes.permissions.to }),
      });
    },
    async CustomRoleActivated(trx, event) {
      await touch(trx, customRoleActivatedSchema.parse(event.data).roleId, event, { is_active: true });
    },
    async CustomRoleDeactivated(trx, event) {
      await touch(trx, customRoleDeactivatedSchema.parse(event.data).roleId, event, { is_active: false });
    },
    async CustomRoleDeleted(trx, event) {
      await trx(customRolesTable.name).where('id', customRoleDeletedSchema.parse(event.data).roleId).delete();
    },
  },
};

function touch(
  trx: Knex.Transaction,
  roleId: number,
  event: RecordedEvent,
  columns: Record<string, unknown>,
) {
  return trx(customRolesTable.name)
    .where('id', roleId)
    .update({ ...columns, updated_at: event.metadata.occurredAt, version: Number(event.revision) });
}
