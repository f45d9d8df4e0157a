import type { City, ListedMasoolProfile, Zone } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { loadedItems } from '../../../lib/paged-query';
import { usePagedCities } from '../../../lib/queries/get-cities';
import { useMasoolProfileLookup } from '../../../lib/queries/get-masool-profiles';
import { cityMasoolProfile, hasMasool } from '../city-masool-match';

type Masool = { key: string; role: string; name: string; profile: ListedMasoolProfile | null };

/**
 * The zone page's masools (spec 000: it navigates to `/masool-profile/{userId}` for zone and city
 * masools): the zone's masool, then each city's, each a link to the profile that matches it where
 * that profile has a user; a masool without one is named only. The cities come a page at a time,
 * by name: a zone can hold hundreds.
 */
export function ZoneMasoolsCard({ zone }: { zone: Zone }) {
  const citiesQuery = usePagedCities({ zoneId: zone.id });
  const cities = citiesQuery.data ? loadedItems(citiesQuery.data) : [];
  // The zone's own profiles, and those that may be the loaded cities' masools.
  const ofZone = useMasoolProfileLookup({ zoneId: zone.id, profileType: 'zone' });
  const ofCities = useMasoolProfileLookup({ matchingCities: cities.map((city) => city.id) });
  const profiles = [...(ofZone.data ?? []), ...(ofCities.data ?? [])];
  return (
    <Card>
      <CardHeader title="Masools" icon={<UserRound aria-hidden="true" className="size-4 text-brand-700" />} />
      <CardContent>
        <PagedBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading masools">
          {(loaded) => <MasoolList masools={zoneMasools(zone, loaded, profiles)} />}
        </PagedBlock>
      </CardContent>
    </Card>
  );
}

function MasoolList({ masools }: { masools: Masool[] }) {
  if (masools.length === 0) return <EmptyState>No masools assigned</EmptyState>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
      {masools.map((masool) => (
        <li key={masool.key} className="min-w-0 rounded-lg border border-slate-100 px-3 py-2 text-sm">
          <span className="block text-xs text-slate-500">{masool.role}</span>
          {masool.profile?.userId ? (
            <Link
              to="/masool-profile/$userId"
              params={{ userId: masool.profile.userId }}
              className="inline-flex min-h-6 items-center font-medium break-words text-brand-700 hover:underline"
            >
              {masool.name}
            </Link>
          ) : (
            <span className="font-medium break-words text-slate-900">{masool.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function zoneMasools(zone: Zone, cities: City[], profiles: ListedMasoolProfile[]): Masool[] {
  const zoneMasool = zone.masool.trim();
  const ofZone: Masool[] =
    zoneMasool === ''
      ? []
      : [
          {
            key: 'zone',
            role: 'Zone Masool',
            name: zoneMasool,
            profile:
              profiles.find(
                (profile) =>
                  profile.profileType === 'zone' &&
                  profile.zoneId === zone.id &&
                  profile.name.trim().toLowerCase() === zoneMasool.toLowerCase(),
              ) ??
              profiles.find((profile) => profile.profileType === 'zone' && profile.zoneId === zone.id) ??
              null,
          },
        ];
  const ofCities = cities.filter(hasMasool).map((city) => ({
    key: `city-${city.id}`,
    role: `City Masool, ${city.name}`,
    name: city.masoolName,
    profile: cityMasoolProfile(city, profiles),
  }));
  return [...ofZone, ...ofCities];
}
