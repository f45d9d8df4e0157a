import { randomUUID } from 'node:crypto';
import {
  type CampusChecklistMap,
  type CityFields,
  type CitySelection,
  cityFieldsSchema,
  cityStreamName,
  type EventMetadata,
  type FieldChanges,
  recommendedBookStreamName,
  seeratModelStreamName,
  type ZoneFields,
  zoneFieldsSchema,
  zoneStreamName,
} from '@seerat/contracts';
import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { expect } from 'vitest';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';

/**
 * The organisation the read specs look at, written as domain events straight into the portal's
 * store (the read side is proven apart from the commands), then read through the real portal:
 *
 *   zone 901 North ── 9010 Lahore ── 9011 Kasur (sub-city)
 *                  └─ 9012 Sialkot (inactive)
 *   zone 902 South ── 9020 Karachi (campus by its checklist)
 *                  └─ 9021 Hyderabad (campus-active)
 *   zone 903 West (no cities)
 *
 * with one client per role of the matrix: the administrator, the zone masool of 901, the city
 * masool of 9010, the city masool of the sub-city 9011, and a visitor who is not signed in.
 */
export const ZONES = { north: 901, south: 902, west: 903 };
export const CITIES = { lahore: 9010, kasur: 9011, sialkot: 9012, karachi: 9020, hyderabad: 9021 };
export const MODELS = { home: 901, mosque: 902, campus: 903 };
export const BOOKS = { zad: 901, shifa: 902 };

export interface ReadsWorld {
  harness: TestPortal;
  admin: PortalClient;
  zoneMasool: PortalClient;
  cityMasool: PortalClient;
  subCityMasool: PortalClient;
  signedOut: PortalClient;
  close(): Promise<void>;
}

export async function startReadsWorld(label: string): Promise<ReadsWorld> {
  const harness = await startTestPortal(label);
  const store = createEventStore({ databaseUrl: harness.databaseUrl, logger: createSilentLogger() });
  try {
    await seedOrganisation(harness, store);
  } finally {
    await store.close();
  }
  const admin = harness.client();
  await admin.signIn(ADMIN.username, ADMIN.password);
  const as = (username: string, assignment: Record<string, unknown>) =>
    signedInAs(harness, admin, username, assignment);
  return {
    harness,
    admin,
    zoneMasool: await as('north-masool', { roles: ['zone_masool'], assignedZoneId: ZONES.north }),
    cityMasool: await as('lahore-masool', { roles: ['city_masool'], assignedCityId: CITIES.lahore }),
    subCityMasool: await as('kasur-masool', { roles: ['city_masool'], assignedCityId: CITIES.kasur }),
    signedOut: harness.client(),
    close: () => harness.close(),
  };
}

/** Answers the JSON of a read that must succeed. */
export async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

/** Expects a refusal with `status` (and `message`, when given). */
export async function refused(response: Promise<Response>, status: number, message?: string) {
  const answer = await response;
  const body = (await answer.json()) as { message: string };
  expect(answer.status, JSON.stringify(body)).toBe(status);
  if (message !== undefined) expect(body.message).toBe(message);
}

async function signedInAs(
  harness: TestPortal,
  admin: PortalClient,
  username: string,
  assignment: Record<string, unknown>,
): Promise<PortalClient> {
  const created = await admin.post('/api/admin/users', {
    username,
    password: 'secret-password-1',
    ...assignment,
  });
  expect(created.status).toBe(201);
  const client = harness.client();
  expect((await client.signIn(username, 'secret-password-1')).status).toBe(200);
  return client;
}

async function seedOrganisation(harness: TestPortal, store: EventStore): Promise<void> {
  const events = [
    event(seeratModelStreamName(MODELS.home), 'SeeratModelAdded', {
      modelId: MODELS.home,
      modelName: 'Home circle',
      priority: 2,
    }),
    event(seeratModelStreamName(MODELS.mosque), 'SeeratModelAdded', {
      modelId: MODELS.mosque,
      modelName: 'Mosque circle',
      priority: 1,
    }),
    event(seeratModelStreamName(MODELS.campus), 'SeeratModelAdded', {
      modelId: MODELS.campus,
      modelName: 'Campus circle',
      priority: 2,
    }),
    book(BOOKS.zad, 'Zad al-Maad', 2),
    book(BOOKS.shifa, 'Al-Shifa', 1),
    zoneCreated(ZONES.north, { name: 'North', masool: 'Ahmad' }, at(1)),
    zoneCreated(ZONES.south, { name: 'South', masool: 'Saad' }, at(2)),
    zoneCreated(ZONES.west, { name: 'West', masool: 'Umar' }, at(3)),
    cityCreated(
      CITIES.lahore,
      { zoneId: ZONES.north, name: 'Lahore', nameUrdu: 'لاہور', activeCircles: 4, majlisMembers: 10 },
      {
        seeratModels: [
          { id: MODELS.home, count: 2 },
          { id: MODELS.mosque, count: 1 },
        ],
        libraryBooks: [{ id: BOOKS.zad, count: 4 }],
      },
      at(4),
    ),
    cityCreated(
      CITIES.kasur,
      {
        zoneId: ZONES.north,
        name: 'Kasur',
        isParentCity: true,
        parentCityId: CITIES.lahore,
        activeCircles: 8,
        majlisMembers: 3,
      },
      {},
      at(5),
    ),
    cityCreated(
      CITIES.sialkot,
      {
        zoneId: ZONES.north,
        name: 'Sialkot',
        status: 'inactive',
        activeCircles: 8,
        majlisMembers: 9,
        shabetazkiaCheck: true,
        shabetazkiaLastDate: '2025-05-20',
      },
      {},
      at(6),
    ),
    cityCreated(
      CITIES.karachi,
      { zoneId: ZONES.south, name: 'Karachi', activeCircles: 2, majlisMembers: 4 },
      {},
      at(7),
    ),
    cityCreated(CITIES.hyderabad, { zoneId: ZONES.south, name: 'Hyderabad', campusActive: true }, {}, at(8)),
    cityUpdated(
      CITIES.lahore,
      { activeCircles: { from: 4, to: 5 } },
      { ...at(9), userId: 5, username: 'north-editor', changeReason: 'Recount' },
    ),
    zoneUpdated(
      ZONES.north,
      { masool: { from: 'Ahmad', to: 'Bilal' } },
      { ...at(10), changeReason: 'Handover' },
    ),
    checklistSaved(
      CITIES.lahore,
      { seerahCirclesCheck: true, trainedTeamCheck: true, trainedTeachersCheck: true },
      { notes: 'Close', isCampus: false },
      { ...at(11), username: 'north-editor' },
    ),
    checklistSaved(
      CITIES.sialkot,
      { locationConfirmedCheck: true },
      { notes: null, isCampus: false },
      at(12),
    ),
    checklistSaved(
      CITIES.karachi,
      {
        seerahCirclesCheck: true,
        trainedTeamCheck: true,
        trainedTeachersCheck: true,
        locationConfirmedCheck: true,
        teamVisitedIslamabadCheck: true,
      },
      { notes: null, isCampus: true },
      at(13),
    ),
    checklistSaved(
      CITIES.hyderabad,
      { seerahCirclesCheck: true, trainedTeamCheck: true },
      { notes: null, isCampus: false },
      at(14),
    ),
  ];
  let position = 0n;
  for (const { stream, recorded } of events) {
    position = (await store.append(stream, [recorded], 'any')).position;
  }
  if (!(await harness.portal.checkpointWatcher.waitFor(position, 10_000))) {
    throw new Error('The portal did not project the seeded organisation');
  }
}

/** Seeded events happen on 2025-06-01, one minute apart. */
function at(minute: number): Partial<EventMetadata> {
  return { occurredAt: new Date(Date.UTC(2025, 5, 1, 9, minute)).toISOString() };
}

function event(stream: string, type: string, data: unknown, meta: Partial<EventMetadata> = {}) {
  const metadata: EventMetadata = {
    userId: 1,
    username: 'admin',
    changeReason: null,
    ipAddress: '127.0.0.1',
    userAgent: 'reads-world',
    correlationId: randomUUID(),
    occurredAt: '2025-06-01T09:00:00.000Z',
    ...meta,
  };
  return { stream, recorded: { id: randomUUID(), type, data, metadata } };
}

function book(bookId: number, title: string, priority: number) {
  return event(recommendedBookStreamName(bookId), 'RecommendedBookAdded', {
    bookId,
    title,
    author: 'Author',
    category: 'seerat',
    priority,
    description: null,
  });
}

function zoneCreated(zoneId: number, fields: Partial<ZoneFields>, meta: Partial<EventMetadata>) {
  return event(
    zoneStreamName(zoneId),
    'ZoneCreated',
    { zoneId, fields: zoneFieldsSchema.parse(fields) },
    meta,
  );
}

function zoneUpdated(zoneId: number, changes: FieldChanges, meta: Partial<EventMetadata>) {
  return event(zoneStreamName(zoneId), 'ZoneUpdated', { zoneId, changes }, meta);
}

function cityCreated(
  cityId: number,
  fields: Partial<CityFields>,
  selections: { seeratModels?: CitySelection[]; libraryBooks?: CitySelection[] },
  meta: Partial<EventMetadata>,
) {
  return event(
    cityStreamName(cityId),
    'CityCreated',
    {
      cityId,
      fields: cityFieldsSchema.parse({ masoolName: 'Masool', ...fields }),
      seeratModels: selections.seeratModels ?? [],
      libraryBooks: selections.libraryBooks ?? [],
    },
    meta,
  );
}

function cityUpdated(cityId: number, changes: FieldChanges, meta: Partial<EventMetadata>) {
  return event(cityStreamName(cityId), 'CityUpdated', { cityId, changes }, meta);
}

function checklistSaved(
  cityId: number,
  checks: Partial<CampusChecklistMap>,
  rest: { notes: string | null; isCampus: boolean },
  meta: Partial<EventMetadata>,
) {
  const checklist: CampusChecklistMap = {
    seerahCirclesCheck: false,
    trainedTeamCheck: false,
    trainedTeachersCheck: false,
    locationConfirmedCheck: false,
    teamVisitedIslamabadCheck: false,
    ...checks,
  };
  return event(cityStreamName(cityId), 'CampusChecklistSaved', { cityId, checklist, ...rest }, meta);
}
