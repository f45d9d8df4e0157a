import { PRIORITY_LIMITS, TEXT_LIMITS } from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { describeError } from '../../../lib/api-client';
import { useAddSeeratModel } from '../api/add-seerat-model';

/** Adds a Seerat model to the catalogue cities select from. */
export function AddSeeratModelForm() {
  const [modelName, setModelName] = useState('');
  const [priority, setPriority] = useState(String(PRIORITY_LIMITS.min));
  const addModel = useAddSeeratModel();
  const { errors, formRef, refuse } = useFieldErrors({ failure: addModel.error });
  const { toast } = useToast();
  const priorityValue = Number(priority);
  const priorityError = !Number.isInteger(priorityValue)
    ? 'Priority must be a whole number'
    : priorityValue < PRIORITY_LIMITS.min
      ? `Priority must be ${PRIORITY_LIMITS.min} or more`
      : priorityValue > PRIORITY_LIMITS.max
        ? `Must be at most ${PRIORITY_LIMITS.max}`
        : undefined;
  const priorityValid = priorityError === undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refuse({});
    addModel.mutate(
      { modelName: modelName.trim(), priority: priorityValue },
      {
        onSuccess: () => {
          toast({ title: 'Seerat model added successfully' });
          setModelName('');
          setPriority(String(PRIORITY_LIMITS.min));
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
    <form ref={formRef} onSubmit={submit} className="grid gap-4">
      <TextField
        label="Model Name"
        maxLength={TEXT_LIMITS.name}
        required
        placeholder="e.g. Seerat Study Circle"
        value={modelName}
        error={errors.modelName}
        onChange={setModelName}
      />
      <TextField
        label="Priority"
        max={PRIORITY_LIMITS.max}
        error={priorityError ?? errors.priority}
        type="number"
        min={PRIORITY_LIMITS.min}
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
