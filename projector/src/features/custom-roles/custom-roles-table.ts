import { readTable } from '../../read-schema/read-tables';

/** The custom roles that exist (a deleted role's row goes; its name stays claimed on the write side). */
export const customRolesTable = readTable('custom_roles', [
  'id',
  'name',
  'description',
  'permissions',
  'isActive',
  'createdBy',
  'createdAt',
  'updatedAt',
  'version',
] as const);
