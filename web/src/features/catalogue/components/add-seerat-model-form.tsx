import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { type FieldErrors, useServerFieldErrors } from '../../../lib/server-field-errors';
import { useAddSeeratModel } from '../api/add-seerat-model';

const MIN_PRIORITY = 1;

/** Adds a Seerat model to the catalogue cities select from. */
export function AddSeeratModelForm() {
  const [modelName, setModelName] = useState('');
  const [priority, setPriority] = useState(String(MIN_PRIORITY));
  const addModel = useAddSeeratModel();
  const [errors, setErrors] = useState<FieldErrors>({});
  useServerFieldErrors(addModel.error, setErrors);
  const { toast } = useToast();
  const priorityValue = Number(priority);
  const priorityValid = Number.isInteger(priorityValue) && priorityValue >= MIN_PRIORITY;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    addModel.mutate(
      { modelName: modelName.trim(), priority: priorityValue },
      {
        onSuccess: () => {
          toast({ title: 'Seerat model added successfully' });
          setModelName('');
          setPriority(String(MIN_PRIORITY));
        },
        onError: (error) =>
          toast({
            title: 'Failed to add Seerat model',
            description: describeError(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <TextField
        label="Model Name"
        required
        placeholder="e.g. Seerat Study Circle"
        value={modelName}
        error={errors.modelName}
        onChange={setModelName}
      />
      <TextField
        label="Priority"
        error={priorityValid ? errors.priority : 'Priority must be 1 or more'}
        type="number"
        min={MIN_PRIORITY}
        step={1}
        inputMode="numeric"
        value={priority}
        onChange={setPriority}
      />
      <Button
        type="submit"
        className="sm:justify-self-end"
        disabled={!modelName.trim() || !priorityValid || addModel.isPending}
      >
        {addModel.isPending ? 'Adding...' : 'Add Seerat Model'}
      </Button>
    </form>
  );
}
