import {
  type Permission,
  type PermissionLevel,
  type PermissionModule,
  type Principal,
  permissionParts,
  writesMasoolProfiles,
} from '@seerat/contracts';
import type { Knex } from 'knex';

/**
 * The permission policy (`can` in contracts) as a SQL filter, for lists: the rows of a table
 * with `zone_id` and a city `path` (the city and its ancestors) that the principal may `level`
 * in `module`, as `permission` (`cities_read`) names them. It must say exactly what `can` says; `scope-filter.int.spec.ts` checks the two
 * against each other over every role.
 */
export function whereInScope(
  query: Knex.QueryBuilder,
  principal: Principal,
  permission: Permission,
  columns: { zoneId: string; path: string | null } = { zoneId: 'zone_id', path: 'path' },
): Knex.QueryBuilder {
  const { module, level } = permissionParts(permission);
  if (organisationWide(principal, module, level)) return query;
  const zones = new Set<number>();
  const cities = new Set<number>();
  const { roles, assignedZoneId, assignedCityId } = principal;
  if (module !== 'users') {
    if (roles.includes('zone_masool') && assignedZoneId !== null) zones.add(assignedZoneId);
    const cityRoleWrites = module !== 'zones' && !writesMasoolProfiles({ module, level });
    if (roles.includes('city_masool') && assignedCityId !== null && cityRoleWrites)
      cities.add(assignedCityId);
  }
  if (principal.permissions.includes(permission)) {
    if (assignedCityId !== null) cities.add(assignedCityId);
    else if (assignedZoneId !== null) zones.add(assignedZoneId);
  }
  return query.where((where) => {
    where.whereRaw('false');
    if (zones.size > 0) where.orWhereIn(columns.zoneId, [...zones]);
    if (cities.size > 0 && columns.path) {
      where.orWhereRaw(`?? && ?::integer[]`, [columns.path, [...cities]]);
    }
  });
}

function organisationWide(principal: Principal, module: PermissionModule, level: PermissionLevel): boolean {
  const { roles } = principal;
  if (roles.includes('admin')) return true;
  if (roles.includes('auditor') && level === 'read') return true;
  if (module === 'users') return false;
  if (roles.includes('markazi_masool') && level !== 'delete' && !writesMasoolProfiles({ module, level })) {
    return true;
  }
  if (roles.includes('markazi_team') && level === 'read') return true;
  return (
    principal.permissions.includes(`${module}_${level}`) &&
    principal.assignedZoneId === null &&
    principal.assignedCityId === null &&
    principal.organisationWide === true
  );
}
