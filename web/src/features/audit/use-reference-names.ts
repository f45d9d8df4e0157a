import { useMemo } from 'react';
import { useCitiesByIds } from '../../lib/queries/get-cities';
import { useMasoolProfileLookup } from '../../lib/queries/get-masool-profiles';
import { useZones } from '../../lib/queries/get-zones';
import { namedReference, referenceKind } from './reference-names';

/**
 * Shows the recorded ids of `references` (a team profile's `cityId` and its value) by name, from
 * the cities, zones and masool profiles the caller may see, and a role's permission codes by their
 * labels; the zones are asked for only when one of the fields points at them, and the cities and
 * masool profiles only by the ids recorded (their lists are too long to read whole).
 */
export function useReferenceNames(
  references: ReadonlyArray<readonly [field: string | null, value: unknown]>,
): (field: string, value: string) => string {
  const kinds = new Set(references.map(([field]) => (field === null ? null : referenceKind(field))));
  const cities = useCitiesByIds(recordedIds(references, 'city'));
  const zones = useZones({ enabled: kinds.has('zone') });
  const masools = useMasoolProfileLookup({ ids: recordedIds(references, 'masool') });
  const masoolUsers = useMasoolProfileLookup({ userIds: recordedIds(references, 'masoolUser') });
  const names = useMemo(
    () => ({
      city: new Map((cities.data ?? []).map((city) => [city.id, city.name])),
      zone: new Map((zones.data ?? []).map((zone) => [zone.id, zone.name])),
      masool: new Map((masools.data ?? []).map((profile) => [profile.id, profile.name])),
      masoolUser: new Map(
        (masoolUsers.data ?? []).flatMap((profile) =>
          profile.userId === null ? [] : [[profile.userId, profile.name] as const],
        ),
      ),
    }),
    [cities.data, zones.data, masools.data, masoolUsers.data],
  );
  return (field, value) => namedReference(field, value, names);
}

/** The ids recorded in the fields that point at `kind` (cities, masool profiles, their users). */
function recordedIds(
  references: ReadonlyArray<readonly [field: string | null, value: unknown]>,
  kind: 'city' | 'masool' | 'masoolUser',
): number[] {
  return references.flatMap(([field, value]) =>
    field !== null && referenceKind(field) === kind && /^[1-9]\d{0,9}$/.test(String(value))
      ? [Number(value)]
      : [],
  );
}
