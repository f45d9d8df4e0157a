import {
  customRoleActivatedSchema,
  customRoleCreatedSchema,
  customRoleDeactivatedSchema,
  customRoleDeletedSchema,
  customRoleUpdatedSchema,
  type FieldChanges,
  masoolProfileCreatedSchema,
  masoolProfileDeletedSchema,
  masoolProfileUpdatedSchema,
  readingBookAddedSchema,
  readingBookRemovedSchema,
  readingProgressUpdatedSchema,
  recommendedBookActivationChangedSchema,
  recommendedBookAddedSchema,
  seeratModelAddedSchema,
  teamProfileCreatedSchema,
  teamProfileDeletedSchema,
  teamProfileUpdatedSchema,
  userCreatedSchema,
  userDeactivatedSchema,
  userOrganisationWideChangedSchema,
  userPasswordChangedSchema,
  userRolesChangedSchema,
  userSignInLockoutLiftedSchema,
} from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import { eventData } from '../../handling/event-data';
import { type AuditRow, auditText } from './audit-log';

/** The entities whose histories `entity_audit_log` holds (the others keep logs of their own). */
export const ENTITY_AUDIT_TYPES = [
  'user',
  'custom-role',
  'masool-profile',
  'team-profile',
  'reading-progress',
  'seerat-model',
  'recommended-book',
] as const;
export type AuditedEntityType = (typeof ENTITY_AUDIT_TYPES)[number];

/**
 * What one event did to one entity: created it with these fields, set these fields, deleted it,
 * or rows already decided (a changed password, a reading list's books). `set` holds the fields'
 * values after the event; the values before come from the entity's last recorded fields.
 */
export type EntityChange = { entityType: AuditedEntityType; entityId: number } & (
  | { kind: 'create'; fields: Record<string, unknown> }
  | { kind: 'set'; fields: Record<string, unknown> }
  | { kind: 'delete' }
  | { kind: 'rows'; rows: AuditRow[] }
);

const after = (changes: FieldChanges) =>
  Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to]));

const parse = {
  userCreated: eventData(userCreatedSchema),
  userRolesChanged: eventData(userRolesChangedSchema),
  userPasswordChanged: eventData(userPasswordChangedSchema),
  userDeactivated: eventData(userDeactivatedSchema),
  userOrganisationWide: eventData(userOrganisationWideChangedSchema),
  userSignInLockoutLifted: eventData(userSignInLockoutLiftedSchema),
  roleCreated: eventData(customRoleCreatedSchema),
  roleUpdated: eventData(customRoleUpdatedSchema),
  roleActivated: eventData(customRoleActivatedSchema),
  roleDeactivated: eventData(customRoleDeactivatedSchema),
  roleDeleted: eventData(customRoleDeletedSchema),
  masoolCreated: eventData(masoolProfileCreatedSchema),
  masoolUpdated: eventData(masoolProfileUpdatedSchema),
  masoolDeleted: eventData(masoolProfileDeletedSchema),
  teamCreated: eventData(teamProfileCreatedSchema),
  teamUpdated: eventData(teamProfileUpdatedSchema),
  teamDeleted: eventData(teamProfileDeletedSchema),
  bookAdded: eventData(readingBookAddedSchema),
  readingUpdated: eventData(readingProgressUpdatedSchema),
  bookRemoved: eventData(readingBookRemovedSchema),
  modelAdded: eventData(seeratModelAddedSchema),
  recommendedBookAdded: eventData(recommendedBookAddedSchema),
  recommendedBookActivation: eventData(recommendedBookActivationChangedSchema),
};

/**
 * An event as a change of the entity it belongs to. A user's password hash is never a value of the
 * history: a password change is one row that names the field and nothing else. A reading list is
 * its user's: adding a book creates `book <id>`, an update changes `book <id> <field>`.
 */
export function entityChangeOf(event: RecordedEvent): EntityChange {
  switch (event.type) {
    case 'UserCreated': {
      const { userId, passwordHash: _hash, ...fields } = parse.userCreated(event);
      return { entityType: 'user', entityId: userId, kind: 'create', fields: { ...fields, isActive: true } };
    }
    case 'UserRolesChanged': {
      const { userId, ...fields } = parse.userRolesChanged(event);
      return { entityType: 'user', entityId: userId, kind: 'set', fields };
    }
    case 'UserPasswordChanged': {
      const row: AuditRow = { action: 'update', field_name: 'password', old_value: null, new_value: null };
      return {
        entityType: 'user',
        entityId: parse.userPasswordChanged(event).userId,
        kind: 'rows',
        rows: [row],
      };
    }
    case 'UserDeactivated':
      return {
        entityType: 'user',
        entityId: parse.userDeactivated(event).userId,
        kind: 'set',
        fields: { isActive: false },
      };
    case 'UserSignInLockoutLifted': {
      const row: AuditRow = {
        action: 'update',
        field_name: 'sign-in lock-out',
        old_value: 'locked',
        new_value: 'lifted',
      };
      return {
        entityType: 'user',
        entityId: parse.userSignInLockoutLifted(event).userId,
        kind: 'rows',
        rows: [row],
      };
    }
    case 'UserOrganisationWideChanged': {
      const { userId, organisationWide } = parse.userOrganisationWide(event);
      return { entityType: 'user', entityId: userId, kind: 'set', fields: { organisationWide } };
    }
    case 'CustomRoleCreated': {
      const { roleId, ...fields } = parse.roleCreated(event);
      return { entityType: 'custom-role', entityId: roleId, kind: 'create', fields };
    }
    case 'CustomRoleUpdated': {
      const { roleId, changes } = parse.roleUpdated(event);
      return { entityType: 'custom-role', entityId: roleId, kind: 'set', fields: after(changes) };
    }
    case 'CustomRoleActivated':
    case 'CustomRoleDeactivated': {
      const activated = event.type === 'CustomRoleActivated';
      const { roleId } = activated ? parse.roleActivated(event) : parse.roleDeactivated(event);
      return { entityType: 'custom-role', entityId: roleId, kind: 'set', fields: { isActive: activated } };
    }
    case 'CustomRoleDeleted':
      return { entityType: 'custom-role', entityId: parse.roleDeleted(event).roleId, kind: 'delete' };
    case 'MasoolProfileCreated': {
      const { profileId, userId, fields } = parse.masoolCreated(event);
      return {
        entityType: 'masool-profile',
        entityId: profileId,
        kind: 'create',
        fields: { ...fields, userId },
      };
    }
    case 'MasoolProfileUpdated': {
      const { profileId, changes } = parse.masoolUpdated(event);
      return { entityType: 'masool-profile', entityId: profileId, kind: 'set', fields: after(changes) };
    }
    case 'MasoolProfileDeleted':
      return { entityType: 'masool-profile', entityId: parse.masoolDeleted(event).profileId, kind: 'delete' };
    case 'TeamProfileCreated': {
      const { profileId, fields } = parse.teamCreated(event);
      return { entityType: 'team-profile', entityId: profileId, kind: 'create', fields };
    }
    case 'TeamProfileUpdated': {
      const { profileId, changes } = parse.teamUpdated(event);
      return { entityType: 'team-profile', entityId: profileId, kind: 'set', fields: after(changes) };
    }
    case 'TeamProfileDeleted':
      return { entityType: 'team-profile', entityId: parse.teamDeleted(event).profileId, kind: 'delete' };
    case 'ReadingBookAdded':
    case 'ReadingBookRemoved': {
      const added = event.type === 'ReadingBookAdded';
      const { userId, bookId } = added ? parse.bookAdded(event) : parse.bookRemoved(event);
      const row: AuditRow = {
        action: added ? 'create' : 'delete',
        field_name: `book ${bookId}`,
        old_value: null,
        new_value: null,
      };
      return { entityType: 'reading-progress', entityId: userId, kind: 'rows', rows: [row] };
    }
    case 'ReadingProgressUpdated': {
      const { userId, bookId, changes } = parse.readingUpdated(event);
      const rows: AuditRow[] = Object.entries(changes).map(([field, change]) => ({
        action: 'update',
        field_name: `book ${bookId} ${field}`,
        old_value: auditText(change.from),
        new_value: auditText(change.to),
      }));
      return { entityType: 'reading-progress', entityId: userId, kind: 'rows', rows };
    }
    case 'SeeratModelAdded': {
      const { modelId, ...fields } = parse.modelAdded(event);
      return { entityType: 'seerat-model', entityId: modelId, kind: 'create', fields };
    }
    case 'RecommendedBookAdded': {
      const { bookId, ...fields } = parse.recommendedBookAdded(event);
      // Added active, as users are created: a later deactivation reads `true → false`.
      return {
        entityType: 'recommended-book',
        entityId: bookId,
        kind: 'create',
        fields: { ...fields, isActive: true },
      };
    }
    case 'RecommendedBookActivationChanged': {
      const { bookId, isActive } = parse.recommendedBookActivation(event);
      return { entityType: 'recommended-book', entityId: bookId, kind: 'set', fields: { isActive } };
    }
    default:
      throw new Error(`${event.type} is not an event of an audited entity`);
  }
}

export const ENTITY_AUDIT_EVENT_TYPES = [
  'UserCreated',
  'UserRolesChanged',
  'UserPasswordChanged',
  'UserDeactivated',
  'UserOrganisationWideChanged',
  'UserSignInLockoutLifted',
  'CustomRoleCreated',
  'CustomRoleUpdated',
  'CustomRoleActivated',
  'CustomRoleDeactivated',
  'CustomRoleDeleted',
  'MasoolProfileCreated',
  'MasoolProfileUpdated',
  'MasoolProfileDeleted',
  'TeamProfileCreated',
  'TeamProfileUpdated',
  'TeamProfileDeleted',
  'ReadingBookAdded',
  'ReadingProgressUpdated',
  'ReadingBookRemoved',
  'SeeratModelAdded',
  'RecommendedBookAdded',
  'RecommendedBookActivationChanged',
] as const;
