import { cancelGatheringRequestSchema, type Gathering } from '@seerat/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { type CloseAction, useCloseGathering } from '../api/close-gathering';

const TEXTS: Record<CloseAction, { title: string; confirm: string; success: string }> = {
  cancel: { title: 'Cancel Event', confirm: 'Cancel Event', success: 'Event cancelled' },
  reopen: { title: 'Reopen Event', confirm: 'Reopen as Draft', success: 'Event reopened' },
};

type CloseGatheringDialogProps = {
  event: Gathering;
  action: CloseAction;
  /** Back to the event's details. */
  onBack: () => void;
  /** Done: the event is cancelled or reopened. */
  onDone: () => void;
};

/** Cancelling an event, or reopening an approved one as a draft: both need a reason, kept in its history. */
export function CloseGatheringDialog({ event, action, onBack, onDone }: CloseGatheringDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = useCloseGathering();
  const { toast } = useToast();
  const texts = TEXTS[action];

  const confirm = () => {
    if (!reason.trim()) {
      setError('Please provide a reason');
      return;
    }
    close.mutate(
      { id: event.id, action, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: texts.success });
          onDone();
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update event', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => next || onBack()} title={texts.title}>
      <div className="grid gap-4">
        <p className="text-sm text-slate-600">{event.title}</p>
        {/* Cancel and reopen take the same reason. */}
        <SchemaTextField
          schema={cancelGatheringRequestSchema}
          name="reason"
          label="Reason"
          required
          error={error}
          value={reason}
          onChange={(text) => {
            setError(undefined);
            setReason(text);
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button
            variant={action === 'cancel' ? 'destructive' : 'primary'}
            disabled={close.isPending}
            onClick={confirm}
          >
            {texts.confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
