import type { Gathering } from '@seerat/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorToast } from '../../../components/ui/error-toast';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { useCityChoices } from '../../../lib/queries/get-cities';
import { describeFieldErrors } from '../../../lib/server-field-errors';
import { useRecordGatheringOutcome } from '../api/record-gathering-outcome';
import { useSaveGathering } from '../api/save-gathering';
import { hasEnded } from '../gathering-display';
import {
  initialGatheringFormValues,
  missesRequired,
  toGatheringOutcome,
  toGatheringRequest,
} from '../gathering-form-values';
import { GatheringForm, type GatheringFormMode } from './gathering-form';

type GatheringFormDialogProps = {
  /** `null`: a new event; else the event being edited. */
  event: Gathering | null;
  onClose: () => void;
};

/** Create Event and Edit Event, as an overlay over Event Management. */
export function GatheringFormDialog({ event, onClose }: GatheringFormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(next) => next || onClose()}
      title={event ? 'Edit Event' : 'Create Event'}
      size="xl"
    >
      <GatheringFormBody event={event} onClose={onClose} />
    </Dialog>
  );
}

function modeOf(event: Gathering | null): GatheringFormMode {
  if (event?.approvalStatus !== 'approved' || event.status === 'cancelled') return 'plan';
  return hasEnded(event) ? 'outcome' : 'locked';
}

function GatheringFormBody({ event, onClose }: GatheringFormDialogProps) {
  // The first page of the cities in scope: a user with one city has it chosen for them.
  const cities = useCityChoices({});
  const save = useSaveGathering();
  const outcome = useRecordGatheringOutcome();
  const { toast } = useToast();
  const { refused, failed } = useErrorToast();

  if (cities.isPending) return <BlockLoading label="Loading cities" />;
  if (cities.isError) {
    return (
      <BlockError title="Failed to fetch cities" error={cities.error} onRetry={() => cities.refetch()} />
    );
  }
  const onlyCity = cities.data.total === 1 ? cities.data.items[0]?.id : undefined;

  return (
    <GatheringForm
      mode={modeOf(event)}
      initial={initialGatheringFormValues(event ?? undefined, onlyCity)}
      cityName={event?.cityName}
      pending={save.isPending || outcome.isPending}
      failure={save.error ?? outcome.error}
      // The spec's words for missing fields; any other mistake is named as the field says it.
      onRefused={(errors) =>
        refused(missesRequired(errors) ? 'Please fill in all required fields' : describeFieldErrors(errors))
      }
      onCancel={onClose}
      onSave={(values, submit) =>
        save.mutate(
          { id: event?.id ?? null, submit, request: toGatheringRequest(values) },
          {
            onSuccess: () => {
              toast({ title: submit ? 'Event submitted for approval' : 'Event saved as draft' });
              onClose();
            },
            onError: failed(failureText(event !== null, submit)),
          },
        )
      }
      onSaveOutcome={(values) =>
        outcome.mutate(
          { id: event!.id, outcome: toGatheringOutcome(values) },
          {
            onSuccess: () => {
              toast({ title: 'Event outcome saved' });
              onClose();
            },
            onError: failed('Failed to update event'),
          },
        )
      }
    />
  );
}

/** The spec's toast texts (section 8) for each way the form saves. */
function failureText(existing: boolean, submit: boolean): string {
  if (existing) return submit ? 'Failed to submit for approval' : 'Failed to update event';
  return submit ? 'Failed to create and submit event' : 'Failed to create event';
}
