import { findCityPlace, findZonePlace } from '@seerat/access';
import { cityStreamName, masoolProfileStreamName, userStreamName, zoneStreamName } from '@seerat/contracts';
import {
  citiesTable,
  customRolesTable,
  masoolProfilesTable,
  READ_SCHEMA,
  type ReadTable,
  recommendedBooksTable,
  seeratModelsTable,
  usersTable,
} from '@seerat/projector/tables';
import type { Knex } from 'knex';
import type { CityPlace, CustomRoleFact, OrganisationFacts } from './organisation-facts';
import type { ProjectedStreams } from './projected-streams';

/**
 * The facts as the read models hold them. A command waits for its session's own earlier writes
 * before it runs (read-your-writes), so a city or role the same user just created is there; and a
 * zone or city is read only once the read models hold its stream's last event, whoever wrote it.
 */
export function readModelFacts(knex: Knex, projected: ProjectedStreams): OrganisationFacts {
  const read = (table: { name: string }) => knex.withSchema(READ_SCHEMA).from(table.name);
  return {
    zone: (zoneId) => projected.readCurrent([zoneStreamName(zoneId)], () => findZonePlace(knex, zoneId)),
    city: (cityId) => currentCityPlace(knex, projected, cityId),
    async subCityCount(cityId) {
      const row = await read(citiesTable)
        .where(citiesTable.column.parentCityId, cityId)
        .count<{ count: string }>('* as count')
        .first();
      return Number(row?.count ?? 0);
    },
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

/**
 * Where a city sits once its own stream and its ancestors' are projected: detaching a city from
 * its parent, or moving an ancestor, changes who may write to it.
 */
async function currentCityPlace(
  knex: Knex,
  projected: ProjectedStreams,
  cityId: number,
): Promise<CityPlace | null> {
  const place = await projected.readCurrent([cityStreamName(cityId)], () => findCityPlace(knex, cityId));
  const ancestors = place?.cityPath?.filter((id) => id !== cityId) ?? [];
  if (ancestors.length === 0) return place;
  const moved = await projected.awaitStreams(ancestors.map(cityStreamName));
  return moved === 'waited' ? findCityPlace(knex, cityId) : place;
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
