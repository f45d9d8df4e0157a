import type { Zone } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AccessRestricted } from '../../../components/notices/access-restricted';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { brokenRules, serverMessageOr } from '../../../lib/api-client';
import { useZones } from '../../../lib/queries/get-zones';
import { useCreateCity } from '../api/create-city';
import { useCityCreationAccess } from '../city-access';
import { CityForm } from './city-form';

/**
 * Creates a city with the same form that edits one. The zone list holds only the zones the user
 * may add cities to: every zone for an administrator, their own for a zone masool (chosen already).
 */
export function AddCityForm() {
  const access = useCityCreationAccess();
  const zonesQuery = useZones({ enabled: access.canAdd });
  if (!access.canAdd) return <AccessRestricted />;
  return (
    <QueryBlock query={zonesQuery} errorTitle="Failed to fetch zones" loadingLabel="Loading zones">
      {(zones) => {
        const allowed = zones.filter((zone) => access.canAddIn(zone.id));
        if (allowed.length > 0) return <NewCityForm zones={allowed} />;
        return (
          <EmptyState>
            No zones available
            {access.canCreateZone && (
              <Link
                to="/data-entry"
                search={{ tab: 'zone' }}
                className="mt-1 block font-medium text-brand-700 hover:underline"
              >
                Add a zone first: every city belongs to one
              </Link>
            )}
          </EmptyState>
        );
      }}
    </QueryBlock>
  );
}

function NewCityForm({ zones }: { zones: Zone[] }) {
  // A new key mounts an empty form after each city is created.
  const [formKey, setFormKey] = useState(0);
  const createCity = useCreateCity();
  const { toast } = useToast();
  return (
    <CityForm
      key={formKey}
      start={{ zoneId: zones.length === 1 ? zones[0]!.id : null }}
      zones={zones}
      submitLabel="Create City"
      pendingLabel="Creating..."
      pending={createCity.isPending}
      failure={createCity.error}
      onSubmit={(request) =>
        createCity.mutate(request, {
          onSuccess: () => {
            toast({ title: 'City created successfully' });
            setFormKey((key) => key + 1);
          },
          onError: (error) =>
            toast({
              title: serverMessageOr(error, 'Failed to create city'),
              description: brokenRules(error),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
