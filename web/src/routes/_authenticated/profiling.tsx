import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { AddCityForm } from '../../features/cities/components/add-city-form';
import { ProfilingPage } from '../../features/profiling/components/profiling-page';
import { PROFILING_TABS } from '../../features/profiling/profiling-tabs';
import { AddZoneForm } from '../../features/zones/components/add-zone-form';
import { searchId } from '../../lib/route-search';
import { CityDataAndHistory, ZoneManagement } from './-profiling-panels';

const openedId = searchId;

/** `?tab=cities&city=12` is a city's Data & History, `?tab=zones&zone=3` a zone's management. */
const profilingSearchSchema = z.object({
  tab: z.enum(PROFILING_TABS).optional().catch(undefined),
  city: openedId,
  zone: openedId,
});

export const Route = createFileRoute('/_authenticated/profiling')({
  validateSearch: (search) => profilingSearchSchema.parse(search),
  component: ProfilingRoute,
});

function ProfilingRoute() {
  const { tab = 'cities', city, zone } = Route.useSearch();
  const navigate = Route.useNavigate();
  const openCity = (cityId: number) => void navigate({ search: { tab: 'cities', city: cityId } });
  const openZone = (zoneId: number) => void navigate({ search: { tab: 'zones', zone: zoneId } });
  const backTo = (list: 'cities' | 'zones') => void navigate({ search: { tab: list } });
  let opened: ReactNode = null;
  if (tab === 'cities' && city !== undefined) {
    opened = <CityDataAndHistory key={city} cityId={city} onBack={() => backTo('cities')} />;
  } else if (tab === 'zones' && zone !== undefined) {
    opened = <ZoneManagement key={zone} zoneId={zone} onBack={() => backTo('zones')} onEditCity={openCity} />;
  }
  return (
    <ProfilingPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      addNewDataForms={{ addZone: <AddZoneForm />, addCity: <AddCityForm /> }}
      onOpenCity={openCity}
      onOpenZone={openZone}
      opened={opened}
    />
  );
}
