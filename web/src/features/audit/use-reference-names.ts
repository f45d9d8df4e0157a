import { useMemo } from 'react';
import { useCitiesByIds } from '../../lib/queries/get-cities';
import { useMasoolProfiles } from '../../lib/queries/get-masool-profiles';
import { useZones } from '../../lib/queries/get-zones';
import { namedReference, referenceKind } from './reference-names';

/**
 * Shows the recorded ids of `references` (a team profile's `cityId` and its value) by name, from
 * the cities, zones and masool profiles the caller may see, and a role's permission codes by their
 * labels; the lists are asked for only when one of the fields points at them, and the cities only
 * by the ids recorded (their list is too long to read whole).
 */
export function useReferenceNames(
  references: ReadonlyArray<readonly [field: string | null, value: unknown]>,
): (field: string, value: string) => string {
  const kinds = new Set(references.map(([field]) => (field === null ? null : referenceKind(field))));
  const cities = useCitiesByIds(recordedCityIds(references));
  const zones = useZones({ enabled: kinds.has('zone') });
  const masools = useMasoolProfiles({ enabled: kinds.has('masool') || kinds.has('masoolUser') });
  const names = useMemo(
    () => ({
      city: new Map((cities.data ?? []).map((city) => [city.id, city.name])),
      zone: new Map((zones.data ?? []).map((zone) => [zone.id, zone.name])),
      masool: new Map((masools.data ?? []).map((profile) => [profile.id, profile.name])),
      masoolUser: new Map(
        (masools.data ?? []).flatMap((profile) =>
          profile.userId === null ? [] : [[profile.userId, profile.name]],
        ),
      ),
    }),
    [cities.data, zones.data, masools.data],
  );
  return (field, value) => namedReference(field, value, names);
}

/** The ids recorded in the fields that point at cities. */
function recordedCityIds(
  references: ReadonlyArray<readonly [field: string | null, value: unknown]>,
): number[] {
  return references.flatMap(([field, value]) =>
    field !== null && referenceKind(field) === 'city' && /^\d{1,10}$/.test(String(value))
      ? [Number(value)]
      : [],
  );
}
