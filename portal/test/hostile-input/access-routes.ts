import {
  type AdminUser,
  type CustomRole,
  changePasswordRequestSchema,
  createCustomRoleRequestSchema,
  createUserRequestSchema,
  loginRequestSchema,
  SYSTEM_ROLES,
  USER_UPLOAD_COLUMNS,
  updateCustomRoleRequestSchema,
  updateUserRequestSchema,
} from '@seerat/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import { csvText, uploadCsv } from '../csv-upload';
import { ADMIN } from '../portal-harness';
import type { CommandRoute } from './command-route';
import { hostileIdSegment, hostileString, validOrHostile } from './hostile-values';
import type { HostileWorld } from './hostile-world';
import { type FieldArbitraries, fieldNames, requestArbitrary } from './schema-arbitraries';
import { expectSameFields, idPath, liveId, readEveryPage, readJson } from './sent-request';

/** Stands for the password the user has when the request is sent. */
const CURRENT_PASSWORD = '<the current password>';

const roleName = fc.oneof(
  fc.constantFrom(...SYSTEM_ROLES.filter((role) => role !== 'admin')),
  fc.constantFrom('Reviewer', 'reviewer', 'Unknown role'),
);
const byName: FieldArbitraries = {
  username: fc.stringMatching(/^[a-z][a-z0-9._-]{2,20}$/),
  roles: fc.array(roleName, { minLength: 1, maxLength: 3 }),
  assignedZoneId: fc.option(liveId('zones')),
  assignedCityId: fc.option(liveId('cities')),
};

const body = (schema: Parameters<typeof requestArbitrary>[0], overrides: FieldArbitraries = {}) =>
  validOrHostile(requestArbitrary(schema, { ...byName, ...overrides }), fieldNames(schema));

const users = (world: HostileWorld) => readEveryPage<AdminUser>(world.admin, '/api/admin/users');
const customRoles = (world: HostileWorld) => readJson<CustomRole[]>(world.admin, '/api/admin/custom-roles');

const userVisible: CommandRoute['visible'] = async (world, answer) => {
  const id = answer.body.id as number;
  if (!world.ids.users.includes(id)) world.ids.users.push(id);
  const user = (await users(world)).find((candidate) => candidate.id === id);
  expectSameFields(user as unknown as Record<string, unknown>, answer.body, [
    'username',
    'roles',
    'assignedZoneId',
    'assignedCityId',
  ]);
};

const customRoleVisible: CommandRoute['visible'] = async (world, answer) => {
  const id = answer.body.id as number;
  if (!world.ids.customRoles.includes(id)) world.ids.customRoles.push(id);
  const role = (await customRoles(world)).find((candidate) => candidate.id === id);
  expectSameFields(role, answer.body, ['name', 'description', 'permissions', 'isActive']);
};

/** A CSV cell: as the template has it, or hostile. */
const cell = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostileString });
const csvRow = fc.tuple(
  cell(fc.stringMatching(/^[a-z][a-z0-9._-]{2,20}$/)),
  cell(fc.constantFrom('secret-password-1', 'Change-me-123')),
  cell(fc.constantFrom('', 'city_masool', 'markazi_team;Reviewer', 'zone_masool')),
  cell(fc.constantFrom('', 'Zone A', '1', '3000000000', '0xe')),
  cell(fc.constantFrom('', 'A1', '1', '2147483648')),
);
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

export const accessRoutes: CommandRoute[] = [
  {
    name: 'POST /api/admin/users',
    request: fc
      .tuple(fc.constantFrom('/api/admin/users', '/api/register'), body(createUserRequestSchema))
      .map(([path, sent]) => ({ path, body: sent })),
    visible: userVisible,
  },
  {
    name: 'PUT /api/admin/users/:userId',
    request: fc
      .tuple(
        idPath('users', (id) => `/api/admin/users/${id}`, hostileIdSegment),
        body(updateUserRequestSchema),
      )
      .map(([path, sent]) => ({ path, body: sent })),
    visible: userVisible,
  },
  {
    name: 'DELETE /api/admin/users/:userId',
    request: idPath('users', (id) => `/api/admin/users/${id}`, hostileIdSegment).map((path) => ({ path })),
    visible: async (world, _answer, sent) => {
      const id = Number(sent.path.split('/').pop());
      expect((await users(world)).find((user) => user.id === id)?.isActive).toBe(false);
    },
  },
  {
    name: 'POST /api/admin/custom-roles',
    request: body(createCustomRoleRequestSchema).map((sent) => ({
      path: '/api/admin/custom-roles',
      body: sent,
    })),
    visible: customRoleVisible,
  },
  {
    name: 'PUT /api/admin/custom-roles/:roleId',
    request: fc
      .tuple(
        idPath('customRoles', (id) => `/api/admin/custom-roles/${id}`, hostileIdSegment),
        body(updateCustomRoleRequestSchema, { name: fc.constant(undefined) }),
      )
      .map(([path, sent]) => ({ path, body: sent })),
    visible: customRoleVisible,
  },
  {
    name: 'DELETE /api/admin/custom-roles/:roleId',
    request: idPath('customRoles', (id) => `/api/admin/custom-roles/${id}`, hostileIdSegment).map((path) => ({
      path,
    })),
    visible: async (world, _answer, sent) => {
      const id = Number(sent.path.split('/').pop());
      world.ids.customRoles = world.ids.customRoles.filter((roleId) => roleId !== id);
      expect((await customRoles(world)).map((role) => role.id)).not.toContain(id);
    },
  },
  {
    name: 'POST /api/admin/users/bulk-upload',
    request: fc
      .record({
        rows: fc.array(csvRow, { minLength: 0, maxLength: 3 }),
        fileName: cell(fc.constantFrom('users.csv', 'Users 2024.CSV')),
      })
      .map(({ rows, fileName }) => ({
        path: '/api/admin/users/bulk-upload',
        body: { fileName, csv: csvText([[...USER_UPLOAD_COLUMNS], ...rows.map((row) => row.map(quoted))]) },
      })),
    send: (client, sent, _world, correlationId) => {
      const { fileName, csv } = sent.body as { fileName: string; csv: string };
      return uploadCsv(
        client,
        { content: csv, name: fileName, type: 'text/csv' },
        { 'x-correlation-id': correlationId },
      );
    },
    before: async (world) => {
      world.usernames = (await users(world)).map((user) => user.username);
    },
    visible: async (world, answer) => {
      const before = world.usernames.length;
      world.usernames = (await users(world)).map((user) => user.username);
      expect(world.usernames.length - before).toBe(answer.body.created);
    },
  },
  {
    name: 'POST /api/login',
    request: body(loginRequestSchema, {
      username: fc.constantFrom(ADMIN.username, 'password-changer', 'nobody'),
      password: fc.constantFrom(ADMIN.password, 'wrong-password'),
    }).map((sent) => ({ path: '/api/login', body: sent })),
    client: (world) => world.harness.client(),
    before: async (world) => {
      await world.knex.raw('DELETE FROM writes.login_failures');
    },
    visible: async (_world, _answer, sent, client) => {
      const me = await readJson<{ username: string }>(client, '/api/user');
      expect(me.username.toLowerCase()).toBe(
        (sent.body as { username: string }).username.trim().toLowerCase(),
      );
    },
  },
  {
    name: 'PUT /api/user/change-password',
    request: body(changePasswordRequestSchema, {
      currentPassword: fc.constant(CURRENT_PASSWORD),
    }).map((sent) => ({ path: '/api/user/change-password', body: sent })),
    client: (world) => world.passwordChanger.client,
    send: (client, sent, world, correlationId) => {
      const request = sent.body as Record<string, unknown> | null;
      const body =
        request?.currentPassword === CURRENT_PASSWORD
          ? { ...request, currentPassword: world.passwordChanger.password }
          : request;
      return client.request('PUT', sent.path, body, { 'x-correlation-id': correlationId });
    },
    visible: async (world, _answer, sent, client) => {
      const { newPassword } = sent.body as { newPassword: string };
      world.passwordChanger.password = newPassword;
      const again = world.harness.client();
      expect((await again.signIn(world.passwordChanger.username, newPassword)).status).toBe(200);
      await readJson(client, '/api/user');
    },
  },
  {
    name: 'POST /api/logout',
    request: fc.oneof(fc.constant({}), fc.dictionary(fc.string(), fc.anything())).map((sent) => ({
      path: '/api/logout',
      body: sent,
    })),
    client: async (world) => {
      const client = world.harness.client();
      expect((await client.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
      return client;
    },
    visible: async (_world, _answer, _sent, client) => {
      expect((await client.get('/api/user')).status).toBe(401);
    },
  },
];
