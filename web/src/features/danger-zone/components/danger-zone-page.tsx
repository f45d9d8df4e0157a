import { PageHeader } from '../../../components/layout/page-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SearchBox } from '../../../components/ui/search-box';
import { useDangerZoneCities, useDangerZoneHead } from '../../../lib/queries/get-danger-zone-cities';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DangerZoneCityRow } from './danger-zone-city-row';

type DangerZonePageProps = { search: string; onSearch: (search: string) => void };

/**
 * `/danger-zone`: every danger-zone city in the user's scope, a page at a time, searched by city
 * or zone name on the server; the View All of the dashboard's danger-zone list. The count is of
 * every flagged city, whatever the search (the dashboard's head of the list tells it).
 */
export function DangerZonePage({ search, onSearch }: DangerZonePageProps) {
  const searched = useDebouncedValue(search.trim());
  const citiesQuery = useDangerZoneCities(searched);
  const count = useDangerZoneHead().data?.total;
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
      <PagedBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
        {(cities) => {
          if (cities.length === 0 && searched) {
            return <EmptyState>No cities found matching your search.</EmptyState>;
          }
          if (cities.length === 0) return <EmptyState>Every city has met in the last 2 weeks</EmptyState>;
          return (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {cities.map((city) => (
                <li key={city.cityId} className="min-w-0">
                  <DangerZoneCityRow city={city} />
                </li>
              ))}
            </ul>
          );
        }}
      </PagedBlock>
    </div>
  );
}
