import { PageHeader } from '../../../components/layout/page-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { SearchBox } from '../../../components/ui/search-box';
import { useDangerZoneCities } from '../../../lib/queries/get-danger-zone-cities';
import { matchesSearch } from '../../../lib/text-search';
import { DangerZoneCityRow } from './danger-zone-city-row';

type DangerZonePageProps = { search: string; onSearch: (search: string) => void };

/**
 * `/danger-zone`: every danger-zone city in the user's scope, searchable by city or zone name;
 * the View All of the dashboard's danger-zone list.
 */
export function DangerZonePage({ search, onSearch }: DangerZonePageProps) {
  const citiesQuery = useDangerZoneCities();
  const count = citiesQuery.data?.length;
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Danger Zone Cities"
        description={
          count === undefined
            ? 'Cities with no meetings in the last 2 weeks'
            : `${count} ${count === 1 ? 'city' : 'cities'} with no meetings in the last 2 weeks`
        }
      />
      <SearchBox value={search} onChange={onSearch} placeholder="Search cities..." className="max-w-md" />
      <QueryBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
        {(cities) => {
          if (cities.length === 0) return <EmptyState>Every city has met in the last 2 weeks</EmptyState>;
          const shown = cities.filter((city) => matchesSearch(search, city.cityName, city.zoneName));
          if (shown.length === 0) return <EmptyState>No cities found matching your search.</EmptyState>;
          return (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((city) => (
                <li key={city.cityId} className="min-w-0">
                  <DangerZoneCityRow city={city} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBlock>
    </div>
  );
}
