import { notAllowed } from '../domain/domain-error';
import {
  isPermission,
  type Permission,
  type PermissionLevel,
  type PermissionModule,
  permissionParts,
  SYSTEM_ROLES,
} from './roles';

/**
 * The permission policy: one pure function both APIs call on every route and the web calls to
 * hide what the server would refuse. Scope follows the path zone → city → sub-city.
 *
 * - admin: everything.
 * - zone_masool: read and write every module in its assigned zone (the zone itself and all its
 *   cities and sub-cities); deletes too. Never users, never creating zones, never city status.
 * - city_masool: read and write every module of its assigned city and that city's sub-cities.
 *   Not the zone record itself.
 * - markazi_masool (central masool): read and write every module organisation-wide, no deletes;
 *   not users.
 * - markazi_team (central team): read every module organisation-wide.
 * - auditor: read every module organisation-wide (users too, for their histories), and the audit
 *   tools (`audit_trail`: where each change came from, the activity feed, verification, export);
 *   never a write of any kind. Administrators have the same tools.
 * - custom roles: each granted `<module>_<level>` applies within the holder's assignment
 *   (its zone, or its city and sub-cities); organisation-wide only when the holder has no
 *   assignment and an administrator set `organisationWide` explicitly.
 * - masool profiles are written (created, edited, deleted) only by administrators and zone masools
 *   in their zone (spec 001 section 6), and by custom roles granting `masool_write`/`masool_delete`:
 *   neither a city masool nor a markazi masool writes them, though both read them in their scope.
 * - `review_karguzari` (reviewing a karguzari report, apart from writing one): administrators and
 *   the zone masool of the report's zone; never a custom role. That a reviewer is not the report's
 *   own submitter is the karguzari decider's rule.
 * Admin-only actions (`manage_users`, `create_zone`, `change_city_status`, `view_system_health`:
 * the details of `/api/health` and the background jobs, `run_background_jobs`: Run now,
 * `review_events`) are never granted by a custom role.
 * `review_events` is approving, rejecting or sending back a pending event, and reopening an
 * approved one: the spec gives review to administrators only, and the screens ask this same
 * question before they offer Review.
 */
export interface Principal {
  id: number;
  roles: string[];
  assignedZoneId: number | null;
  assignedCityId: number | null;
  /** Permissions of the holder's active custom roles, resolved by the server. */
  permissions: Permission[];
  /** A custom-role holder without assignment whose permissions apply everywhere (set by an admin). */
  organisationWide?: boolean;
}

/** Where a thing sits. `cityPath` is the city and its ancestors, nearest first. */
export type Resource =
  | { kind: 'organisation' }
  | { kind: 'zone'; zoneId: number }
  | { kind: 'city'; zoneId: number; cityPath: number[] };

export type AdminAction =
  | 'manage_users'
  | 'create_zone'
  | 'change_city_status'
  | 'view_system_health'
  | 'run_background_jobs'
  | 'review_events'
  | 'audit_trail';

type ModuleAction = { module: PermissionModule; level: PermissionLevel };

/**
 * A budget's two approval levels (see `budgets/budget-workflow.ts`): `review_budgets` is the zone
 * masool of the event's zone (and administrators); `approve_budgets` (approve, release, close,
 * reopen) is administrators only. Neither is granted by a custom role.
 */
export type BudgetApprovalAction = 'review_budgets' | 'approve_budgets';

/**
 * What a principal may be asked about, by name: a module permission (`cities_read`, `events_write`,
 * `qabails_delete`: the names custom roles grant) or one of the actions no custom role grants.
 */
export type Action = Permission | AdminAction | 'review_karguzari' | BudgetApprovalAction;

export function can(
  principal: Principal | null,
  action: Action,
  resource: Resource = { kind: 'organisation' },
): boolean {
  if (!principal) return false;
  if (principal.roles.includes('admin')) return true;
  if (action === 'audit_trail') return principal.roles.includes('auditor');
  if (action === 'review_karguzari' || action === 'review_budgets') {
    return principal.roles.includes('zone_masool') && inZone(principal.assignedZoneId, resource);
  }
  if (!isPermission(action)) return false;
  return (
    systemRoleAllows(principal, permissionParts(action), resource) ||
    customPermissionAllows(principal, action, resource)
  );
}

/** `can`, or a `forbidden` domain error (with the spec's text unless a message is given). */
export function authorize(principal: Principal, action: Action, resource?: Resource, message?: string): void {
  if (!can(principal, action, resource)) throw notAllowed(message);
}

function systemRoleAllows(principal: Principal, action: ModuleAction, resource: Resource): boolean {
  const { roles } = principal;
  if (roles.includes('auditor') && action.level === 'read') return true;
  if (action.module === 'users') return false;
  const writesMasool = writesMasoolProfiles(action);
  if (roles.includes('markazi_masool') && action.level !== 'delete' && !writesMasool) return true;
  if (roles.includes('markazi_team') && action.level === 'read') return true;
  if (roles.includes('zone_masool') && inZone(principal.assignedZoneId, resource)) return true;
  if (
    roles.includes('city_masool') &&
    action.module !== 'zones' &&
    !writesMasool &&
    inCity(principal.assignedCityId, resource)
  ) {
    return true;
  }
  return false;
}

/** Writing masool profiles: only administrators and zone masools among the system roles. */
export function writesMasoolProfiles(action: ModuleAction): boolean {
  return action.module === 'masool' && action.level !== 'read';
}

function customPermissionAllows(principal: Principal, permission: Permission, resource: Resource): boolean {
  if (!principal.permissions.includes(permission)) return false;
  if (principal.assignedCityId !== null) return inCity(principal.assignedCityId, resource);
  if (principal.assignedZoneId !== null) return inZone(principal.assignedZoneId, resource);
  return principal.organisationWide === true;
}

function inZone(zoneId: number | null, resource: Resource): boolean {
  if (zoneId === null) return false;
  switch (resource.kind) {
    case 'organisation':
      return false;
    case 'zone':
    case 'city':
      return resource.zoneId === zoneId;
  }
}

function inCity(cityId: number | null, resource: Resource): boolean {
  if (cityId === null) return false;
  switch (resource.kind) {
    case 'organisation':
    case 'zone':
      return false;
    case 'city':
      return resource.cityPath.includes(cityId);
  }
}

/**
 * Adding a Seerat model or a recommended book to the organisation's catalogue: anyone who may
 * write cities somewhere (the Data Entry screen offers it to every editor).
 */
export function canEditCatalogue(principal: Principal | null): boolean {
  if (!principal) return false;
  const editingRoles = ['admin', 'markazi_masool', 'zone_masool', 'city_masool'];
  return (
    principal.roles.some((role) => editingRoles.includes(role)) ||
    principal.permissions.includes('cities_write')
  );
}

/**
 * Uploading a profile picture: anyone who may write masool or team profiles somewhere (the
 * profile forms offer it to them); the profile that names it is checked when it is saved.
 */
export function canEditProfiles(principal: Principal | null): boolean {
  if (!principal) return false;
  const editingRoles = ['admin', 'markazi_masool', 'zone_masool', 'city_masool'];
  return (
    principal.roles.some((role) => editingRoles.includes(role)) ||
    principal.permissions.includes('masool_write') ||
    principal.permissions.includes('team_write')
  );
}

/**
 * A principal no role or permission lets write anything: an auditor holding nothing else. The
 * command API refuses such a caller every mutation but its own session's (sign-in, sign-out,
 * its own password) before reading the request, so no route can forget to.
 */
export function isReadOnly(principal: Principal): boolean {
  const writers = SYSTEM_ROLES.filter((role) => role !== 'auditor' && role !== 'markazi_team');
  return (
    principal.roles.includes('auditor') &&
    !principal.roles.some((role) => (writers as readonly string[]).includes(role)) &&
    principal.permissions.every((permission) => permission.endsWith('_read'))
  );
}
