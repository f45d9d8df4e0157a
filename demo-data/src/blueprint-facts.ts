import type { CityPlace, OrganisationFacts, ZonePlace } from '@seerat/command-api';
import type { Blueprint, PlannedCity, PlannedZone } from './blueprint';

/**
 * The facts the command rules read, answered from the generator's own plan instead of the read
 * models (no projector runs while the history is written): the zones and cities created so far,
 * the catalogue entries added so far. The generator tells it each time a city's place changes.
 */
export interface BlueprintFacts extends OrganisationFacts {
  /** A city was created or re-parented: its place in the tree is what its state now says. */
  placed(city: PlannedCity): void;
  /** Catalogue entries that exist (or are being added ahead of the command naming them). */
  catalogue: { modelIds: Set<number>; bookIds: Set<number> };
}

export function blueprintFacts(blueprint: Blueprint, defaultBookIds: number[]): BlueprintFacts {
  const cities = new Map<number, PlannedCity>();
  const subCities = new Map<number, Set<number>>();
  const catalogue = { modelIds: new Set<number>(), bookIds: new Set(defaultBookIds) };
  const zoneById = (zoneId: number): PlannedZone | undefined =>
    blueprint.zones.find((zone) => zone.id === zoneId);
  const placeOf = (cityId: number): CityPlace | null => {
    const fields = cities.get(cityId)?.state?.fields;
    if (!fields) return null;
    const parent = fields.parentCityId === null ? null : placeOf(fields.parentCityId);
    const cityPath = [cityId, ...(parent?.cityPath ?? [])];
    return { kind: 'city', cityId, zoneId: fields.zoneId, cityPath, name: fields.name };
  };

  return {
    catalogue,
    placed(city) {
      const cityId = city.id!;
      cities.set(cityId, city);
      for (const below of subCities.values()) below.delete(cityId);
      const parentId = city.state?.fields?.parentCityId ?? null;
      if (parentId !== null) subCities.set(parentId, (subCities.get(parentId) ?? new Set()).add(cityId));
    },
    async zone(zoneId): Promise<ZonePlace | null> {
      return zoneById(zoneId)?.state ? { kind: 'zone', zoneId } : null;
    },
    async city(cityId) {
      return placeOf(cityId);
    },
    async subCityCount(cityId) {
      return subCities.get(cityId)?.size ?? 0;
    },
    async missingCatalogueEntries(selection) {
      return {
        seeratModels: selection.seeratModels.filter((id) => !catalogue.modelIds.has(id)),
        libraryBooks: selection.libraryBooks.filter((id) => !catalogue.bookIds.has(id)),
      };
    },
    async customRoles() {
      // The demo organisation uses the system roles only.
      return new Map();
    },
    async user(userId) {
      const user = blueprint.users.find((planned) => planned.id === userId);
      if (!user) return null;
      return { isActive: true, assignedZoneId: user.zone?.id ?? null, assignedCityId: user.city?.id ?? null };
    },
    async masoolProfile() {
      // The demo's team profiles name no masool profile, so no rule asks.
      return null;
    },
    async otherReviewerExists(userId) {
      return blueprint.users.some(
        (user) => user.role === 'admin' && user.id !== undefined && user.id !== userId,
      );
    },
  };
}
