import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { CityCard } from '../../../components/cards/city-card';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClassNames } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SearchBox } from '../../../components/ui/search-box';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { citiesByPerformanceQueryOptions } from '../api/get-cities-by-performance';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useDashboardAccess } from '../dashboard-access';

type AllCitiesPageProps = { search: string; onSearch: (search: string) => void };

/**
 * `/cities`: every city in the user's scope, best performing first, a page at a time, searchable
 * by English or Urdu name; the View All of the dashboard's city performance list. The count is the
 * dashboard's, of every city in scope.
 */
export function AllCitiesPage({ search, onSearch }: AllCitiesPageProps) {
  const searched = useDebouncedValue(search.trim());
  const citiesQuery = useInfiniteQuery(citiesByPerformanceQueryOptions(searched));
  const { data: stats } = useDashboardStats();
  const { canAddCity } = useDashboardAccess();
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Cities"
        description={stats && `${stats.totalCities} ${stats.totalCities === 1 ? 'city' : 'cities'}`}
        actions={
          canAddCity && (
            <Link to="/data-entry" search={{ tab: 'city' }} className={buttonClassNames()}>
              <Plus className="size-4" />
              Add New City
            </Link>
          )
        }
      />
      <SearchBox value={search} onChange={onSearch} placeholder="Search cities..." className="max-w-md" />
      <ListHeading>City list</ListHeading>
      <PagedBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
        {(cities) =>
          cities.length === 0 ? (
            <EmptyState>
              {searched ? 'No cities found matching your search.' : 'No cities available'}
            </EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {cities.map((city) => (
                <li key={city.id} className="min-w-0">
                  <CityCard city={city} detailed />
                </li>
              ))}
            </ul>
          )
        }
      </PagedBlock>
    </div>
  );
}
