import { z } from 'zod';
import { entityId as id } from '../common/fields';

/**
 * Domain events of a user account (stream `user-<id>`). The password hash is an Argon2id hash;
 * it never leaves the server, and the audit history records only that a password changed.
 */

export const userCreatedSchema = z.object({
  userId: id,
  username: z.string(),
  passwordHash: z.string(),
  roles: z.array(z.string()),
  assignedZoneId: id.nullable(),
  assignedCityId: id.nullable(),
  /**
   * Created with a password the portal generated (the first administrator without
   * ADMIN_PASSWORD): the user must choose their own before anything else. The next
   * `UserPasswordChanged` clears it; absent means false.
   */
  mustChangePassword: z.boolean().optional(),
});

export const userRolesChangedSchema = z.object({
  userId: id,
  roles: z.array(z.string()),
  assignedZoneId: id.nullable(),
  assignedCityId: id.nullable(),
});

export const userPasswordChangedSchema = z.object({ userId: id, passwordHash: z.string() });
export const userDeactivatedSchema = z.object({ userId: id });
/**
 * An administrator lifted the account's sign-in lock-out (the throttle's count of failures from
 * every address). The throttle's counts are not events; the administrator's act is, for the audit.
 */
export const userSignInLockoutLiftedSchema = z.object({ userId: id });
/** Whether the user's custom-role permissions apply organisation-wide (see `Principal`). */
export const userOrganisationWideChangedSchema = z.object({ userId: id, organisationWide: z.boolean() });

export type UserEvent =
  | { type: 'UserCreated'; data: z.infer<typeof userCreatedSchema> }
  | { type: 'UserRolesChanged'; data: z.infer<typeof userRolesChangedSchema> }
  | { type: 'UserPasswordChanged'; data: z.infer<typeof userPasswordChangedSchema> }
  | { type: 'UserDeactivated'; data: z.infer<typeof userDeactivatedSchema> }
  | { type: 'UserSignInLockoutLifted'; data: z.infer<typeof userSignInLockoutLiftedSchema> }
  | { type: 'UserOrganisationWideChanged'; data: z.infer<typeof userOrganisationWideChangedSchema> };

/** Recorded once, in stream `portal-bootstrap`, when the first start created the first administrator. */
export const firstAdministratorCreatedSchema = z.object({ userId: id });
export const PORTAL_BOOTSTRAP_STREAM = 'portal-bootstrap';

export const userStreamName = (userId: number) => `user-${userId}`;
