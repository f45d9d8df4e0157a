import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Building2 } from 'lucide-react';
import { useState } from 'react';
import { CityCard } from '../../../components/cards/city-card';
import { buttonClassNames } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { bestCitiesQueryOptions } from '../api/get-cities-by-performance';
import { PerformanceSection } from './performance-section';

/** City Performance: the cities running most circles first. `wide` when it has the row to itself. */
export function CityPerformanceList({ wide = false }: { wide?: boolean }) {
  const [search, setSearch] = useState('');
  const citiesQuery = useQuery(bestCitiesQueryOptions(useDebouncedValue(search.trim())));
  return (
    <PerformanceSection
      title="City Performance"
      icon={<Building2 className="size-4 text-brand-700" />}
      search={search}
      onSearch={setSearch}
      searchPlaceholder="Search cities..."
      viewAll={
        <Link
          to="/cities"
          search={search.trim() ? { q: search.trim() } : {}}
          className={buttonClassNames({ variant: 'ghost', size: 'sm' })}
        >
          View All
          <ArrowRight className="size-4" />
        </Link>
      }
    >
      <QueryBlock query={citiesQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
        {({ items: shown }) => {
          if (shown.length === 0) return <EmptyState>No cities available</EmptyState>;
          return (
            <ul className={wide ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}>
              {shown.map((city) => (
                <li key={city.id} className="min-w-0">
                  <CityCard city={city} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBlock>
    </PerformanceSection>
  );
}
