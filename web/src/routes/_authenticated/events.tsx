import { GATHERING_TABS } from '@seerat/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AsOfAddressProvider } from '../../components/history/as-of-address';
import { gatheringTabCountsQueryOptions } from '../../features/gatherings/api/get-gathering-tab-counts';
import { gatheringsQueryOptions } from '../../features/gatherings/api/get-gatherings';
import { EventsPage, type OpenedView } from '../../features/gatherings/components/events-page';
import { listSearchSchema } from '../../lib/list-search';
import { asOfSearch, searchId } from '../../lib/route-search';

const id = searchId;

/**
 * `?tab=` the tab shown (All by default); `?cityId=`/`?zoneId=` the place filter (the zone page
 * links here with its zone); `?view=`, `?edit=` or `?review=` an event open over the list, or
 * `?create=1` the empty form; `?asOf=<ISO instant>` the open event as it stood then; `?q=` the
 * search.
 */
const eventsSearchSchema = z
  .object({
    tab: z.enum(GATHERING_TABS).optional().catch(undefined),
    cityId: id,
    zoneId: id,
    view: id,
    edit: id,
    review: id,
    create: z.literal(1).optional().catch(undefined),
    asOf: asOfSearch,
  })
  .extend(listSearchSchema.shape);
type EventsSearch = z.infer<typeof eventsSearchSchema>;

export const Route = createFileRoute('/_authenticated/events')({
  validateSearch: (search) => eventsSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({
    tab: search.tab ?? 'all',
    cityId: search.cityId,
    zoneId: search.zoneId,
    search: search.q?.trim() || undefined,
  }),
  loader: ({ context, deps }) => {
    const filters = { cityId: deps.cityId, zoneId: deps.zoneId, search: deps.search };
    void context.queryClient.prefetchInfiniteQuery(gatheringsQueryOptions({ ...filters, tab: deps.tab }));
    void context.queryClient.prefetchQuery(gatheringTabCountsQueryOptions(filters));
  },
  component: EventsRoute,
});

function openedOf(search: EventsSearch): OpenedView {
  if (search.create) return { kind: 'create' };
  if (search.review) return { kind: 'review', id: search.review };
  if (search.edit) return { kind: 'edit', id: search.edit };
  if (search.view) return { kind: 'view', id: search.view };
  return null;
}

function EventsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A moment belongs to the event it was chosen on: opening another, or none, leaves it.
  const closed = { view: undefined, edit: undefined, review: undefined, create: undefined, asOf: undefined };
  const onAsOf = (asOf: string | undefined) => void navigate({ search: (current) => ({ ...current, asOf }) });
  return (
    <AsOfAddressProvider value={{ asOf: search.asOf, onAsOf }}>
      <EventsPage
        tab={search.tab ?? 'all'}
        onTab={(tab) =>
          void navigate({ search: (current) => ({ ...current, tab: tab === 'all' ? undefined : tab }) })
        }
        filters={{ cityId: search.cityId, zoneId: search.zoneId }}
        search={search.q ?? ''}
        onSearch={(q) =>
          void navigate({ search: (current) => ({ ...current, q: q || undefined }), replace: true })
        }
        opened={openedOf(search)}
        onOpen={(view) =>
          void navigate({
            search: (current) => ({
              ...current,
              ...closed,
              ...(view === null ? {} : view.kind === 'create' ? { create: 1 } : { [view.kind]: view.id }),
            }),
          })
        }
      />
    </AsOfAddressProvider>
  );
}
