import type { City } from '@seerat/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { PageSpinner } from '../../../components/notices/page-spinner';
import { Button } from '../../../components/ui/button';
import { BlockError } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { ApiError, describeError } from '../../../lib/api-client';
import { cityQueryOptions } from '../api/get-city';
import { useCityLibraryBooks } from '../api/get-city-library-books';
import { useCitySeeratModels } from '../api/get-city-seerat-models';
import { useUpdateCity } from '../api/update-city';
import { CityForm, type CityFormRequest } from './city-form';

type CityEditViewProps = { city: City; onClose: () => void };

/**
 * Update City: the form in place of the city's page. The update carries the version the form
 * started from, so a change someone else saved meanwhile is never overwritten unseen.
 */
export function CityEditView({ city, onClose }: CityEditViewProps) {
  const seeratModels = useCitySeeratModels(city.id);
  const libraryBooks = useCityLibraryBooks(city.id);
  // What the form shows and the version it will overwrite; a refresh elsewhere does not move it.
  const [base, setBase] = useState(city);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const update = useUpdateCity();
  const queryClient = useQueryClient();
  const { toast } = useToast();

  if (seeratModels.isPending || libraryBooks.isPending) return <PageSpinner />;
  if (seeratModels.isError || libraryBooks.isError) {
    return (
      <BlockError
        title="Failed to fetch city"
        error={seeratModels.error ?? libraryBooks.error}
        onRetry={() => Promise.all([seeratModels.refetch(), libraryBooks.refetch()])}
      />
    );
  }

  const submit = (request: CityFormRequest) =>
    update.mutate(
      { cityId: base.id, version: base.version, request },
      {
        onSuccess: () => {
          toast({ title: 'City updated successfully' });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(true);
          toast({
            title: 'Failed to update city',
            description: describeError(error),
            variant: 'destructive',
          });
        },
      },
    );

  // Starts the form again from what is saved now; the edits made here are dropped.
  const reload = async () => {
    setReloading(true);
    try {
      const [fresh] = await Promise.all([
        queryClient.fetchQuery({ ...cityQueryOptions(base.id), staleTime: 0 }),
        seeratModels.refetch(),
        libraryBooks.refetch(),
      ]);
      setBase(fresh);
      setConflict(false);
    } catch (error) {
      toast({ title: 'Failed to fetch city', description: describeError(error), variant: 'destructive' });
    } finally {
      setReloading(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <Button variant="ghost" size="sm" className="-ml-3 w-fit" onClick={onClose}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to City
      </Button>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Update City</h1>
        <p className="mt-1 text-sm text-slate-500">{base.name}</p>
      </header>
      <CityForm
        // A reload starts the form afresh from the newer version.
        key={base.version}
        start={{ city: base, seeratModels: seeratModels.data, libraryBooks: libraryBooks.data }}
        submitLabel="Update City"
        pendingLabel="Updating..."
        pending={update.isPending}
        failure={update.error}
        onSubmit={submit}
        onCancel={onClose}
        notice={conflict && <ConflictNotice reloading={reloading} onReload={reload} />}
      />
    </div>
  );
}

function ConflictNotice({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
      <p className="flex-1">
        This city was changed by someone else after you opened it. Reload to edit the latest version; the
        changes you made here will be lost.
      </p>
      <Button variant="outline" size="sm" onClick={onReload} disabled={reloading}>
        <RefreshCw aria-hidden="true" className={reloading ? 'size-4 animate-spin' : 'size-4'} />
        Reload
      </Button>
    </div>
  );
}
