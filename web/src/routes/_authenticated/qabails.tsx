import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { qabailsQueryOptions } from '../../features/qabails/api/get-qabails';
import { QabailsPage } from '../../features/qabails/components/qabails-page';
import { listSearchSchema } from '../../lib/list-search';

/**
 * `?q=` the search as typed; `?id=` the qabail whose details are open. The router reads `?id=5` as
 * the number 5; anything but a whole number above 0 opens nothing.
 */
const qabailsSearchSchema = listSearchSchema.extend({
  id: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/qabails')({
  validateSearch: (search) => qabailsSearchSchema.parse(search),
  loader: ({ context }) => void context.queryClient.prefetchQuery(qabailsQueryOptions()),
  component: QabailsRoute,
});

function QabailsRoute() {
  const { q = '', id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QabailsPage
      search={q}
      onSearch={(search) =>
        void navigate({ search: (current) => ({ ...current, q: search || undefined }), replace: true })
      }
      openId={id}
      onOpen={(qabailId) => void navigate({ search: (current) => ({ ...current, id: qabailId }) })}
    />
  );
}
