import {
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  CITY_FIELDS,
  createCityRequestSchema,
  createQabailRequestSchema,
  createZoneRequestSchema,
  QABAIL_FIELDS,
  recordSeeratModelCheckRequestSchema,
  SEERAT_MODEL_CHECK_FIELDS,
  saveCampusChecklistRequestSchema,
  updateCityRequestSchema,
  updateQabailRequestSchema,
  updateSeeratModelCheckRequestSchema,
  updateZoneRequestSchema,
  ZONE_FIELDS,
} from '@seerat/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { CommandRoute } from './command-route';
import { hostileIdSegment, validOrHostile } from './hostile-values';
import type { HostileWorld } from './hostile-world';
import { type FieldArbitraries, fieldNames, requestArbitrary } from './schema-arbitraries';
import { expectSameFields, type IdKind, idPath, liveId, readJson } from './sent-request';

/** Fields whose valid values the schema's bounds do not say: existing ids, dates, links. */
const byName: FieldArbitraries = {
  zoneId: liveId('zones'),
  cityId: liveId('cities'),
  parentCityId: fc.option(liveId('cities')),
  modelId: liveId('seeratModels'),
  bookId: liveId('books'),
  shabetazkiaLastDate: fc.option(
    fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  ),
  // A check's date is never after the day it is recorded: valid ones lie in the past.
  lastCheckedDate: fc.option(
    fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2025-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  ),
  whatsappGroupUrl: fc.option(
    fc.webUrl({ validSchemes: ['https', 'http'] }).filter((url) => url.length <= 500),
  ),
};

function body(schema: z.ZodType, overrides: FieldArbitraries = {}) {
  return validOrHostile(requestArbitrary(schema, { ...byName, ...overrides }), fieldNames(schema));
}

/** A create (`POST path`) or an update (`PUT path/:id`) of one kind of entity. */
function write(
  method: 'POST' | 'PUT',
  path: string,
  kind: IdKind,
  schema: z.ZodType,
  overrides?: FieldArbitraries,
) {
  const bodies = body(schema, overrides);
  return method === 'POST'
    ? bodies.map((sent) => ({ path, body: sent }))
    : fc
        .tuple(
          idPath(kind, (id) => `${path}/${id}`, hostileIdSegment),
          bodies,
        )
        .map(([to, sent]) => ({ path: to, body: sent }));
}

const remembered = (world: HostileWorld, kind: IdKind, id: unknown) => {
  if (typeof id === 'number' && !world.ids[kind].includes(id)) world.ids[kind].push(id);
};

/** The city's checks, as the command answered them, are what the city page reads. */
const checkVisible: CommandRoute['visible'] = async (world, answer) => {
  const cityId = answer.body.cityId as number;
  const read = await readJson<Record<string, unknown>[]>(
    world.admin,
    `/api/cities/${cityId}/seerat-model-checks`,
  );
  const answered = answer.body.checks as Record<string, unknown>[];
  expect(read.map((check) => check.id)).toEqual(answered.map((check) => check.id));
  answered.forEach((check, index) => {
    expectSameFields(read[index], check, SEERAT_MODEL_CHECK_FIELDS);
  });
};

const zoneVisible: CommandRoute['visible'] = async (world, answer) => {
  remembered(world, 'zones', answer.body.id);
  const zone = await readJson<Record<string, unknown>>(world.admin, `/api/zones/${answer.body.id}`);
  expectSameFields(zone, answer.body, ZONE_FIELDS);
};

const cityVisible: CommandRoute['visible'] = async (world, answer) => {
  remembered(world, 'cities', answer.body.id);
  const cityId = answer.body.id as number;
  const city = await readJson<Record<string, unknown>>(world.admin, `/api/cities/${cityId}`);
  expectSameFields(city, answer.body, CITY_FIELDS);
  for (const [list, answered] of [
    ['seerat-models', answer.body.seeratModels],
    ['library-books', answer.body.libraryBooks],
  ] as const) {
    const entries = await readJson<{ id: number; count: number }[]>(
      world.admin,
      `/api/cities/${cityId}/${list}`,
    );
    expect(
      entries.map(({ id, count }) => ({ id, count })).sort((a, b) => a.id - b.id),
      list,
    ).toEqual([...((answered as { id: number; count: number }[]) ?? [])].sort((a, b) => a.id - b.id));
  }
};

const qabailVisible: CommandRoute['visible'] = async (world, answer) => {
  remembered(world, 'qabails', answer.body.id);
  const qabail = await readJson<Record<string, unknown>>(world.admin, `/api/qabails/${answer.body.id}`);
  expectSameFields(qabail, answer.body, QABAIL_FIELDS);
};

export const organisationRoutes: CommandRoute[] = [
  {
    name: 'POST /api/zones',
    request: write('POST', '/api/zones', 'zones', createZoneRequestSchema),
    visible: zoneVisible,
  },
  {
    name: 'PUT /api/zones/:zoneId',
    request: write('PUT', '/api/zones', 'zones', updateZoneRequestSchema, { id: fc.constant(undefined) }),
    visible: zoneVisible,
  },
  {
    name: 'POST /api/cities',
    request: write('POST', '/api/cities', 'cities', createCityRequestSchema),
    visible: cityVisible,
  },
  {
    name: 'PUT /api/cities/:cityId',
    request: write('PUT', '/api/cities', 'cities', updateCityRequestSchema, { id: fc.constant(undefined) }),
    visible: cityVisible,
  },
  {
    name: 'POST /api/cities/:cityId/campus-checklist',
    request: fc
      .tuple(
        idPath('cities', (id) => `/api/cities/${id}/campus-checklist`, hostileIdSegment),
        // Rarely a campus: a campus city refuses every later checklist (409) before its fields count.
        body(saveCampusChecklistRequestSchema, {
          isCampus: fc.oneof(
            { weight: 9, arbitrary: fc.constant(false) },
            { weight: 1, arbitrary: fc.constant(true) },
          ),
        }),
      )
      .map(([path, sent]) => ({ path, body: sent })),
    visible: async (world, _answer, sent) => {
      const checklist = await readJson<Record<string, unknown>>(world.admin, sent.path);
      const request = sent.body as { checklist: Record<string, boolean>; isCampus?: boolean };
      expect(checklist).toMatchObject({ ...request.checklist, isCampus: request.isCampus ?? false });
    },
  },
  {
    name: 'POST /api/cities/:cityId/seerat-model-checks',
    request: fc
      .tuple(
        idPath('cities', (id) => `/api/cities/${id}/seerat-model-checks`, hostileIdSegment),
        body(recordSeeratModelCheckRequestSchema),
      )
      .map(([path, sent]) => ({ path, body: sent })),
    visible: checkVisible,
  },
  {
    name: 'PUT /api/cities/:cityId/seerat-model-checks/:checkId',
    request: fc
      .tuple(
        idPath('cities', (id) => `/api/cities/${id}/seerat-model-checks/`, hostileIdSegment),
        fc.oneof(fc.integer({ min: 1, max: 4 }).map(String), hostileIdSegment),
        body(updateSeeratModelCheckRequestSchema),
      )
      .map(([to, check, sent]) => ({
        path: Object.assign((world: HostileWorld) => `${typeof to === 'string' ? to : to(world)}${check}`, {
          [fc.toStringMethod]: () => `${String(to)}${check}`,
        }),
        body: sent,
      })),
    visible: checkVisible,
  },
  {
    name: 'POST /api/seerat-models',
    request: write('POST', '/api/seerat-models', 'seeratModels', addSeeratModelRequestSchema),
    visible: async (world, answer) => {
      remembered(world, 'seeratModels', answer.body.id);
      const models = await readJson<Record<string, unknown>[]>(world.admin, '/api/seerat-models');
      expectSameFields(
        models.find((model) => model.id === answer.body.id),
        answer.body,
        ['modelName', 'priority'],
      );
    },
  },
  {
    name: 'POST /api/recommended-books',
    request: write('POST', '/api/recommended-books', 'books', addRecommendedBookRequestSchema),
    visible: async (world, answer) => {
      remembered(world, 'books', answer.body.id);
      const books = await readJson<Record<string, unknown>[]>(world.admin, '/api/recommended-books');
      expectSameFields(
        books.find((book) => book.id === answer.body.id),
        answer.body,
        ['title', 'author', 'category', 'priority', 'description'],
      );
    },
  },
  {
    name: 'POST /api/qabails',
    request: write('POST', '/api/qabails', 'qabails', createQabailRequestSchema),
    visible: qabailVisible,
  },
  {
    name: 'PUT /api/qabails/:qabailId',
    request: write('PUT', '/api/qabails', 'qabails', updateQabailRequestSchema, {
      id: fc.constant(undefined),
    }),
    visible: qabailVisible,
  },
  {
    name: 'DELETE /api/qabails/:qabailId',
    request: idPath('qabails', (id) => `/api/qabails/${id}`, hostileIdSegment).map((path) => ({ path })),
    visible: async (world, answer) => {
      world.ids.qabails = world.ids.qabails.filter((id) => id !== answer.body.id);
      const read = await world.admin.get(`/api/qabails/${answer.body.id}`);
      expect(read.status, 'a deleted qabail is no longer read').toBe(404);
    },
  },
];
