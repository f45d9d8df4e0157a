import { createFileRoute } from '@tanstack/react-router';
import { citiesByPerformanceQueryOptions } from '../../../features/dashboard/api/get-cities-by-performance';
import { AllCitiesPage } from '../../../features/dashboard/components/all-cities-page';
import { listSearchSchema } from '../../../lib/list-search';

export const Route = createFileRoute('/_authenticated/cities/')({
  validateSearch: (search) => listSearchSchema.parse(search),
  // The first page of the ranking for the search the page opens with: the list is never read
  // whole. Only on entering: the page asks for each search itself once the typing pauses.
  loader: ({ context, location }) => {
    const { q = '' } = listSearchSchema.parse(location.search);
    void context.queryClient.prefetchInfiniteQuery(citiesByPerformanceQueryOptions(q.trim()));
  },
  shouldReload: false,
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
