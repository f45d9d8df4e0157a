import type { Qabail } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { BlockLoading } from '../../../components/ui/query-states';
import { SearchBox } from '../../../components/ui/search-box';
import { listTotal, loadedItems } from '../../../lib/paged-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { qabailQueryOptions, useQabailCount, useQabails } from '../api/get-qabails';
import { type QabailAccess, useQabailAccess } from '../qabail-access';
import { DeleteQabailDialog } from './delete-qabail-dialog';
import { QabailCard } from './qabail-card';
import { QabailDetailsDialog } from './qabail-details-dialog';
import { QabailFormDialog, type QabailFormTarget } from './qabail-form-dialog';

type QabailsPageProps = {
  search: string;
  onSearch: (search: string) => void;
  /** The qabail whose details are open (`?id=`). */
  openId: number | undefined;
  onOpen: (qabailId: number | undefined) => void;
};

/** "54 qabails", or "4 of 54 qabails" while a search hides some: the count is of what is shown. */
function qabailsCount(shown: number, all: number): string {
  const noun = all === 1 ? 'qabail' : 'qabails';
  return shown === all ? `${all} ${noun}` : `${shown} of ${all} ${noun}`;
}

/**
 * `/qabails`: every qabail in the user's scope as a card grid, a page at a time, searched by
 * qabilah, masool or city name on the server; add, view, edit and delete. The details view follows
 * the address, so it can be linked.
 */
export function QabailsPage({ search, onSearch, openId, onOpen }: QabailsPageProps) {
  const searched = useDebouncedValue(search.trim());
  const qabailsQuery = useQabails(searched);
  const { data: all } = useQabailCount();
  const found = listTotal(qabailsQuery);
  const access = useQabailAccess();
  const [formTarget, setFormTarget] = useState<QabailFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Qabail | null>(null);

  // Edit and Delete from the details view replace it: the form or the confirmation takes its place.
  const edit = (qabail: Qabail) => {
    onOpen(undefined);
    setFormTarget({ mode: 'edit', qabail });
  };
  const remove = (qabail: Qabail) => {
    onOpen(undefined);
    setDeleting(qabail);
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Qabails"
        description={found !== undefined && all !== undefined && qabailsCount(searched ? found : all, all)}
        actions={
          access.canAdd && (
            <Button onClick={() => setFormTarget({ mode: 'add' })} aria-haspopup="dialog">
              <Plus aria-hidden="true" className="size-4" />
              Add Qabail
            </Button>
          )
        }
      />
      <SearchBox
        value={search}
        onChange={onSearch}
        placeholder="Search by qabilah, masool or city..."
        className="max-w-md"
      />
      <ListHeading>Qabail list</ListHeading>
      <PagedBlock query={qabailsQuery} errorTitle="Failed to fetch qabails" loadingLabel="Loading qabails">
        {(qabails) => {
          if (qabails.length === 0 && searched) return <EmptyState>No qabails match your search</EmptyState>;
          if (qabails.length === 0) return <EmptyState>No qabails found</EmptyState>;
          return (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {qabails.map((qabail, index) => (
                <li key={qabail.id} className="min-w-0">
                  <QabailCard
                    qabail={qabail}
                    index={index}
                    onView={() => onOpen(qabail.id)}
                    onEdit={access.canEdit(qabail) ? () => edit(qabail) : undefined}
                    onDelete={access.canDelete(qabail) ? () => setDeleting(qabail) : undefined}
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </PagedBlock>

      {openId !== undefined && qabailsQuery.isSuccess && (
        <OpenedQabail
          qabailId={openId}
          loaded={loadedItems(qabailsQuery.data).find((qabail) => qabail.id === openId)}
          access={access}
          onClose={() => onOpen(undefined)}
          onEdit={edit}
          onDelete={remove}
        />
      )}
      <QabailFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteQabailDialog qabail={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

type OpenedQabailProps = {
  qabailId: number;
  /** The qabail when it is on the pages read so far; else it is asked for by its id. */
  loaded: Qabail | undefined;
  access: QabailAccess;
  onClose: () => void;
  onEdit: (qabail: Qabail) => void;
  onDelete: (qabail: Qabail) => void;
};

/**
 * The details view the address asks for, with Edit and Delete for those who may; "Qabail not found"
 * when no qabail in the caller's scope has that id.
 */
function OpenedQabail({ qabailId, loaded, access, onClose, onEdit, onDelete }: OpenedQabailProps) {
  const asked = useQuery({ ...qabailQueryOptions(qabailId), enabled: loaded === undefined });
  const qabail = loaded ?? asked.data;
  if (!qabail && asked.isPending) {
    return (
      <Dialog open onOpenChange={(next) => next || onClose()} title="Qabail Details" size="lg">
        <BlockLoading label="Loading qabail" />
      </Dialog>
    );
  }
  if (!qabail) {
    return (
      <Dialog open onOpenChange={(next) => next || onClose()} title="Qabail Details" size="lg">
        <EmptyState>Qabail not found</EmptyState>
      </Dialog>
    );
  }
  return (
    <QabailDetailsDialog
      qabail={qabail}
      onClose={onClose}
      actions={
        <>
          {access.canEdit(qabail) && (
            <Button variant="outline" onClick={() => onEdit(qabail)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          )}
          {access.canDelete(qabail) && (
            <Button variant="destructive" onClick={() => onDelete(qabail)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          )}
        </>
      }
    />
  );
}
