import {
  ACTION_ITEM_PRIORITIES,
  ACTION_ITEM_STATUSES,
  type ActionItem,
  type ActionItemPriority,
  type ActionItemStatus,
  isOpenActionItem,
  type Meeting,
  REQUIRED_FIELDS_MESSAGE,
  updateActionItemRequestSchema,
} from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { brokenRules, serverMessageOr } from '../../../lib/api-client';
import { labelledOptions } from '../../../lib/value-label';
import { useCloseActionItem } from '../api/close-action-item';
import { useUpdateActionItem } from '../api/update-action-item';
import { itemIsOverdue } from '../meeting-display';

/** The action item being edited, and the meeting it belongs to. */
export type ActionItemTarget = { meetingId: number; item: ActionItem };

type ActionItemFormDialogProps = {
  target: ActionItemTarget | null;
  onClose: () => void;
  /** The meeting as the server answered the change, for a view that holds its own copy. */
  onChanged?: (meeting: Meeting) => void;
};

/** Edit Action Item: its task, owner, due day, status and priority, or close it outright. */
export function ActionItemFormDialog({ target, onClose, onChanged }: ActionItemFormDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => next || onClose()}
      title="Edit Action Item"
      size="lg"
    >
      {target && <ActionItemForm target={target} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

type ItemValues = {
  task: string;
  assignedTo: string;
  dueDate: string;
  status: ActionItemStatus;
  priority: ActionItemPriority;
  changeReason: string;
};

function ActionItemForm({
  target,
  onClose,
  onChanged,
}: ActionItemFormDialogProps & { target: ActionItemTarget }) {
  const { meetingId, item } = target;
  const [values, setValues] = useState<ItemValues>({
    task: item.task,
    assignedTo: item.assignedTo ?? '',
    dueDate: item.dueDate ?? '',
    status: item.status,
    priority: item.priority,
    changeReason: '',
  });
  const update = useUpdateActionItem();
  const close = useCloseActionItem();
  const { toast } = useToast();
  // The server's refusals at their fields (a blank task, a reason too long), as the form's own.
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure: update.error });
  const set = <Key extends keyof ItemValues>(key: Key, value: ItemValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };
  const done = (title: string) => (meeting: Meeting) => {
    toast({ title });
    onChanged?.(meeting);
    onClose();
  };
  const failed = (fallback: string) => (error: unknown) =>
    toast({
      title: 'Error',
      description: brokenRules(error) ?? serverMessageOr(error, fallback),
      variant: 'destructive',
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refuse(values.task.trim() === '' ? { task: REQUIRED_FIELDS_MESSAGE } : {})) {
      toast({ title: 'Error', description: REQUIRED_FIELDS_MESSAGE, variant: 'destructive' });
      return;
    }
    update.mutate(
      {
        meetingId,
        itemId: item.id,
        request: {
          task: values.task,
          assignedTo: values.assignedTo || null,
          dueDate: values.dueDate || null,
          status: values.status,
          priority: values.priority,
          changeReason: values.changeReason,
        },
      },
      { onSuccess: done('Action item updated'), onError: failed('Failed to update action item') },
    );
  };
  const pending = update.isPending || close.isPending;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      {itemIsOverdue(item) && (
        <p role="status" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          This action item is overdue.
        </p>
      )}
      <TextField
        label="Task"
        required
        value={values.task}
        error={errors.task}
        onChange={(text) => set('task', text)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Assigned To"
          value={values.assignedTo}
          error={errors.assignedTo}
          onChange={(text) => set('assignedTo', text)}
        />
        <TextField
          label="Due Date"
          type="date"
          value={values.dueDate}
          error={errors.dueDate}
          onChange={(text) => set('dueDate', text)}
        />
        <SelectField
          label="Status"
          value={values.status}
          onChange={(status) => set('status', status as ActionItemStatus)}
          options={labelledOptions(ACTION_ITEM_STATUSES)}
        />
        <SelectField
          label="Priority"
          value={values.priority}
          onChange={(priority) => set('priority', priority as ActionItemPriority)}
          options={labelledOptions(ACTION_ITEM_PRIORITIES)}
        />
      </div>
      <SchemaTextField
        schema={updateActionItemRequestSchema}
        name="changeReason"
        label="Reason for change"
        value={values.changeReason}
        error={errors.changeReason}
        onChange={(text) => set('changeReason', text)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        {isOpenActionItem(item) && (
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() =>
              close.mutate(
                { meetingId, itemId: item.id },
                { onSuccess: done('Action item closed'), onError: failed('Failed to close action item') },
              )
            }
          >
            Close Item
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
