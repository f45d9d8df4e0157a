import { createFileRoute } from '@tanstack/react-router';
import { DangerZonePage } from '../../features/danger-zone/components/danger-zone-page';
import { listSearchSchema } from '../../lib/list-search';
import { dangerZoneCitiesQueryOptions } from '../../lib/queries/get-danger-zone-cities';

export const Route = createFileRoute('/_authenticated/danger-zone')({
  validateSearch: (search) => listSearchSchema.parse(search),
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(dangerZoneCitiesQueryOptions()),
  component: DangerZoneRoute,
});

function DangerZoneRoute() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DangerZonePage
      search={q}
      onSearch={(search) => void navigate({ search: search ? { q: search } : {}, replace: true })}
    />
  );
}
