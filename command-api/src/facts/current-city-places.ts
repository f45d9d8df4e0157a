import type { CityPlace } from '@seerat/access';
import type { EventStore } from '@seerat/eventstore';
import { type CheckpointWatcher, createCheckpointCache } from '@seerat/platform';
import { citiesTable, READ_SCHEMA } from '@seerat/projector/tables';
import type { Knex } from 'knex';
import { cityPlacingPositions } from './city-placing-positions';
import type { ProjectedStreams } from './projected-streams';

/** How many cities' last seen ancestors are kept as the guess of which streams to check. */
const GUESSED_CITIES = 10_000;

export interface CurrentCityPlaces {
  /** Where the city sits once its own stream and its ancestors' are projected (or `null`). */
  city(cityId: number): Promise<CityPlace | null>;
  /** How many cities name this one as their parent. */
  subCityCount(cityId: number): Promise<number>;
}

/**
 * Cities as the rights of a write need them: detaching a city from its parent, or moving an
 * ancestor, changes who may write to it, so the events that placed it and its ancestors must be
 * projected (`cityPlacingPositions`: not the reports and counts after them).
 * The ancestors are only known once the row is read; the ones this process saw last time are
 * checked beside the row instead of after it (one round trip, not two), and only ancestors not
 * among them are checked afterwards. The row's statement also counts the sub-cities, which the
 * city's update asks for next: kept until the read models change, it is not read again.
 */
export function currentCityPlaces(deps: {
  knex: Knex;
  store: EventStore;
  projected: ProjectedStreams;
  watcher: CheckpointWatcher;
}): CurrentCityPlaces {
  const { knex, projected } = deps;
  const subCities = createCheckpointCache<number>({ watcher: deps.watcher, maxWeight: GUESSED_CITIES });
  const guessed = new Map<number, number[]>();
  const placing = cityPlacingPositions(deps.store);
  const lastPlacing = async (cityIds: number[]) =>
    newest(await Promise.all(cityIds.map((id) => placing.lastPlacing(id))));
  const read = async (cityId: number) => {
    const readAt = subCities.version();
    const row = await findCityRow(knex, cityId);
    if (row) subCities.remember(String(cityId), readAt, row.subCities);
    return row?.place ?? null;
  };

  return {
    async city(cityId) {
      const guess = guessed.get(cityId) ?? [];
      const readAt = projected.known();
      const place = await projected.readCurrentAfter(
        () => lastPlacing([cityId, ...guess]),
        () => read(cityId),
      );
      const ancestors = place?.cityPath?.filter((id) => id !== cityId) ?? [];
      rememberGuess(guessed, cityId, ancestors);
      const unchecked = ancestors.filter((id) => !guess.includes(id));
      if (unchecked.length === 0) return place;
      const moved = await projected.awaitPosition(await lastPlacing(unchecked), readAt);
      return moved === 'waited' ? read(cityId) : place;
    },
    async subCityCount(cityId) {
      const kept = subCities.get(String(cityId));
      if (kept !== undefined) return kept;
      return (await findCityRow(knex, cityId))?.subCities ?? 0;
    },
  };
}

function newest(positions: (bigint | null)[]): bigint | null {
  return positions.reduce<bigint | null>(
    (max, position) => (position !== null && (max === null || position > max) ? position : max),
    null,
  );
}

function rememberGuess(guessed: Map<number, number[]>, cityId: number, ancestors: number[]) {
  guessed.delete(cityId);
  guessed.set(cityId, ancestors);
  if (guessed.size > GUESSED_CITIES) guessed.delete(guessed.keys().next().value!);
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
