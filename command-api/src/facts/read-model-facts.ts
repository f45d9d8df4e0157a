import { findZonePlace } from '@seerat/access';
import { masoolProfileStreamName, userStreamName, zoneStreamName } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import { type CheckpointWatcher, createCheckpointCache } from '@seerat/platform';
import {
  customRolesTable,
  masoolProfilesTable,
  READ_SCHEMA,
  type ReadTable,
  recommendedBooksTable,
  seeratModelsTable,
  usersTable,
} from '@seerat/projector/tables';
import type { Knex } from 'knex';
import { currentCityPlaces } from './current-city-places';
import type { CustomRoleFact, OrganisationFacts, ZonePlace } from './organisation-facts';
import type { ProjectedStreams } from './projected-streams';

/**
 * The facts as the read models hold them. A command waits for its session's own earlier writes
 * before it runs (read-your-writes), so a city or role the same user just created is there; and a
 * zone or city is read only once the read models hold its stream's last event, whoever wrote it
 * (a zone kept from an earlier read counts: it is dropped when the projector names its stream).
 */
export function readModelFacts(deps: {
  knex: Knex;
  store: EventStore;
  projected: ProjectedStreams;
  watcher: CheckpointWatcher;
}): OrganisationFacts {
  const { knex, projected } = deps;
  const read = (table: { name: string }) => knex.withSchema(READ_SCHEMA).from(table.name);
  const cities = currentCityPlaces(deps);
  // A zone's row changes only with its own stream's events: kept until a batch names it.
  const zones = createCheckpointCache<ZonePlace | null>({
    watcher: deps.watcher,
    maxWeight: 10_000,
    keysChangedBy: (streams) => streams,
  });
  return {
    zone(zoneId) {
      const stream = zoneStreamName(zoneId);
      return projected.readCurrent([stream], () => zones.read(stream, () => findZonePlace(knex, zoneId)));
    },
    city: cities.city,
    subCityCount: cities.subCityCount,
    async missingCatalogueEntries(selection) {
      const [seeratModels, libraryBooks] = await Promise.all([
        missingIds(knex, seeratModelsTable, selection.seeratModels),
        missingIds(knex, recommendedBooksTable, selection.libraryBooks),
      ]);
      return { seeratModels, libraryBooks };
    },
    async customRoles() {
      const { column } = customRolesTable;
      const rows: CustomRoleFact[] = await read(customRolesTable).select({
        name: column.name,
        isActive: column.isActive,
        permissions: column.permissions,
      });
      return new Map(rows.map((role) => [role.name.toLowerCase(), role]));
    },
    async user(userId) {
      const { column } = usersTable;
      const row = await projected.readCurrent([userStreamName(userId)], () =>
        read(usersTable)
          .select({
            isActive: column.isActive,
            assignedZoneId: column.assignedZoneId,
            assignedCityId: column.assignedCityId,
          })
          .where(column.id, userId)
          .first(),
      );
      return row ?? null;
    },
    async masoolProfile(profileId) {
      const { column } = masoolProfilesTable;
      const row = await projected.readCurrent([masoolProfileStreamName(profileId)], () =>
        read(masoolProfilesTable)
          .select({ profileType: column.profileType, zoneId: column.zoneId, cityId: column.cityId })
          .where(column.id, profileId)
          .first(),
      );
      return row ?? null;
    },
    async otherReviewerExists(userId) {
      const { column } = usersTable;
      const row = await read(usersTable)
        .select(column.id)
        .where(column.isActive, true)
        .whereRaw('? = ANY(??)', ['admin', column.roles])
        .whereNot(column.id, userId ?? 0)
        .first();
      return row !== undefined;
    },
  };
}

async function missingIds(knex: Knex, table: ReadTable<'id'>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows: { id: number }[] = await knex
    .withSchema(READ_SCHEMA)
    .from(table.name)
    .select({ id: table.column.id })
    .whereIn(table.column.id, ids);
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
