import {
  inPermissionOrder,
  PERMISSION_LEVELS,
  PERMISSION_MODULES,
  type Permission,
  type PermissionLevel,
  type PermissionModule,
} from '@seerat/contracts';

/** The modules as the custom role form names them. */
export const MODULE_LABELS: Record<PermissionModule, string> = {
  zones: 'Zones',
  cities: 'Cities',
  qabails: 'Qabails',
  masool: 'Masool',
  events: 'Events',
  meetings: 'Meetings',
  team: 'Team',
  karguzari: 'Karguzari',
  users: 'Users',
};

export const LEVEL_LABELS: Record<PermissionLevel, string> = {
  read: 'Read',
  write: 'Write',
  delete: 'Delete',
};

export function permissionOf(module: PermissionModule, level: PermissionLevel): Permission {
  return `${module}_${level}`;
}

export function modulePermissions(module: PermissionModule): Permission[] {
  return PERMISSION_LEVELS.map((level) => permissionOf(module, level));
}

/** The permissions with one added or taken away, in the order of the permission list. */
export function withPermission(permissions: Permission[], permission: Permission, on: boolean): Permission[] {
  const rest = permissions.filter((held) => held !== permission);
  return inPermissionOrder(on ? [...rest, permission] : rest);
}

/** Select All / Deselect All of one module. */
export function withModule(permissions: Permission[], module: PermissionModule, on: boolean): Permission[] {
  const ofModule = new Set(modulePermissions(module));
  const rest = permissions.filter((held) => !ofModule.has(held));
  return inPermissionOrder(on ? [...rest, ...ofModule] : rest);
}

/** `Cities: read, write · Zones: read`: the custom roles table's Permissions column. */
export function permissionSummary(permissions: Permission[]): string {
  return PERMISSION_MODULES.flatMap((module) => {
    const levels = PERMISSION_LEVELS.filter((level) => permissions.includes(permissionOf(module, level)));
    return levels.length === 0 ? [] : [`${MODULE_LABELS[module]}: ${levels.join(', ')}`];
  }).join(' · ');
}
