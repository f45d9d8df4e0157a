import { GATHERING_TABS, type Gathering, type GatheringListItem, type GatheringTab } from '@seerat/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { BackButton } from '../../../components/layout/back-button';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LookupDialog } from '../../../components/ui/lookup-dialog';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SearchBox } from '../../../components/ui/search-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { GatheringFilters } from '../../../lib/queries/gathering-query-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { CloseAction } from '../api/close-gathering';
import { useGathering } from '../api/get-gathering';
import { useGatheringTabCounts } from '../api/get-gathering-tab-counts';
import { useGatherings } from '../api/get-gatherings';
import { type GatheringAccess, useGatheringAccess } from '../gathering-access';
import { emptyTabText, TAB_LABELS } from '../gathering-display';
import { CloseGatheringDialog } from './close-gathering-dialog';
import { GatheringApprovalDialog } from './gathering-approval-dialog';
import { GatheringCard } from './gathering-card';
import { GatheringDetailDialog } from './gathering-detail-dialog';
import { GatheringFormDialog } from './gathering-form-dialog';

/** What the address opens over the list: an event's details, its form, or its review. */
export type OpenedView = { kind: 'view' | 'edit' | 'review'; id: number } | { kind: 'create' } | null;

type EventsPageProps = {
  tab: GatheringTab;
  onTab: (tab: GatheringTab) => void;
  filters: GatheringFilters;
  /** The search as typed (kept in the address); the list and the counts follow it once typing pauses. */
  search: string;
  onSearch: (search: string) => void;
  opened: OpenedView;
  onOpen: (view: OpenedView) => void;
};

/**
 * `/events`, Event Management: the events in the user's scope by tab, each tab with its count,
 * searched on the server over every page. The tab, the search and whatever is open over the list
 * are in the address (deep links, the back button).
 */
export function EventsPage({ tab, onTab, filters, search, onSearch, opened, onOpen }: EventsPageProps) {
  const searched = { ...filters, search: useDebouncedValue(search.trim()) || undefined };
  const events = useGatherings({ ...searched, tab });
  const counts = useGatheringTabCounts(searched);
  const access = useGatheringAccess();

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <BackButton />
      <PageHeader
        title="Event Management"
        description="Create, submit, review and approve events"
        actions={
          access.canCreate && (
            <Button onClick={() => onOpen({ kind: 'create' })} aria-haspopup="dialog">
              <Plus aria-hidden="true" className="size-4" />
              Create Event
            </Button>
          )
        }
      />
      <SearchBox
        className="max-w-md"
        value={search}
        onChange={onSearch}
        placeholder="Search events by title, purpose, location, organizer or city"
      />
      <Tabs className="min-w-0" value={tab} onValueChange={(next) => onTab(next as GatheringTab)}>
        <TabsList aria-label="Event status">
          {GATHERING_TABS.map((id) => (
            <TabsTrigger key={id} value={id}>
              {TAB_LABELS[id]} ({counts.data?.[id] ?? '–'})
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The list is the selected tab's panel, which the tab says it controls. */}
        <TabsContent value={tab} className="mt-6 grid gap-6">
          <ListHeading>Events</ListHeading>
          <PagedBlock query={events} errorTitle="Failed to fetch events" loadingLabel="Loading events...">
            {(list) => {
              if (list.length === 0) {
                return (
                  <EmptyState>
                    <span className="block font-medium text-slate-700">No events found</span>
                    <span className="block">
                      {tab === 'all' ? 'Create your first event to get started' : emptyTabText(tab)}
                    </span>
                  </EmptyState>
                );
              }
              return (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((event) => (
                    <li key={event.id} className="min-w-0">
                      <GatheringCard
                        event={event}
                        onView={() => onOpen({ kind: 'view', id: event.id })}
                        onEdit={
                          editable(event, access) ? () => onOpen({ kind: 'edit', id: event.id }) : undefined
                        }
                        onReview={
                          reviewable(event, access)
                            ? () => onOpen({ kind: 'review', id: event.id })
                            : undefined
                        }
                      />
                    </li>
                  ))}
                </ul>
              );
            }}
          </PagedBlock>
        </TabsContent>
      </Tabs>
      {opened?.kind === 'create' && <GatheringFormDialog event={null} onClose={() => onOpen(null)} />}
      {opened && opened.kind !== 'create' && (
        <OpenedGathering view={opened} access={access} onOpen={onOpen} />
      )}
    </div>
  );
}

function editable(event: GatheringListItem, access: GatheringAccess): boolean {
  return access.canWrite(event) && event.status !== 'pending_approval' && event.status !== 'cancelled';
}

/** Cancel: events write on its city, not already cancelled, not an approved event that has ended. */
function cancellable(event: Gathering, access: GatheringAccess): boolean {
  return access.canWrite(event) && event.status !== 'cancelled' && event.status !== 'completed';
}

/** Reopen an approved event back to draft: reviewers (administrators) only. */
function reopenable(event: Gathering, access: GatheringAccess): boolean {
  return access.canReview && event.status !== 'cancelled' && event.approvalStatus === 'approved';
}

/** Review only while approval is pending and the viewer may review (spec sections 2.1 and 6). */
function reviewable(event: GatheringListItem, access: GatheringAccess): boolean {
  return access.canReview && event.approvalStatus === 'pending';
}

type OpenedGatheringProps = {
  view: { kind: 'view' | 'edit' | 'review'; id: number };
  access: GatheringAccess;
  onOpen: (view: OpenedView) => void;
};

/** The event the address names, read on its own so a link to it works from any tab. */
function OpenedGathering({ view, access, onOpen }: OpenedGatheringProps) {
  const query = useGathering(view.id);
  const [closing, setClosing] = useState<CloseAction | null>(null);
  const close = () => onOpen(null);
  if (query.isPending || query.isError) {
    return (
      <LookupDialog
        title="Event Details"
        query={query}
        loadingLabel="Loading events..."
        errorTitle="Failed to fetch events"
        onClose={close}
      />
    );
  }
  const event = query.data;
  switch (view.kind) {
    case 'edit':
      return <GatheringFormDialog event={event} onClose={close} />;
    // Decided by who may review, not by the status: the review itself changes the status, and the
    // screen must stay until its answer arrives. The server refuses a review of anything not pending.
    case 'review':
      return access.canReview ? (
        <GatheringApprovalDialog event={event} onClose={close} />
      ) : (
        <GatheringDetailDialog event={event} onClose={close} onEdit={undefined} onReview={undefined} />
      );
    case 'view':
      if (closing) {
        return (
          <CloseGatheringDialog
            event={event}
            action={closing}
            onBack={() => setClosing(null)}
            onDone={close}
          />
        );
      }
      return (
        <GatheringDetailDialog
          event={event}
          onClose={close}
          onEdit={editable(event, access) ? () => onOpen({ kind: 'edit', id: event.id }) : undefined}
          onReview={reviewable(event, access) ? () => onOpen({ kind: 'review', id: event.id }) : undefined}
          onCloseAction={{
            cancel: cancellable(event, access) ? () => setClosing('cancel') : undefined,
            reopen: reopenable(event, access) ? () => setClosing('reopen') : undefined,
          }}
        />
      );
  }
}
