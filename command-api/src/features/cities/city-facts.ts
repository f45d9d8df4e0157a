import { authorize, type CitySelection, ruleBrokenAt } from '@seerat/contracts';
import type { ParentCity } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { OrganisationFacts } from '../../facts/organisation-facts';
import { seesPlace } from '../../facts/referenced-places';

/**
 * The city a command names as parent, as the facts place it; `null` when none or not found, and
 * when `namedBy` (the caller naming it in this command) cannot see it: the rules then refuse it
 * alike (400 at `parentCityId`), so that a parent in another zone tells no outsider it exists.
 * The parent a city already has is looked up with `namedBy` null: its masool may not see it.
 */
export async function findParentCity(
  facts: OrganisationFacts,
  parentCityId: number | null,
  namedBy: Actor | null,
): Promise<ParentCity | null> {
  if (parentCityId === null) return null;
  const place = await facts.city(parentCityId);
  if (!place || (namedBy && !seesPlace(namedBy.principal, 'cities', place))) return null;
  return { cityId: place.cityId, zoneId: place.zoneId, path: place.cityPath };
}

/**
 * Naming a parent city needs cities-write on that city too: attaching a city below another hands
 * its masool the city, a grant nobody may make for a city they do not hold. A parent in another
 * zone is left to the rules, which refuse it (400) whoever asks.
 */
export function authorizeParent(actor: Actor, parent: ParentCity | null, zoneId: number): void {
  if (!parent || parent.zoneId !== zoneId) return;
  authorize(actor.principal, 'cities_write', { kind: 'city', zoneId: parent.zoneId, cityPath: parent.path });
}

/** Every newly selected Seerat model and library book must be in the catalogue. */
export async function assertCatalogueEntriesExist(
  facts: OrganisationFacts,
  selections: { seeratModels: CitySelection[]; libraryBooks: CitySelection[] },
): Promise<void> {
  const missing = await facts.missingCatalogueEntries({
    seeratModels: selections.seeratModels.map((entry) => entry.id),
    libraryBooks: selections.libraryBooks.map((entry) => entry.id),
  });
  if (missing.seeratModels.length > 0) {
    throw ruleBrokenAt('seeratModels', `Unknown Seerat model: ${missing.seeratModels.join(', ')}`);
  }
  if (missing.libraryBooks.length > 0) {
    throw ruleBrokenAt('libraryBooks', `Unknown library book: ${missing.libraryBooks.join(', ')}`);
  }
}

/** The entries of a new selection that the city did not have yet: only those need checking. */
export function newlySelected(
  requested: CitySelection[] | undefined,
  current: CitySelection[],
): CitySelection[] {
  const known = new Set(current.map((entry) => entry.id));
  return (requested ?? []).filter((entry) => !known.has(entry.id));
}
