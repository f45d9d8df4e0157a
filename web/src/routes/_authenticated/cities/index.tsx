import { createFileRoute } from '@tanstack/react-router';
import { AllCitiesPage } from '../../../features/dashboard/components/all-cities-page';
import { listSearchSchema } from '../../../lib/list-search';
import { citiesQueryOptions } from '../../../lib/queries/get-cities';

export const Route = createFileRoute('/_authenticated/cities/')({
  validateSearch: (search) => listSearchSchema.parse(search),
  loader: ({ context }) => void context.queryClient.prefetchQuery(citiesQueryOptions()),
  component: CitiesRoute,
});

function CitiesRoute() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AllCitiesPage
      search={q}
      onSearch={(search) => void navigate({ search: search ? { q: search } : {}, replace: true })}
    />
  );
}
