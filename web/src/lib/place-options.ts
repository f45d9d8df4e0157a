import type { City, Zone } from '@seerat/contracts';

type Option = { value: string; label: string };

/** Cities or zones as a select's choices, by id and name. */
export function placeOptions(places: ReadonlyArray<Pick<City | Zone, 'id' | 'name'>>): Option[] {
  return places.map((place) => ({ value: String(place.id), label: place.name }));
}

/** The zone of the chosen city as the form holds ids (`''` when none is chosen): choosing a city sets its zone. */
export function zoneIdOfCity(cities: ReadonlyArray<Pick<City, 'id' | 'zoneId'>>, cityId: string): string {
  const city = cities.find((choice) => String(choice.id) === cityId);
  return city ? String(city.zoneId) : '';
}

/** A chosen id as a number, or `null` for the empty choice. */
export function idOrNull(choice: string): number | null {
  return choice === '' ? null : Number(choice);
}
