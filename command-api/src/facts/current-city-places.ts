import type { CityPlace } from '@seerat/access';
import type { EventStore } from '@seerat/eventstore';
import { type CheckpointWatcher, createCheckpointCache } from '@seerat/platform';
import { citiesTable, READ_SCHEMA } from '@seerat/projector/tables';
import type { Knex } from 'knex';
import { cityPlacingPositions } from './city-placing-positions';
import type { ProjectedStreams } from './projected-streams';

/** How many cities' places are kept, the least recently asked about forgotten first. */
const KEPT_CITIES = 10_000;

export interface CurrentCityPlaces {
  /** Where the city sits once its own stream and its ancestors' are projected (or `null`). */
  city(cityId: number): Promise<CityPlace | null>;
  /** How many cities name this one as their parent. */
  subCityCount(cityId: number): Promise<number>;
}

/** A city's place as read, and what the read models were known to hold when the read began. */
interface KeptPlace {
  place: CityPlace;
  readAt: bigint | null;
}

/**
 * Cities as the rights of a write need them: detaching a city from its parent, or moving an
 * ancestor, changes who may write to it, so the events that placed it and its ancestors must be
 * projected (`cityPlacingPositions`: not the reports and counts after them).
 * A place read once is kept with what the read models held as its read began: while no event
 * placing the city or its ancestors is newer than that, it is the place the read models hold now,
 * so a masool's next report needs no row read at all, only the look at the streams (which the
 * fold shares). A city not kept is read beside that look, its ancestors only known once the row
 * is read: those not checked beside it are checked afterwards. The row's statement also counts
 * the sub-cities, which a city's move asks for next: kept until the read models change.
 */
export function currentCityPlaces(deps: {
  knex: Knex;
  store: EventStore;
  projected: ProjectedStreams;
  watcher: CheckpointWatcher;
}): CurrentCityPlaces {
  const { knex, projected } = deps;
  const subCities = createCheckpointCache<number>({ watcher: deps.watcher, maxWeight: KEPT_CITIES });
  const kept = new Map<number, KeptPlace>();
  const placing = cityPlacingPositions(deps.store);
  const lastPlacing = async (cityIds: number[]) =>
    newest(await Promise.all(cityIds.map((id) => placing.lastPlacing(id))));
  const read = async (cityId: number) => {
    const readAt = subCities.version();
    const placeReadAt = projected.known();
    const row = await findCityRow(knex, cityId);
    if (row) subCities.remember(String(cityId), readAt, row.subCities);
    if (row) keep(kept, cityId, { place: row.place, readAt: placeReadAt });
    return row?.place ?? null;
  };

  return {
    async city(cityId) {
      const known = kept.get(cityId);
      const guess = known ? ancestorsOf(known.place) : [];
      const readAt = projected.known();
      const placedAt = lastPlacing([cityId, ...guess]);
      if (known && isCurrent(known, await placedAt)) {
        keep(kept, cityId, known);
        return known.place;
      }
      const place = await projected.readCurrentAfter(
        () => placedAt,
        () => read(cityId),
      );
      const unchecked = place ? ancestorsOf(place).filter((id) => !guess.includes(id)) : [];
      if (unchecked.length === 0) return place;
      const moved = await projected.awaitPosition(await lastPlacing(unchecked), readAt);
      return moved === 'waited' ? read(cityId) : place;
    },
    async subCityCount(cityId) {
      const count = subCities.get(String(cityId));
      if (count !== undefined) return count;
      return (await findCityRow(knex, cityId))?.subCities ?? 0;
    },
  };
}

/** Whether no event placing the city or its ancestors came after the read models the place was read from. */
function isCurrent(known: KeptPlace, placedAt: bigint | null): boolean {
  return placedAt !== null && known.readAt !== null && placedAt <= known.readAt;
}

function ancestorsOf(place: CityPlace): number[] {
  return place.cityPath?.filter((id) => id !== place.cityId) ?? [];
}

function newest(positions: (bigint | null)[]): bigint | null {
  return positions.reduce<bigint | null>(
    (max, position) => (position !== null && (max === null || position > max) ? position : max),
    null,
  );
}

function keep(kept: Map<number, KeptPlace>, cityId: number, place: KeptPlace) {
  // Re-inserted, so the map's order is the order of last use.
  kept.delete(cityId);
  kept.set(cityId, place);
  if (kept.size > KEPT_CITIES) kept.delete(kept.keys().next().value!);
}

/** The city as the permission policy places it, and how many cities name it as their parent. */
async function findCityRow(
  knex: Knex,
  cityId: number,
): Promise<{ place: CityPlace; subCities: number } | null> {
  const { column } = citiesTable;
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from(`${citiesTable.name} as c`)
    .select({ zoneId: `c.${column.zoneId}`, path: `c.${column.path}`, name: `c.${column.name}` })
    .select(
      knex.raw('(SELECT count(*) FROM ??.?? s WHERE s.?? = c.??)::int AS sub_cities', [
        READ_SCHEMA,
        citiesTable.name,
        column.parentCityId,
        column.id,
      ]),
    )
    .where(`c.${column.id}`, cityId)
    .first();
  if (!row) return null;
  return {
    place: { kind: 'city', cityId, zoneId: row.zoneId, cityPath: row.path, name: row.name },
    subCities: row.sub_cities,
  };
}
