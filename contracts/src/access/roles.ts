import { z } from 'zod';

/**
 * The spec's five roles, and `auditor` beyond them: organisation-wide and read-only, with the
 * audit tools (every entity's history, the activity feed, verification and export).
 */
export const SYSTEM_ROLES = [
  'admin',
  'zone_masool',
  'city_masool',
  'markazi_masool',
  'markazi_team',
  'auditor',
] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

/** The modules custom roles grant permissions on, each with read, write and delete. */
export const PERMISSION_MODULES = [
  'zones',
  'cities',
  'qabails',
  'masool',
  'events',
  'meetings',
  'team',
  'karguzari',
  'users',
] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];

export const PERMISSION_LEVELS = ['read', 'write', 'delete'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** `zones_read`, `cities_write`, … */
export type Permission = `${PermissionModule}_${PermissionLevel}`;

export const ALL_PERMISSIONS: Permission[] = PERMISSION_MODULES.flatMap((module) =>
  PERMISSION_LEVELS.map((level) => `${module}_${level}` as const),
);

const PERMISSION_NAMES: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

export function isPermission(name: string): name is Permission {
  return PERMISSION_NAMES.has(name);
}

/** `cities_write` → `{ module: 'cities', level: 'write' }`. */
export function permissionParts(permission: Permission): {
  module: PermissionModule;
  level: PermissionLevel;
} {
  const cut = permission.lastIndexOf('_');
  return {
    module: permission.slice(0, cut) as PermissionModule,
    level: permission.slice(cut + 1) as PermissionLevel,
  };
}

export const permissionSchema = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]);

export function isSystemRole(role: string): role is SystemRole {
  return (SYSTEM_ROLES as readonly string[]).includes(role);
}

/**
 * System roles are shown with underscores as spaces (`zone_masool` → `zone masool`); a custom role
 * reads exactly as its creator named it (`Finance_Team` stays `Finance_Team`), since its name is
 * how holders and administrators know it.
 */
export function roleLabel(role: string): string {
  return isSystemRole(role) ? role.replaceAll('_', ' ') : role;
}
