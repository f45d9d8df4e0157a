import { ArrowLeft, Pencil } from 'lucide-react';
import { PageSpinner } from '../../components/notices/page-spinner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedBlock } from '../../components/ui/paged-block';
import { BlockError } from '../../components/ui/query-states';
import { ChangeHistoryPanel } from '../../features/audit/components/change-history-panel';
import { useCity } from '../../features/cities/api/get-city';
import { CityEditView } from '../../features/cities/components/city-edit-view';
import { useZone } from '../../features/zones/api/get-zone';
import { useZoneCities } from '../../features/zones/api/get-zone-cities';
import { UpdateZoneForm } from '../../features/zones/components/update-zone-dialog';

/**
 * What Data Profiling opens in its panel (spec 2.13), composed here from the cities, zones and
 * audit features: a city's Data & History (its edit form and its change history, back to the
 * cities), and a zone's management (its edit form and its cities, each one Edit away from the
 * city's Data & History).
 */

function BackTo({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <Button variant="ghost" className="w-fit" onClick={onBack}>
      <ArrowLeft className="size-4" />
      {label}
    </Button>
  );
}

export function CityDataAndHistory({ cityId, onBack }: { cityId: number; onBack: () => void }) {
  const city = useCity(cityId);
  return (
    <div className="grid gap-4">
      <BackTo label="Back to cities" onBack={onBack} />
      {city.isPending && <PageSpinner />}
      {city.isError && (
        <BlockError title="Failed to fetch city" error={city.error} onRetry={() => city.refetch()} />
      )}
      {city.isSuccess && (
        <>
          <CityEditView city={city.data} onClose={onBack} />
          <ChangeHistoryPanel entity="cities" entityId={cityId} title={`${city.data.name}: Change History`} />
        </>
      )}
    </div>
  );
}

export function ZoneManagement({
  zoneId,
  onBack,
  onEditCity,
}: {
  zoneId: number;
  onBack: () => void;
  onEditCity: (cityId: number) => void;
}) {
  const zone = useZone(zoneId);
  const cities = useZoneCities(zoneId);
  return (
    <div className="grid gap-4">
      <BackTo label="Back to zones" onBack={onBack} />
      {zone.isPending && <PageSpinner />}
      {zone.isError && (
        <BlockError title="Failed to fetch zone" error={zone.error} onRetry={() => zone.refetch()} />
      )}
      {zone.isSuccess && (
        <>
          <Card>
            <CardHeader title={`Edit ${zone.data.name}`} />
            <CardContent>
              <UpdateZoneForm zone={zone.data} onDone={onBack} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={`Cities in ${zone.data.name}`} />
            <CardContent>
              <PagedBlock query={cities} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
                {(list) =>
                  list.length === 0 ? (
                    <EmptyState>No cities in this zone</EmptyState>
                  ) : (
                    <ul className="grid gap-2">
                      {list.map((city) => (
                        <li key={city.id} className="flex items-center justify-between gap-3">
                          <span className="min-w-0 truncate text-sm text-slate-800">{city.name}</span>
                          <Button variant="outline" size="sm" onClick={() => onEditCity(city.id)}>
                            <Pencil className="size-4" />
                            Edit
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )
                }
              </PagedBlock>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
