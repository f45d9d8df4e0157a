import {
  dayOf,
  recordSeeratModelCheckRequestSchema,
  SEERAT_MODEL_CHECK_STATUS_LABELS,
  SEERAT_MODEL_CHECK_STATUSES,
  type SeeratModelCheckStatus,
  type SeeratModelCheckView,
  updateSeeratModelCheckRequestSchema,
} from '@seerat/contracts';
import { type FormEvent, type ReactElement, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorToast } from '../../../components/ui/error-toast';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { describeFieldErrors } from '../../../lib/server-field-errors';
import { useRecordSeeratModelCheck } from '../api/record-seerat-model-check';
import { useUpdateSeeratModelCheck } from '../api/update-seerat-model-check';
import { type CheckFormValues, checkFormValues, checkRequest } from '../seerat-model-check-form-values';

type CheckDialogProps = {
  cityId: number;
  /** The check to edit; `null` records a new one. */
  check: SeeratModelCheckView | null;
  /** The button that opens the dialog. */
  trigger: ReactElement;
};

/** Add Check and Edit Check: one form for a city's Seerat model check. */
export function SeeratModelCheckDialog({ cityId, check, trigger }: CheckDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={check ? 'Edit Seerat Model Check' : 'Add Seerat Model Check'}
      {...(check && { description: check.checkName })}
      trigger={trigger}
      size="lg"
    >
      <CheckForm cityId={cityId} check={check} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

const STATUS_OPTIONS = SEERAT_MODEL_CHECK_STATUSES.map((status) => ({
  value: status,
  label: SEERAT_MODEL_CHECK_STATUS_LABELS[status],
}));

function CheckForm({ cityId, check, onDone }: Omit<CheckDialogProps, 'trigger'> & { onDone: () => void }) {
  const [values, setValues] = useState<CheckFormValues>(() => checkFormValues(check));
  const record = useRecordSeeratModelCheck();
  const update = useUpdateSeeratModelCheck();
  const saving = record.isPending || update.isPending;
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure: record.error ?? update.error });
  const { refused, failed } = useErrorToast();
  const { toast } = useToast();
  const today = dayOf(new Date());
  const field = <Name extends keyof CheckFormValues>(name: Name) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found } = checkRequest(values, today);
    if (refuse(found)) return refused(describeFieldErrors(found));
    if (check) {
      update.mutate(
        { cityId, check, request: { ...request, changeReason: values.changeReason } },
        {
          onSuccess: () => {
            toast({ title: 'Seerat model check updated' });
            onDone();
          },
          onError: failed('Failed to update Seerat model check'),
        },
      );
      return;
    }
    record.mutate(
      { cityId, request },
      {
        onSuccess: () => {
          toast({ title: 'Seerat model check recorded' });
          onDone();
        },
        onError: failed('Failed to record Seerat model check'),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <SchemaTextField
        schema={recordSeeratModelCheckRequestSchema}
        name="checkName"
        label="Check Name"
        required
        placeholder="e.g. Circle attendance register"
        {...field('checkName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          {...field('checkStatus')}
          onChange={(value) => {
            setValues((current) => ({ ...current, checkStatus: value as SeeratModelCheckStatus }));
            clear('checkStatus');
            clear('lastCheckedDate');
          }}
        />
        <TextField
          label="Last Checked"
          type="date"
          max={today}
          required={values.checkStatus !== 'pending'}
          {...field('lastCheckedDate')}
        />
      </div>
      <SchemaTextField
        schema={recordSeeratModelCheckRequestSchema}
        name="notes"
        label="Notes"
        rows={4}
        {...field('notes')}
      />
      {check && (
        <SchemaTextField
          schema={updateSeeratModelCheckRequestSchema}
          name="changeReason"
          label="Reason for change"
          rows={2}
          {...field('changeReason')}
        />
      )}
      <Button type="submit" className="sm:justify-self-end" disabled={saving}>
        {saving ? 'Saving...' : check ? 'Save Check' : 'Add Check'}
      </Button>
    </form>
  );
}
