import {
  CITIES_WRITE,
  type CityState,
  campusChecklistDecider,
  cityDecider,
  createUserAccount,
  foldStream,
  handleCommand,
  type IdAllocator,
  mergeCityFields,
  QABAILS_DELETE,
  QABAILS_WRITE,
  qabailDecider,
  recommendedBookDecider,
  seeratModelDecider,
  zoneDecider,
} from '@seerat/command-api';
import {
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  CITY_FIELDS,
  type CitySelection,
  can,
  canEditCatalogue,
  cityStreamName,
  createCityRequestSchema,
  createQabailRequestSchema,
  createUserRequestSchema,
  createZoneRequestSchema,
  type EventMetadata,
  QABAIL_FIELDS,
  type QabailRequestFields,
  qabailStreamName,
  recommendedBookStreamName,
  saveCampusChecklistRequestSchema,
  seeratModelStreamName,
  updateCityRequestSchema,
  updateQabailRequestSchema,
  updateZoneRequestSchema,
  ZONE_FIELDS,
  zoneStreamName,
} from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import type { Knex } from '@seerat/platform';
import { cityResource, type DemoActor, principalOf, requireId, zoneResource } from './actors';
import type {
  PlannedCatalogueEntry,
  PlannedCity,
  PlannedQabail,
  PlannedUser,
  PlannedZone,
} from './blueprint';

/** What a qabail request may set: every field but `cityName`, which follows the city. */
const QABAIL_REQUEST_FIELDS = QABAIL_FIELDS.filter(
  (field) => field !== 'cityName',
) as (keyof QabailRequestFields)[];

/** Every demo account signs in with this password (the README says so). */
export const DEMO_PASSWORD = 'seerat-demo';

export interface DemoCommandDeps {
  store: EventStore;
  knex: Knex;
  /** The catalogue entries that exist (or are being added ahead of this command). */
  catalogue: { modelIds: ReadonlySet<number>; bookIds: ReadonlySet<number> };
}

/**
 * The command API's write path without HTTP: each function does what its route does (parse the
 * request with the route's schema, check the permission policy and the rules' facts, then
 * `handleCommand` with the feature's decider), so every demo event is one the API could have
 * recorded. Facts the routes read from the read models (where a parent city sits, whether a
 * catalogue entry exists) come from the blueprint, which the generator keeps in step with the
 * streams. Ids are chosen by the caller, in timeline order, so a seed always gives the same ids.
 */
export function demoCommands(deps: DemoCommandDeps) {
  const { store, catalogue } = deps;
  // How many cities name each city as parent: the count the city route reads from the read model.
  const subCities = new Map<number, Set<number>>();
  const placeBelowParent = (city: PlannedCity) => {
    const cityId = requireId(city);
    for (const below of subCities.values()) below.delete(cityId);
    const parentId = city.state?.fields?.parentCityId ?? null;
    if (parentId !== null) subCities.set(parentId, (subCities.get(parentId) ?? new Set()).add(cityId));
  };

  return {
    async createUser(actor: DemoActor, user: PlannedUser, metadata: EventMetadata): Promise<void> {
      if (actor !== 'system') assertAllowed(can(principalOf(actor), 'manage_users'), 'manage users');
      const request = createUserRequestSchema.parse({
        username: user.username,
        password: DEMO_PASSWORD,
        roles: [user.role],
        assignedZoneId: user.zone ? requireId(user.zone) : null,
        assignedCityId: user.city ? requireId(user.city) : null,
      });
      const userId = requireId(user);
      await createUserAccount({ store, knex: deps.knex, ids: fixedId(userId) }, request, metadata);
    },

    async addCatalogueEntry(actor: PlannedUser, entry: PlannedCatalogueEntry, metadata: EventMetadata) {
      assertAllowed(canEditCatalogue(principalOf(actor)), 'edit the catalogue');
      const id = requireId(entry);
      if (entry.kind === 'seerat_model') {
        const request = addSeeratModelRequestSchema.parse({
          modelName: entry.modelName,
          priority: entry.priority,
        });
        await handleCommand({
          store,
          streamName: seeratModelStreamName(id),
          decider: seeratModelDecider,
          command: { type: 'AddSeeratModel', modelId: id, ...request },
          metadata,
        });
      } else {
        const request = addRecommendedBookRequestSchema.parse({ title: entry.title, author: entry.author });
        await handleCommand({
          store,
          streamName: recommendedBookStreamName(id),
          decider: recommendedBookDecider,
          command: { type: 'AddRecommendedBook', bookId: id, ...request },
          metadata,
        });
      }
    },

    async createZone(actor: PlannedUser, zone: PlannedZone, body: unknown, metadata: EventMetadata) {
      assertAllowed(can(principalOf(actor), 'create_zone'), 'create zones');
      const { totalCities: _derived, ...fields } = createZoneRequestSchema.parse(body);
      const zoneId = requireId(zone);
      const result = await handleCommand({
        store,
        streamName: zoneStreamName(zoneId),
        decider: zoneDecider,
        command: { type: 'CreateZone', zoneId, fields },
        metadata,
      });
      zone.state = result.state;
    },

    async updateZone(actor: PlannedUser, zone: PlannedZone, body: unknown, metadata: EventMetadata) {
      assertAllowed(
        can(principalOf(actor), { module: 'zones', level: 'write' }, zoneResource(zone)),
        'write the zone',
      );
      const request = updateZoneRequestSchema.parse(body);
      const result = await handleCommand({
        store,
        streamName: zoneStreamName(requireId(zone)),
        decider: zoneDecider,
        command: { type: 'UpdateZone', patch: present(request, ZONE_FIELDS) },
        metadata,
      });
      zone.state = result.state;
    },

    async createCity(actor: PlannedUser, city: PlannedCity, body: unknown, metadata: EventMetadata) {
      const principal = principalOf(actor);
      const request = createCityRequestSchema.parse(body);
      assertAllowed(can(principal, CITIES_WRITE, zoneResource(city.zone)), 'add cities to the zone');
      const { seeratModels = [], libraryBooks = [], ...fields } = request;
      const parent = parentOf(city, mergeCityFields(null, fields).parentCityId);
      if (parent)
        assertAllowed(can(principal, CITIES_WRITE, cityResource(parent.hub)), 'write the parent city');
      assertInCatalogue(catalogue, seeratModels, libraryBooks);
      const cityId = requireId(city);
      const result = await handleCommand({
        store,
        streamName: cityStreamName(cityId),
        decider: cityDecider,
        command: {
          type: 'CreateCity',
          cityId,
          fields,
          seeratModels,
          libraryBooks,
          parent: parent?.fact ?? null,
          mayChangeStatus: can(principal, 'change_city_status'),
        },
        metadata,
      });
      city.state = result.state;
      placeBelowParent(city);
    },

    async updateCity(actor: PlannedUser, city: PlannedCity, body: unknown, metadata: EventMetadata) {
      const principal = principalOf(actor);
      const current = requireState(city);
      assertAllowed(can(principal, CITIES_WRITE, cityResource(city)), 'write the city');
      const request = updateCityRequestSchema.parse(body);
      const patch = present(request, CITY_FIELDS);
      const fields = mergeCityFields(current.fields, patch);
      if (fields.zoneId !== current.fields.zoneId) throw new Error('Demo cities never change zone');
      const parent = parentOf(city, fields.parentCityId);
      if (parent && fields.parentCityId !== current.fields.parentCityId) {
        assertAllowed(can(principal, CITIES_WRITE, cityResource(parent.hub)), 'write the parent city');
      }
      assertInCatalogue(
        catalogue,
        newlySelected(request.seeratModels, current.seeratModels),
        newlySelected(request.libraryBooks, current.libraryBooks),
      );
      const result = await handleCommand({
        store,
        streamName: cityStreamName(requireId(city)),
        decider: cityDecider,
        command: {
          type: 'UpdateCity',
          patch,
          seeratModels: request.seeratModels,
          libraryBooks: request.libraryBooks,
          parent: parent?.fact ?? null,
          subCityCount: subCities.get(requireId(city))?.size ?? 0,
          mayChangeStatus: can(principal, 'change_city_status'),
        },
        metadata,
      });
      city.state = result.state;
      if (fields.parentCityId !== current.fields.parentCityId) placeBelowParent(city);
    },

    async saveChecklist(actor: PlannedUser, city: PlannedCity, body: unknown, metadata: EventMetadata) {
      assertAllowed(can(principalOf(actor), CITIES_WRITE, cityResource(city)), 'write the city');
      const request = saveCampusChecklistRequestSchema.parse(body);
      const streamName = cityStreamName(requireId(city));
      await handleCommand({
        store,
        streamName,
        decider: campusChecklistDecider,
        command: { type: 'SaveCampusChecklist', ...request },
        metadata,
      });
      city.checklist = request.checklist;
      // Marking a campus also updates the city: fold its stream again, as the city route would.
      city.state = (await foldStream(store, streamName, cityDecider)).state;
    },

    async createQabail(actor: PlannedUser, qabail: PlannedQabail, body: unknown, metadata: EventMetadata) {
      const { cityName: _derived, ...fields } = createQabailRequestSchema.parse(body);
      assertAllowed(can(principalOf(actor), QABAILS_WRITE, cityResource(qabail.city)), 'add qabails there');
      const qabailId = requireId(qabail);
      const result = await handleCommand({
        store,
        streamName: qabailStreamName(qabailId),
        decider: qabailDecider,
        command: {
          type: 'CreateQabail',
          qabailId,
          fields: { ...fields, cityName: requireState(qabail.city).fields.name },
        },
        metadata,
      });
      qabail.state = result.state;
    },

    async updateQabail(actor: PlannedUser, qabail: PlannedQabail, body: unknown, metadata: EventMetadata) {
      assertAllowed(can(principalOf(actor), QABAILS_WRITE, cityResource(qabail.city)), 'write the qabail');
      const { cityName: _derived, ...request } = updateQabailRequestSchema.parse(body);
      if (request.cityId !== undefined) throw new Error('Demo qabails never move to another city');
      const result = await handleCommand({
        store,
        streamName: qabailStreamName(requireId(qabail)),
        decider: qabailDecider,
        command: {
          type: 'UpdateQabail',
          patch: present<QabailRequestFields>(request, QABAIL_REQUEST_FIELDS),
        },
        metadata,
      });
      qabail.state = result.state;
    },

    async deleteQabail(actor: PlannedUser, qabail: PlannedQabail, metadata: EventMetadata) {
      assertAllowed(can(principalOf(actor), QABAILS_DELETE, cityResource(qabail.city)), 'delete the qabail');
      const result = await handleCommand({
        store,
        streamName: qabailStreamName(requireId(qabail)),
        decider: qabailDecider,
        command: { type: 'DeleteQabail' },
        metadata,
      });
      qabail.state = result.state;
    },
  };
}

export type DemoCommands = ReturnType<typeof demoCommands>;

/** The id the route would have taken from its sequence, taken earlier, in timeline order. */
function fixedId(id: number): IdAllocator {
  return { next: async () => id };
}

function requireState(city: PlannedCity): CityState & { fields: NonNullable<CityState['fields']> } {
  const state = city.state;
  if (!state?.fields) throw new Error(`City ${city.name} is updated before it was created`);
  return { ...state, fields: state.fields };
}

/**
 * The parent a city names, as the routes find it in the cities read model. Demo sub-cities only
 * ever sit below their town's own circle, which never has a parent itself.
 */
function parentOf(city: PlannedCity, parentCityId: number | null) {
  if (parentCityId === null) return null;
  const hub = city.hub;
  if (!hub || hub.id !== parentCityId)
    throw new Error(`City ${city.name} names a parent it was not planned under`);
  const hubId = requireId(hub);
  return { hub, fact: { cityId: hubId, zoneId: requireId(hub.zone), path: [hubId] } };
}

function present<Fields extends object>(request: Partial<Fields>, keys: readonly (keyof Fields & string)[]) {
  const picked: Partial<Fields> = {};
  for (const key of keys) if (request[key] !== undefined) picked[key] = request[key];
  return picked;
}

function newlySelected(requested: CitySelection[] | undefined, current: CitySelection[]): CitySelection[] {
  const had = new Set(current.map((entry) => entry.id));
  return (requested ?? []).filter((entry) => !had.has(entry.id));
}

function assertInCatalogue(
  catalogue: DemoCommandDeps['catalogue'],
  models: CitySelection[],
  books: CitySelection[],
): void {
  const missing = [
    ...models.filter((entry) => !catalogue.modelIds.has(entry.id)).map((entry) => `model ${entry.id}`),
    ...books.filter((entry) => !catalogue.bookIds.has(entry.id)).map((entry) => `book ${entry.id}`),
  ];
  if (missing.length > 0) throw new Error(`Not in the catalogue: ${missing.join(', ')}`);
}

function assertAllowed(allowed: boolean, what: string): void {
  if (!allowed) throw new Error(`The demo actor may not ${what}`);
}
