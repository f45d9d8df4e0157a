import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DataEntryPage } from '../../features/data-entry/components/data-entry-page';
import { DATA_ENTRY_TABS } from '../../features/data-entry/data-entry-tabs';

const dataEntrySearchSchema = z.object({ tab: z.enum(DATA_ENTRY_TABS).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/data-entry')({
  validateSearch: (search) => dataEntrySearchSchema.parse(search),
  component: DataEntryRoute,
});

function DataEntryRoute() {
  const { tab = 'city' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DataEntryPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
