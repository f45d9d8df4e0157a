import { z } from 'zod';
import { permissionSchema } from '../access/roles';
import { entityId as id } from '../common/fields';

/**
 * Domain events of a custom role (stream `custom-role-<id>`). An update carries each changed field
 * with its value before and after, as zone and city updates do. Deleting is final: the role
 * leaves every list and its name stays reserved (see `custom-role.ts`).
 */
const permissions = z.array(permissionSchema);

export const customRoleCreatedSchema = z.object({
  roleId: id,
  name: z.string(),
  description: z.string(),
  permissions,
  isActive: z.boolean(),
});

export const customRoleUpdatedSchema = z.object({
  roleId: id,
  changes: z.object({
    description: z.object({ from: z.string(), to: z.string() }).optional(),
    permissions: z.object({ from: permissions, to: permissions }).optional(),
  }),
});

export const customRoleActivatedSchema = z.object({ roleId: id });
export const customRoleDeactivatedSchema = z.object({ roleId: id });
export const customRoleDeletedSchema = z.object({ roleId: id, name: z.string() });

export type CustomRoleEvent =
  | { type: 'CustomRoleCreated'; data: z.infer<typeof customRoleCreatedSchema> }
  | { type: 'CustomRoleUpdated'; data: z.infer<typeof customRoleUpdatedSchema> }
  | { type: 'CustomRoleActivated'; data: z.infer<typeof customRoleActivatedSchema> }
  | { type: 'CustomRoleDeactivated'; data: z.infer<typeof customRoleDeactivatedSchema> }
  | { type: 'CustomRoleDeleted'; data: z.infer<typeof customRoleDeletedSchema> };

export const customRoleStreamName = (roleId: number) => `custom-role-${roleId}`;
