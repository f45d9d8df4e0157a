import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { ListHeading } from '../../../components/layout/list-heading';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { SearchBox } from '../../../components/ui/search-box';
import { useZones } from '../../../lib/queries/get-zones';
import { matchesSearch, noMatchText } from '../../../lib/text-search';
import { ProfileCard } from './profile-card';

/** Every zone in scope, searchable by name; Edit & Manage opens the zone's management in the panel. */
export function ZoneProfilingTab({ onOpen }: { onOpen: (zoneId: number) => void }) {
  const [search, setSearch] = useState('');
  const zonesQuery = useZones();
  return (
    <div className="grid gap-4">
      <SearchBox
        value={search}
        onChange={setSearch}
        placeholder="Search zones by name..."
        className="max-w-md"
      />
      <ListHeading>Zones</ListHeading>
      <QueryBlock query={zonesQuery} errorTitle="Failed to fetch zones" loadingLabel="Loading zones">
        {(zones) => {
          const shown = zones.filter((zone) => matchesSearch(search, zone.name));
          if (shown.length === 0) return <EmptyState>{noMatchText(search, 'zones')}</EmptyState>;
          return (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((zone) => (
                <li key={zone.id} className="min-w-0">
                  <ProfileCard
                    id={zone.id}
                    title={zone.name}
                    facts={[
                      { term: 'Masool', value: zone.masool },
                      { term: 'Cities', value: zone.totalCities },
                      { term: 'Responsible City', value: zone.responsibleCity ?? 'Not assigned' },
                    ]}
                    action={
                      <Button variant="outline" size="sm" className="w-full" onClick={() => onOpen(zone.id)}>
                        <Settings2 className="size-4" />
                        Edit & Manage
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBlock>
    </div>
  );
}
