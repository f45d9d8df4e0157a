import { DASHBOARD_LIST_LIMIT } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowRight, MapPinned } from 'lucide-react';
import { useState } from 'react';
import { ZoneCard } from '../../../components/cards/zone-card';
import { buttonClassNames } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useZones } from '../../../lib/queries/get-zones';
import { matchesSearch } from '../../../lib/text-search';

import { bySize } from '../rankings';
import { PerformanceSection } from './performance-section';

/** Zone Performance: the largest zones first, with their health. */
export function ZonePerformanceList() {
  const [search, setSearch] = useState('');
  const zonesQuery = useZones();
  return (
    <PerformanceSection
      title="Zone Performance"
      icon={<MapPinned className="size-4 text-brand-700" />}
      search={search}
      onSearch={setSearch}
      searchPlaceholder="Search zones..."
      viewAll={
        <Link
          to="/zones"
          search={search.trim() ? { q: search.trim() } : {}}
          className={buttonClassNames({ variant: 'ghost', size: 'sm' })}
        >
          View All
          <ArrowRight className="size-4" />
        </Link>
      }
    >
      <QueryBlock query={zonesQuery} errorTitle="Failed to fetch zones" loadingLabel="Loading zones">
        {(zones) => {
          const shown = zones.filter((zone) => matchesSearch(search, zone.name)).sort(bySize);
          if (shown.length === 0) return <EmptyState>No zones available</EmptyState>;
          return (
            <ul className="grid gap-3 sm:grid-cols-2">
              {shown.slice(0, DASHBOARD_LIST_LIMIT).map((zone) => (
                <li key={zone.id} className="min-w-0">
                  <ZoneCard zone={zone} detailed />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBlock>
    </PerformanceSection>
  );
}
