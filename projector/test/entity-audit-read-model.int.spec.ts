import { randomUUID } from 'node:crypto';
import { customRoleStreamName, type EventMetadata, userStreamName } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { usePortalProjection } from './portal-projection-environment';
import { metadata, type StreamEvent } from './zone-city-events';

const spec = usePortalProjection('entity audit read model');

function event(stream: string, type: string, data: unknown, meta: Partial<EventMetadata> = {}): StreamEvent {
  return { stream, event: { id: randomUUID(), type, data, metadata: metadata(meta) } };
}

const history = (entityType: string, entityId: number) =>
  spec.env.knex
    .withSchema('read')
    .from('entity_audit_log')
    .select('action', 'field_name', 'old_value', 'new_value', 'change_reason')
    .where({ entity_type: entityType, entity_id: entityId })
    .orderBy('id');

describe('entity audit log', () => {
  it("records a user's changes against the values last recorded, and never a password hash", async () => {
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA';
    await spec.given(
      event(userStreamName(5), 'UserCreated', {
        userId: 5,
        username: 'bilal',
        passwordHash: hash,
        roles: ['city_masool'],
        assignedZoneId: 1,
        assignedCityId: 10,
      }),
      event(
        userStreamName(5),
        'UserRolesChanged',
        { userId: 5, roles: ['zone_masool'], assignedZoneId: 1, assignedCityId: null },
        { changeReason: 'Promoted' },
      ),
      event(userStreamName(5), 'UserPasswordChanged', { userId: 5, passwordHash: `${hash}x` }),
      event(userStreamName(5), 'UserDeactivated', { userId: 5 }),
    );
    expect(await history('user', 5)).toEqual([
      { action: 'create', field_name: null, old_value: null, new_value: null, change_reason: null },
      {
        action: 'update',
        field_name: 'roles',
        old_value: '["city_masool"]',
        new_value: '["zone_masool"]',
        change_reason: 'Promoted',
      },
      {
        action: 'update',
        field_name: 'assignedCityId',
        old_value: '10',
        new_value: null,
        change_reason: 'Promoted',
      },
      { action: 'update', field_name: 'password', old_value: null, new_value: null, change_reason: null },
      {
        action: 'update',
        field_name: 'isActive',
        old_value: 'true',
        new_value: 'false',
        change_reason: null,
      },
    ]);
    const everything = JSON.stringify(
      await spec.env.knex.withSchema('read').from('entity_audit_log').select('*'),
    ).concat(JSON.stringify(await spec.env.knex.withSchema('read').from('entity_audit_fields').select('*')));
    expect(everything).not.toContain('argon2id');
  });

  it("records a custom role's edits, activation and delete, apart from users with the same id", async () => {
    await spec.given(
      event(customRoleStreamName(5), 'CustomRoleCreated', {
        roleId: 5,
        name: 'Reviewer',
        description: 'Reads',
        permissions: ['cities_read'],
        isActive: true,
      }),
      event(customRoleStreamName(5), 'CustomRoleUpdated', {
        roleId: 5,
        changes: { permissions: { from: ['cities_read'], to: ['cities_read', 'zones_read'] } },
      }),
      event(customRoleStreamName(5), 'CustomRoleDeactivated', { roleId: 5 }),
      event(customRoleStreamName(5), 'CustomRoleDeleted', { roleId: 5, name: 'Reviewer' }),
    );
    expect(
      (await history('custom-role', 5)).map((row) => [
        row.action,
        row.field_name,
        row.old_value,
        row.new_value,
      ]),
    ).toEqual([
      ['create', null, null, null],
      ['update', 'permissions', '["cities_read"]', '["cities_read","zones_read"]'],
      ['update', 'isActive', 'true', 'false'],
      ['delete', null, null, null],
    ]);
    expect(await history('user', 5)).toHaveLength(5);
  });
});
