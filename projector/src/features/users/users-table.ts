import { readTable } from '../../read-schema/read-tables';

/** Every account, active or not, with its roles and assignment: the session and scope checks read it. */
export const usersTable = readTable('users', [
  'id',
  'username',
  'roles',
  'assignedZoneId',
  'assignedCityId',
  'isActive',
  'organisationWide',
  'mustChangePassword',
  'createdAt',
] as const);
