import {
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  changePasswordRequestSchema,
  createCityRequestSchema,
  createCustomRoleRequestSchema,
  createQabailRequestSchema,
  createUserRequestSchema,
  createZoneRequestSchema,
  loginRequestSchema,
  MAX_ID,
  NO_CONTROL_CHARACTERS,
  saveCampusChecklistRequestSchema,
  updateCityRequestSchema,
  updateCustomRoleRequestSchema,
  updateQabailRequestSchema,
  updateUserRequestSchema,
  updateZoneRequestSchema,
  WELL_FORMED_TEXT,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadCsv } from '../csv-upload';
import type { PortalClient } from '../portal-harness';
import { buildHostileWorld, type HostileWorld } from './hostile-world';

/**
 * Each count, text and id field of every command, sent out of bounds or hostile: the answer is a
 * 400 naming the field and its rule, and no event is written. The fields are read from the
 * contract schemas, so a field added later is covered without touching this file.
 */
let world: HostileWorld;
beforeAll(async () => {
  world = await buildHostileWorld('hostile_field_limits');
});
afterAll(async () => {
  await world?.knex.destroy();
  await world?.close();
});

interface Bound {
  type?: string;
  maximum?: number;
  maxLength?: number;
  enum?: unknown[];
  pattern?: string;
  anyOf?: Bound[];
}

/** The schema's fields with their bounds, as its JSON Schema (input side) declares them. */
function fieldsOf(schema: z.ZodType): [string, Bound][] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, Bound>;
  };
  return Object.entries(json.properties).map(([field, bound]) => [
    field,
    bound.anyOf?.find((option) => option.type !== 'null') ?? bound,
  ]);
}

interface Command {
  name: string;
  method: 'POST' | 'PUT';
  path: (world: HostileWorld) => string;
  schema: z.ZodType;
  /** A body the command accepts, that each case spoils one field of. */
  valid: (world: HostileWorld) => Record<string, unknown>;
  client?: (world: HostileWorld) => PortalClient;
}

const COMMANDS: Command[] = [
  {
    name: 'POST /api/zones',
    method: 'POST',
    path: () => '/api/zones',
    schema: createZoneRequestSchema,
    valid: () => ({ name: 'Zone X', masool: 'Bilal' }),
  },
  {
    name: 'PUT /api/zones/:zoneId',
    method: 'PUT',
    path: (w) => `/api/zones/${w.zones.a}`,
    schema: updateZoneRequestSchema,
    valid: () => ({}),
  },
  {
    name: 'POST /api/cities',
    method: 'POST',
    path: () => '/api/cities',
    schema: createCityRequestSchema,
    valid: (w) => ({ name: 'City X', masoolName: 'Amina', zoneId: w.zones.a }),
  },
  {
    name: 'PUT /api/cities/:cityId',
    method: 'PUT',
    path: (w) => `/api/cities/${w.cities.a2}`,
    schema: updateCityRequestSchema,
    valid: () => ({}),
  },
  {
    name: 'POST /api/cities/:cityId/campus-checklist',
    method: 'POST',
    path: (w) => `/api/cities/${w.cities.a2}/campus-checklist`,
    schema: saveCampusChecklistRequestSchema,
    valid: () => ({ checklist: {} }),
  },
  {
    name: 'POST /api/seerat-models (a city masool)',
    method: 'POST',
    path: () => '/api/seerat-models',
    schema: addSeeratModelRequestSchema,
    valid: () => ({ modelName: 'Model X' }),
    client: (w) => w.cityMasool,
  },
  {
    name: 'POST /api/recommended-books',
    method: 'POST',
    path: () => '/api/recommended-books',
    schema: addRecommendedBookRequestSchema,
    valid: () => ({ title: 'Book X', author: 'Author X' }),
  },
  {
    name: 'POST /api/qabails',
    method: 'POST',
    path: () => '/api/qabails',
    schema: createQabailRequestSchema,
    valid: (w) => ({ qabilahName: 'Qabilah X', masoolName: 'Tariq', cityId: w.cities.a1 }),
  },
  {
    name: 'PUT /api/qabails/:qabailId',
    method: 'PUT',
    path: (w) => `/api/qabails/${w.ids.qabails[0]}`,
    schema: updateQabailRequestSchema,
    valid: () => ({}),
  },
  {
    name: 'POST /api/admin/users',
    method: 'POST',
    path: () => '/api/admin/users',
    schema: createUserRequestSchema,
    valid: () => ({ username: 'limit.user', password: 'secret-password-1', roles: ['markazi_team'] }),
  },
  {
    name: 'PUT /api/admin/users/:userId',
    method: 'PUT',
    path: (w) => `/api/admin/users/${w.ids.users[0]}`,
    schema: updateUserRequestSchema,
    valid: () => ({}),
  },
  {
    name: 'POST /api/admin/custom-roles',
    method: 'POST',
    path: () => '/api/admin/custom-roles',
    schema: createCustomRoleRequestSchema,
    valid: () => ({ name: 'Limit Role', description: 'Reads', permissions: ['cities_read'] }),
  },
  {
    name: 'PUT /api/admin/custom-roles/:roleId',
    method: 'PUT',
    path: (w) => `/api/admin/custom-roles/${w.ids.customRoles[0]}`,
    schema: updateCustomRoleRequestSchema,
    valid: () => ({}),
  },
  {
    name: 'POST /api/login',
    method: 'POST',
    path: () => '/api/login',
    schema: loginRequestSchema,
    valid: () => ({ username: 'admin', password: 'admin-password-1' }),
    client: (w) => w.harness.client(),
  },
  {
    name: 'PUT /api/user/change-password',
    method: 'PUT',
    path: () => '/api/user/change-password',
    schema: changePasswordRequestSchema,
    valid: (w) => ({ currentPassword: w.passwordChanger.password, newPassword: 'another-secret' }),
    client: (w) => w.passwordChanger.client,
  },
];

/** An out-of-bound or hostile value of a field, and the message that names its rule. */
interface Spoiled {
  label: string;
  value: unknown;
  /** `undefined` where the field's own rule speaks first (a pattern, a list of options). */
  message?: string;
}

function spoiled(bound: Bound): Spoiled[] {
  if (bound.type === 'integer' || bound.type === 'number') {
    // A field whose rule is piped (a custom message when missing) shows no bound on its input side.
    const over = { message: bound.maximum === undefined ? undefined : `Must be at most ${bound.maximum}` };
    return [
      ...(bound.maximum === undefined
        ? []
        : [{ label: 'past its maximum', value: bound.maximum + 1, ...over }]),
      { label: '2^31', value: 2 ** 31, ...over },
      { label: '3000000000', value: 3_000_000_000, ...over },
      { label: 'a fraction', value: 1.5, message: 'Must be a whole number' },
    ];
  }
  if (bound.type === 'string') {
    const plainText = bound.maxLength !== undefined && !bound.enum && !bound.pattern;
    return [
      { label: 'NUL', value: 'adm\u0000in', message: plainText ? NO_CONTROL_CHARACTERS : undefined },
      { label: 'a lone surrogate', value: 'a\ud800b', message: plainText ? WELL_FORMED_TEXT : undefined },
      {
        label: 'an escape character',
        value: 'a\u001bb',
        message: plainText ? NO_CONTROL_CHARACTERS : undefined,
      },
      ...(bound.maxLength === undefined
        ? []
        : [{ label: 'one character too long', value: 'x'.repeat(bound.maxLength + 1) }]),
    ];
  }
  return [];
}

/** Sends the request and checks it is refused naming `field`, with no event written. */
async function expectRefused(command: Command, body: unknown, path: string, field: string, message?: string) {
  const client = command.client?.(world) ?? world.admin;
  const correlationId = crypto.randomUUID();
  const head = await world.store.headPosition();
  const response = await client.request(command.method, path, body, { 'x-correlation-id': correlationId });
  const answer = (await response.json()) as { fields?: Record<string, string> };
  expect(response.status, JSON.stringify(answer)).toBe(400);
  expect(answer.fields, JSON.stringify(answer)).toHaveProperty([field]);
  if (message !== undefined) expect(answer.fields?.[field]).toBe(message);
  const written = await world.store.readAll({ after: head, maxCount: 100 });
  expect(written.filter((event) => event.metadata.correlationId === correlationId)).toEqual([]);
  expect(await world.store.headPosition()).toEqual(head);
}

describe('each count, text and id field refuses an out-of-bound or hostile value', () => {
  for (const command of COMMANDS) {
    it(command.name, async () => {
      const cases = fieldsOf(command.schema).flatMap(([field, bound]) =>
        spoiled(bound).map((spoil) => ({ field, ...spoil })),
      );
      expect(cases.length).toBeGreaterThan(0);
      for (const { field, value, message } of cases) {
        const body = { ...command.valid(world), [field]: value };
        await expectRefused(command, body, command.path(world), field, message);
      }
    });
  }
});

describe('ids inside lists and in paths', () => {
  it('refuses a selected Seerat model or book whose id or count is out of bounds', async () => {
    const city = COMMANDS.find((command) => command.name === 'POST /api/cities')!;
    for (const [list, key] of [
      ['seeratModels', 'modelId'],
      ['libraryBooks', 'bookId'],
    ] as const) {
      const body = { ...city.valid(world), [list]: [{ [key]: 3_000_000_000, count: 1 }] };
      await expectRefused(city, body, '/api/cities', `${list}.0.${key}`, `Must be at most ${MAX_ID}`);
      const tooMany = { ...city.valid(world), [list]: [{ [key]: 1, count: 2 ** 31 }] };
      await expectRefused(city, tooMany, '/api/cities', `${list}.0.count`, 'Must be at most 1000000');
    }
  });

  it('refuses an id in the path that is not a decimal id within int4', async () => {
    const addressed = COMMANDS.filter((command) => /:\w+Id/.test(command.name));
    for (const command of addressed) {
      const path = command.path(world);
      const param = /:(\w+Id)/.exec(command.name)![1]!;
      for (const segment of ['0xe', '3000000000', '2147483648', '1e3', '-1', '0']) {
        const at = path.replace(/\/\d+(\/campus-checklist)?$/, `/${segment}$1`);
        await expectRefused(command, command.valid(world), at, param);
      }
    }
  });
});

describe('query parameters, read paths and the CSV upload', () => {
  it('refuses an id in a read path or query that is not a decimal id within int4', async () => {
    for (const path of [
      '/api/zones/0xe',
      '/api/cities/3000000000',
      '/api/events?zoneId=0xe',
      '/api/meetings?zoneId=2147483648',
    ]) {
      const response = await world.admin.get(path);
      const answer = (await response.json()) as { fields?: Record<string, string> };
      expect(response.status, path).toBe(400);
      expect(Object.keys(answer.fields ?? {}), path).toEqual([path.includes('zoneId') ? 'zoneId' : 'id']);
    }
  });

  it('refuses a file name with control characters, and reports a hostile row by its line', async () => {
    const csv =
      'username,password,roles\r\nok.name,secret-password-1,markazi_team\r\n"bad\u001bname",secret-password-1,markazi_team\r\n';
    const head = await world.store.headPosition();
    const badName = await uploadCsv(world.admin, { content: csv, name: 'users\u001b.csv' });
    expect(badName.status).toBe(400);
    expect(((await badName.json()) as { fields?: Record<string, string> }).fields).toEqual({
      csvFile: `File name: ${NO_CONTROL_CHARACTERS}`,
    });
    expect(await world.store.headPosition()).toEqual(head);

    const upload = await uploadCsv(world.admin, { content: csv, name: 'users.csv' });
    expect(await upload.json()).toMatchObject({
      created: 1,
      errors: 1,
      errorDetails: [expect.stringMatching(/^Line 3: Username may contain/)],
    });
  });
});
