import { createFileRoute } from '@tanstack/react-router';
import { ZonesListPage } from '../../../features/zones/components/zones-list-page';
import { listSearchSchema } from '../../../lib/list-search';
import { zonesQueryOptions } from '../../../lib/queries/get-zones';

export const Route = createFileRoute('/_authenticated/zones/')({
  validateSearch: (search) => listSearchSchema.parse(search),
  loader: ({ context }) => void context.queryClient.prefetchQuery(zonesQueryOptions()),
  component: ZonesRoute,
});

function ZonesRoute() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ZonesListPage
      search={q}
      onSearch={(search) => void navigate({ search: search ? { q: search } : {}, replace: true })}
    />
  );
}
