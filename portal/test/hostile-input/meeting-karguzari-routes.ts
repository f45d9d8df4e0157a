import {
  ACTION_ITEM_FIELDS,
  addActionItemRequestSchema,
  changeMeetingStatusRequestSchema,
  closeActionItemRequestSchema,
  createKarguzariRequestSchema,
  createMeetingRequestSchema,
  EDITABLE_MEETING_FIELDS,
  reviewKarguzariRequestSchema,
  reviseKarguzariRequestSchema,
  submitCityKarguzariRequestSchema,
  updateActionItemRequestSchema,
  updateMeetingRequestSchema,
} from '@seerat/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { CommandRoute } from './command-route';
import { hostileIdSegment, validOrHostile } from './hostile-values';
import type { HostileWorld } from './hostile-world';
import { type FieldArbitraries, fieldNames, requestArbitrary } from './schema-arbitraries';
import { expectSameFields, idPath, liveId, readJson } from './sent-request';

const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

/** Fields whose valid values the schemas' bounds do not say: existing ids, days and clock times. */
const byName: FieldArbitraries = {
  zoneId: liveId('zones'),
  cityId: liveId('cities'),
  meetingDate: day,
  reportDate: day,
  weekStartDate: fc.option(day),
  weekEndDate: fc.option(day),
  dueDate: fc.option(day),
  startTime: fc.option(clock),
  endTime: fc.option(clock),
  id: fc.constant(undefined),
};

function body(schema: z.ZodType) {
  return validOrHostile(requestArbitrary(schema, byName), fieldNames(schema));
}

/** A meeting's path: an existing meeting's id, or a hostile segment. */
const meetingPath = (rest = '') => idPath('meetings', (id) => `/api/meetings/${id}${rest}`, hostileIdSegment);
/** An action item's path: items are numbered from 1 within their meeting. */
const itemPath = (rest = '') =>
  fc
    .tuple(
      meetingPath('/action-items/'),
      fc.oneof(fc.integer({ min: 1, max: 4 }).map(String), hostileIdSegment),
    )
    .map(([to, item]) =>
      Object.assign((world: HostileWorld) => `${typeof to === 'string' ? to : to(world)}${item}${rest}`, {
        [fc.toStringMethod]: () => `${String(to)}${item}${rest}`,
      }),
    );
const reportPath = (rest = '') =>
  idPath('karguzari', (id) => `/api/karguzari/${id}${rest}`, hostileIdSegment);

const sending = (path: fc.Arbitrary<unknown>, schema?: z.ZodType) =>
  schema
    ? fc.tuple(path, body(schema)).map(([to, sent]) => ({ path: to as string, body: sent }))
    : path.map((to) => ({ path: to as string }));

const remember = (world: HostileWorld, kind: 'meetings' | 'karguzari', id: unknown) => {
  if (typeof id === 'number' && !world.ids[kind].includes(id)) world.ids[kind].push(id);
};

const meetingVisible: CommandRoute['visible'] = async (world, answer) => {
  remember(world, 'meetings', answer.body.id);
  const meeting = await readJson<Record<string, unknown>>(world.admin, `/api/meetings/${answer.body.id}`);
  expectSameFields(meeting, answer.body, [...EDITABLE_MEETING_FIELDS, 'cityId', 'zoneId']);
  const items = (meeting.actionItems ?? []) as Record<string, unknown>[];
  const answered = answer.body.actionItems as Record<string, unknown>[];
  expect(items.length, 'action items').toBe(answered.length);
  answered.forEach((item, at) => {
    expectSameFields(items[at], item, [...ACTION_ITEM_FIELDS, 'id']);
  });
};

const reportVisible: CommandRoute['visible'] = async (world, answer) => {
  remember(world, 'karguzari', answer.body.id);
  const report = await readJson<Record<string, unknown>>(world.admin, `/api/karguzari/${answer.body.id}`);
  expectSameFields(report, answer.body, [
    'title',
    'reportType',
    'reportDate',
    'activities',
    'cityId',
    'zoneId',
  ]);
  expect(report.version, 'the newest version').toBe(answer.body.reportVersion);
};

/** The meeting and karguzari commands (spec 001 sections 2.6 and 7). */
export const meetingKarguzariRoutes: CommandRoute[] = [
  {
    name: 'POST /api/meetings',
    request: body(createMeetingRequestSchema).map((sent) => ({ path: '/api/meetings', body: sent })),
    visible: meetingVisible,
  },
  {
    name: 'PUT /api/meetings/:meetingId',
    request: sending(meetingPath(), updateMeetingRequestSchema),
    visible: meetingVisible,
  },
  {
    name: 'PUT /api/meetings/:meetingId/status',
    request: sending(meetingPath('/status'), changeMeetingStatusRequestSchema),
    visible: meetingVisible,
  },
  {
    name: 'POST /api/meetings/:meetingId/action-items',
    request: sending(meetingPath('/action-items'), addActionItemRequestSchema),
    visible: meetingVisible,
  },
  {
    name: 'PUT /api/meetings/:meetingId/action-items/:itemId',
    request: sending(itemPath(), updateActionItemRequestSchema),
    visible: meetingVisible,
  },
  {
    name: 'PUT /api/meetings/:meetingId/action-items/:itemId/close',
    request: sending(itemPath('/close'), closeActionItemRequestSchema),
    visible: meetingVisible,
  },
  {
    name: 'POST /api/karguzari',
    request: body(createKarguzariRequestSchema).map((sent) => ({ path: '/api/karguzari', body: sent })),
    visible: reportVisible,
  },
  {
    name: 'POST /api/cities/:cityId/karguzari',
    request: sending(
      idPath('cities', (id) => `/api/cities/${id}/karguzari`, hostileIdSegment),
      submitCityKarguzariRequestSchema,
    ),
    visible: reportVisible,
  },
  {
    name: 'PUT /api/karguzari/:reportId',
    request: sending(reportPath(), reviseKarguzariRequestSchema),
    visible: reportVisible,
  },
  {
    name: 'PUT /api/karguzari/:reportId/submit',
    request: sending(reportPath('/submit')),
    visible: reportVisible,
  },
  {
    name: 'PUT /api/karguzari/:reportId/review',
    request: sending(reportPath('/review'), reviewKarguzariRequestSchema),
    client: (world) => world.reviewer,
    visible: reportVisible,
  },
];
