import type { Qabail } from '@seerat/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { SearchBox } from '../../../components/ui/search-box';
import { matchesSearch } from '../../../lib/text-search';
import { useQabails } from '../api/get-qabails';
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
 * `/qabails`: every qabail in the user's scope as a card grid, searchable by qabilah, masool or
 * city name; add, view, edit and delete. The details view follows the address, so it can be linked.
 */
export function QabailsPage({ search, onSearch, openId, onOpen }: QabailsPageProps) {
  const qabailsQuery = useQabails();
  const access = useQabailAccess();
  const [formTarget, setFormTarget] = useState<QabailFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Qabail | null>(null);
  const shown = qabailsQuery.data?.filter((qabail) =>
    matchesSearch(search, qabail.qabilahName, qabail.masoolName, qabail.cityName),
  );

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
        description={shown && qabailsCount(shown.length, qabailsQuery.data?.length ?? 0)}
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
      <QueryBlock query={qabailsQuery} errorTitle="Failed to fetch qabails" loadingLabel="Loading qabails">
        {(qabails) => {
          if (qabails.length === 0 || !shown) return <EmptyState>No qabails found</EmptyState>;
          if (shown.length === 0) return <EmptyState>No qabails match your search</EmptyState>;
          return (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((qabail, index) => (
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
      </QueryBlock>

      {openId !== undefined && qabailsQuery.isSuccess && (
        <OpenedQabail
          qabail={qabailsQuery.data.find((qabail) => qabail.id === openId) ?? null}
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
  /** `null` when the address names a qabail that is not in the list. */
  qabail: Qabail | null;
  access: QabailAccess;
  onClose: () => void;
  onEdit: (qabail: Qabail) => void;
  onDelete: (qabail: Qabail) => void;
};

/** The details view the address asks for, with Edit and Delete for those who may. */
function OpenedQabail({ qabail, access, onClose, onEdit, onDelete }: OpenedQabailProps) {
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
