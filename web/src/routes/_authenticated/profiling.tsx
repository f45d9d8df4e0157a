import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AddCityForm } from '../../features/cities/components/add-city-form';
import { ProfilingPage } from '../../features/profiling/components/profiling-page';
import { PROFILING_TABS } from '../../features/profiling/profiling-tabs';
import { AddZoneForm } from '../../features/zones/components/add-zone-form';

const profilingSearchSchema = z.object({ tab: z.enum(PROFILING_TABS).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/profiling')({
  validateSearch: (search) => profilingSearchSchema.parse(search),
  component: ProfilingRoute,
});

function ProfilingRoute() {
  const { tab = 'cities' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfilingPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      addNewDataForms={{ addZone: <AddZoneForm />, addCity: <AddCityForm /> }}
    />
  );
}
