import { randomUUID } from 'node:crypto';
import {
  customRoleStreamName,
  type EventMetadata,
  userStreamName,
  userUploadStreamName,
} from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { usePortalProjection } from './portal-projection-environment';
import { metadata, type StreamEvent } from './zone-city-events';

const spec = usePortalProjection('custom roles and uploads read models');

function recorded(
  stream: string,
  type: string,
  data: unknown,
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  return { stream, event: { id: randomUUID(), type, data, metadata: metadata(meta) } };
}
const role = (
  roleId: number,
  type: string,
  data: Record<string, unknown> = {},
  meta: Partial<EventMetadata> = {},
) => recorded(customRoleStreamName(roleId), type, { roleId, ...data }, meta);
const at = (minute: number) => ({ occurredAt: new Date(Date.UTC(2025, 2, 1, 9, minute)).toISOString() });

const roleRow = (id: number) => spec.env.knex.withSchema('read').from('custom_roles').where('id', id).first();

describe('custom roles read model', () => {
  it('holds a created role with who made it, and follows edits, deactivation and activation', async () => {
    await spec.given(
      role(
        1,
        'CustomRoleCreated',
        { name: 'Auditor', description: 'Reads', permissions: ['cities_read'], isActive: true },
        { ...at(1), username: 'chief' },
      ),
    );
    expect(await roleRow(1)).toEqual({
      id: 1,
      name: 'Auditor',
      description: 'Reads',
      permissions: ['cities_read'],
      is_active: true,
      created_by: 'chief',
      created_at: new Date(at(1).occurredAt),
      updated_at: new Date(at(1).occurredAt),
      version: 0,
    });
    await spec.given(
      role(
        1,
        'CustomRoleUpdated',
        { changes: { permissions: { from: ['cities_read'], to: ['zones_read'] } } },
        at(2),
      ),
      role(1, 'CustomRoleDeactivated', {}, at(3)),
    );
    expect(await roleRow(1)).toMatchObject({
      description: 'Reads',
      permissions: ['zones_read'],
      is_active: false,
      updated_at: new Date(at(3).occurredAt),
      version: 2,
    });
    await spec.given(role(1, 'CustomRoleActivated', {}, at(4)));
    expect(await roleRow(1)).toMatchObject({ is_active: true, version: 3 });
  });

  it('drops a deleted role', async () => {
    await spec.given(
      role(2, 'CustomRoleCreated', {
        name: 'Temp',
        description: 'x',
        permissions: ['zones_read'],
        isActive: true,
      }),
      role(2, 'CustomRoleDeleted', { name: 'Temp' }),
    );
    expect(await roleRow(2)).toBeUndefined();
  });
});

describe('user uploads read model', () => {
  const uploadRow = (id: number) =>
    spec.env.knex.withSchema('read').from('user_uploads').where('id', id).first();
  const upload = (
    uploadId: number,
    type: string,
    data: Record<string, unknown>,
    meta: Partial<EventMetadata> = {},
  ) => recorded(userUploadStreamName(uploadId), type, { uploadId, ...data }, meta);
  const userCreated = (userId: number, causationId: string | null) =>
    recorded(
      userStreamName(userId),
      'UserCreated',
      {
        userId,
        username: `u${userId}`,
        passwordHash: 'h',
        roles: ['markazi_team'],
        assignedZoneId: null,
        assignedCityId: null,
      },
      { causationId },
    );

  it('counts the accounts an upload caused as its progress, and none it did not', async () => {
    await spec.given(
      upload(
        7,
        'UserUploadStarted',
        { fileName: 'people.csv', total: 5, rejected: [{ line: 4, reason: 'Unknown role: x' }] },
        { ...at(10), username: 'chief' },
      ),
      userCreated(101, userUploadStreamName(7)),
      userCreated(102, null),
      userCreated(103, userUploadStreamName(7)),
    );
    expect(await uploadRow(7)).toEqual({
      id: 7,
      file_name: 'people.csv',
      total: 5,
      created: 2,
      errors: [{ line: 4, reason: 'Unknown role: x' }],
      started_by: 'chief',
      started_at: new Date(at(10).occurredAt),
      finished_at: null,
    });
  });

  it('completes with every error in line order', async () => {
    await spec.given(
      upload(
        7,
        'UserUploadCompleted',
        { created: 3, failed: [{ line: 2, reason: 'Username already exists' }] },
        at(11),
      ),
    );
    expect(await uploadRow(7)).toMatchObject({
      created: 3,
      errors: [
        { line: 2, reason: 'Username already exists' },
        { line: 4, reason: 'Unknown role: x' },
      ],
      finished_at: new Date(at(11).occurredAt),
    });
  });
});
