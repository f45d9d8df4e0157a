import { createFileRoute } from '@tanstack/react-router';
import { AsOfAddressProvider } from '../../components/history/as-of-address';
import { qabailsQueryOptions } from '../../features/qabails/api/get-qabails';
import { QabailsPage } from '../../features/qabails/components/qabails-page';
import { listSearchSchema } from '../../lib/list-search';
import { asOfSearch, searchId } from '../../lib/route-search';

/**
 * `?q=` the search as typed; `?id=` the qabail whose details are open. The router reads `?id=5` as
 * the number 5; anything but a whole number above 0 opens nothing. `?asOf=<ISO instant>` shows the
 * open qabail as it stood then.
 */
const qabailsSearchSchema = listSearchSchema.extend({
  id: searchId,
  asOf: asOfSearch,
});

export const Route = createFileRoute('/_authenticated/qabails')({
  validateSearch: (search) => qabailsSearchSchema.parse(search),
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(qabailsQueryOptions()),
  component: QabailsRoute,
});

function QabailsRoute() {
  const { q = '', id, asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onAsOf = (at: string | undefined) =>
    void navigate({ search: (current) => ({ ...current, asOf: at }) });
  return (
    <AsOfAddressProvider value={{ asOf, onAsOf }}>
      <QabailsPage
        search={q}
        onSearch={(search) =>
          void navigate({ search: (current) => ({ ...current, q: search || undefined }), replace: true })
        }
        openId={id}
        // A moment belongs to the qabail it was chosen on: opening another, or none, leaves it.
        onOpen={(qabailId) =>
          void navigate({ search: (current) => ({ ...current, id: qabailId, asOf: undefined }) })
        }
      />
    </AsOfAddressProvider>
  );
}
