import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { ZoneCard } from '../../../components/cards/zone-card';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClassNames } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { SearchBox } from '../../../components/ui/search-box';
import { useZones } from '../../../lib/queries/get-zones';
import { matchesSearch } from '../../../lib/text-search';
import { useMayCreateZone } from '../zone-access';

type ZonesListPageProps = { search: string; onSearch: (search: string) => void };

/** `/zones`: every zone in the user's scope, searchable by name; the dashboard's View All. */
export function ZonesListPage({ search, onSearch }: ZonesListPageProps) {
  const zonesQuery = useZones();
  const mayCreateZone = useMayCreateZone();
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Zones"
        description={
          zonesQuery.data && `${zonesQuery.data.length} ${zonesQuery.data.length === 1 ? 'zone' : 'zones'}`
        }
        actions={
          mayCreateZone && (
            <Link to="/data-entry" search={{ tab: 'zone' }} className={buttonClassNames()}>
              <Plus className="size-4" />
              Add New Zone
            </Link>
          )
        }
      />
      <SearchBox value={search} onChange={onSearch} placeholder="Search zones..." className="max-w-md" />
      <ListHeading>Zone list</ListHeading>
      <QueryBlock query={zonesQuery} errorTitle="Failed to fetch zones" loadingLabel="Loading zones">
        {(zones) => {
          const shown = zones.filter((zone) => matchesSearch(search, zone.name));
          if (zones.length === 0) return <EmptyState>No zones available</EmptyState>;
          if (shown.length === 0) return <EmptyState>No zones found matching your search</EmptyState>;
          return (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((zone) => (
                <li key={zone.id} className="min-w-0">
                  <ZoneCard zone={zone} detailed />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBlock>
    </div>
  );
}
