import { z } from 'zod';
import { ALL_PERMISSIONS, isSystemRole, type Permission, permissionSchema } from '../access/roles';
import { cleanText, entityId, requiredMultiLineText, TEXT_LIMITS } from '../common/fields';

/**
 * A custom role: a named set of module permissions (`cities_write`, …) an administrator grants
 * to users besides, or instead of, the system roles. A user record holds role names; only the
 * permissions of active custom roles count.
 *
 * The name is how users hold the role, so it never changes once created and is never given to
 * another role, even after deletion: a new role of an old name would silently hand its
 * permissions to everyone still holding that name. Names are unique ignoring case and may not be
 * a system role's name.
 */
export const CUSTOM_ROLE_NAME_MAX = TEXT_LIMITS.username;

export const customRoleNameSchema = z
  .string()
  .trim()
  .min(1, 'Role name is required')
  .max(CUSTOM_ROLE_NAME_MAX, `Role name must be at most ${CUSTOM_ROLE_NAME_MAX} characters`)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/,
    'Role name may contain letters, digits, spaces, dots, dashes and underscores',
  )
  .refine((name) => !isSystemRole(name.toLowerCase()), 'This name belongs to a system role');

/** At least one permission; repeats dropped, in the order of `ALL_PERMISSIONS`. */
export const customRolePermissionsSchema = z
  .array(permissionSchema)
  .min(1, 'Select at least one permission')
  .max(ALL_PERMISSIONS.length, `Must list at most ${ALL_PERMISSIONS.length}`)
  .transform(inPermissionOrder);

const description = requiredMultiLineText('Description', 'reason');

export const createCustomRoleRequestSchema = z.object({
  name: customRoleNameSchema,
  description,
  permissions: customRolePermissionsSchema,
  isActive: z.boolean().default(true),
});
export type CreateCustomRoleRequest = z.infer<typeof createCustomRoleRequestSchema>;

/**
 * Editing a role: any of description, permissions and active state. `name` may be repeated as
 * the role already has it (forms send it back); a different name is refused.
 */
export const updateCustomRoleRequestSchema = z.object({
  name: cleanText(
    z
      .string()
      .trim()
      .max(CUSTOM_ROLE_NAME_MAX, `Role name must be at most ${CUSTOM_ROLE_NAME_MAX} characters`),
  ).optional(),
  description: description.optional(),
  permissions: customRolePermissionsSchema.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateCustomRoleRequest = z.infer<typeof updateCustomRoleRequestSchema>;

export const customRoleSchema = z.object({
  id: entityId,
  name: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
  isActive: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The role stream's revision: send it back in `If-Match` to refuse a lost update. */
  version: z.number().int().min(0),
});
export type CustomRole = z.infer<typeof customRoleSchema>;

export const CUSTOM_ROLE_NAME_TAKEN = 'Role name already exists';
export const CUSTOM_ROLE_NAME_RETIRED = 'A deleted role had this name; choose another name';
export const CUSTOM_ROLE_RENAME_REFUSED =
  "A role's name cannot be changed: users hold the role by its name. Create a new role instead.";

export function inPermissionOrder(permissions: readonly Permission[]): Permission[] {
  const held = new Set(permissions);
  return ALL_PERMISSIONS.filter((permission) => held.has(permission));
}
