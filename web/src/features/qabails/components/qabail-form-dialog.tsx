import type { Qabail } from '@seerat/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useCityChoices } from '../../../lib/queries/get-cities';
import { useCreateQabail } from '../api/create-qabail';
import { useQabilahList } from '../api/get-qabilah-list';
import { useUpdateQabail } from '../api/update-qabail';
import { initialQabailFormValues, type QabailFormRequest } from '../qabail-form-values';
import { QabailForm } from './qabail-form';

/** Adding a new qabail, or editing `qabail`. */
export type QabailFormTarget = { mode: 'add' } | { mode: 'edit'; qabail: Qabail };

type QabailFormDialogProps = {
  /** `null` keeps the overlay closed. */
  target: QabailFormTarget | null;
  onClose: () => void;
};

/** The qabail form as an overlay over the list. */
export function QabailFormDialog({ target, onClose }: QabailFormDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => next || onClose()}
      title={target?.mode === 'edit' ? 'Edit Qabail' : 'Add New Qabail'}
      size="xl"
    >
      {target && <QabailFormBody target={target} onClose={onClose} />}
    </Dialog>
  );
}

function QabailFormBody({ target, onClose }: { target: QabailFormTarget; onClose: () => void }) {
  // The first page of the cities in scope: a user with one city adds to it without choosing.
  const cities = useCityChoices({});
  const qabilahNames = useQabilahList();
  const create = useCreateQabail();
  const update = useUpdateQabail();
  const { toast } = useToast();
  const editing = target.mode === 'edit' ? target.qabail : undefined;

  const onError = (error: unknown) =>
    toast({ title: 'Error', description: describeError(error), variant: 'destructive' });
  const submit = (request: QabailFormRequest) => {
    if (!editing) {
      create.mutate(request, {
        onSuccess: () => {
          toast({ title: 'Qabail created successfully' });
          onClose();
        },
        onError,
      });
      return;
    }
    update.mutate(
      { qabail: editing, request },
      {
        onSuccess: () => {
          toast({ title: 'Qabail updated successfully' });
          onClose();
        },
        onError,
      },
    );
  };

  if (cities.isPending) return <BlockLoading label="Loading cities" />;
  if (cities.isError) {
    return (
      <BlockError title="Failed to fetch cities" error={cities.error} onRetry={() => cities.refetch()} />
    );
  }
  const onlyCity = cities.data.total === 1 ? cities.data.items[0]?.id : undefined;
  return (
    <QabailForm
      initial={initialQabailFormValues(editing ? { qabail: editing } : { cityId: onlyCity })}
      cityName={editing?.cityName}
      qabilahNames={qabilahNames.data ?? []}
      submitLabel={editing ? 'Update Qabail' : 'Add Qabail'}
      pending={create.isPending || update.isPending}
      askReason={editing !== undefined}
      onSubmit={submit}
      onCancel={onClose}
      failure={create.error ?? update.error}
    />
  );
}
