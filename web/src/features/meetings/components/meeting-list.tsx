import type { Meeting } from '@seerat/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LookupDialog } from '../../../components/ui/lookup-dialog';
import { PagedBlock } from '../../../components/ui/paged-block';
import { type OpenedItem, useOpenedItem } from '../../../lib/opened-item';
import { loadedItems, type PagedQuery } from '../../../lib/paged-query';
import { meetingQueryOptions } from '../api/get-meeting';
import { useMeetingAccess } from '../meeting-access';
import { ActionItemFormDialog, type ActionItemTarget } from './action-item-form-dialog';
import { MeetingCard } from './meeting-card';
import { MeetingDetailsDialog } from './meeting-details-dialog';
import { MeetingFormDialog, type MeetingFormTarget } from './meeting-form-dialog';

type MeetingListProps = {
  query: PagedQuery<Meeting>;
  emptyText: string;
  /** The meeting open, where the route keeps it; otherwise the list keeps its own. */
  opened?: OpenedItem;
};

/** Meeting cards in a grid, each with its view dialog and, for those who may, its edit form. */
export function MeetingList({ query, emptyText, opened }: MeetingListProps) {
  const [ownViewed, setOwnViewed] = useState<Meeting | null>(null);
  const addressed = useOpenedItem(opened?.id, query.data && loadedItems(query.data), meetingQueryOptions);
  const viewed = opened ? addressed.item : ownViewed;
  const setViewed = (meeting: Meeting | null) =>
    opened ? opened.onOpen(meeting?.id) : setOwnViewed(meeting);
  const [form, setForm] = useState<MeetingFormTarget | null>(null);
  const [editedItem, setEditedItem] = useState<ActionItemTarget | null>(null);
  const access = useMeetingAccess();
  return (
    <>
      <PagedBlock query={query} errorTitle="Failed to fetch meetings" loadingLabel="Loading meetings">
        {(meetings) =>
          meetings.length === 0 ? (
            <EmptyState>{emptyText}</EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {meetings.map((meeting) => {
                const mayWrite = access.canWrite(meeting);
                return (
                  <li key={meeting.id} className="min-w-0">
                    <MeetingCard
                      meeting={meeting}
                      onView={() => setViewed(meeting)}
                      onEdit={mayWrite ? () => setForm({ mode: 'edit', meeting }) : undefined}
                      onEditItem={
                        mayWrite ? (item) => setEditedItem({ meetingId: meeting.id, item }) : undefined
                      }
                    />
                  </li>
                );
              })}
            </ul>
          )
        }
      </PagedBlock>
      <MeetingDetailsDialog meeting={viewed} onClose={() => setViewed(null)} />
      {addressed.lookup && (
        <LookupDialog
          title="Meeting Details"
          query={addressed.lookup}
          loadingLabel="Loading meetings"
          errorTitle="Failed to fetch meetings"
          onClose={() => setViewed(null)}
        />
      )}
      <MeetingFormDialog target={form} onClose={() => setForm(null)} />
      <ActionItemFormDialog target={editedItem} onClose={() => setEditedItem(null)} />
    </>
  );
}
