import {
  CAMPUS_REQUIREMENTS,
  type CampusChecklist,
  type CampusChecklistMap,
  completedRequirements,
  saveCampusChecklistRequestSchema,
} from '@seerat/contracts';
import { CircleCheckBig, ClipboardCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { BlockLoading } from '../../../components/ui/query-states';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useCampusChecklist } from '../api/get-campus-checklist';
import { useSaveCampusChecklist } from '../api/save-campus-checklist';

const FAILURE = {
  title: 'Error',
  description: 'Failed to save campus checklist. Please try again.',
} as const;

/** The Campus Checklist button and the dialog it opens. */
export function CampusChecklistDialog({ cityId }: { cityId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title="Campus Checklist"
      description="Track this city's readiness to become a campus."
      trigger={
        <Button variant="outline" size="sm">
          <ClipboardCheck aria-hidden="true" className="size-4" />
          Campus Checklist
        </Button>
      }
    >
      <CampusChecklistLoader cityId={cityId} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

function CampusChecklistLoader({ cityId, onDone }: { cityId: number; onDone: () => void }) {
  const checklist = useCampusChecklist(cityId);
  const { toast } = useToast();

  useEffect(() => {
    if (checklist.isError) toast({ ...FAILURE, variant: 'destructive' });
  }, [checklist.isError, toast]);

  if (checklist.isPending) return <BlockLoading />;
  if (checklist.isError) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-sm text-red-700">
          {FAILURE.description}
        </p>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  return <CampusChecklistForm cityId={cityId} saved={checklist.data} onDone={onDone} />;
}

type CampusChecklistFormProps = { cityId: number; saved: CampusChecklist; onDone: () => void };

function CampusChecklistForm({ cityId, saved, onDone }: CampusChecklistFormProps) {
  const [checks, setChecks] = useState<CampusChecklistMap>(() => pickChecks(saved));
  const [notes, setNotes] = useState(saved.notes ?? '');
  const [isCampus, setIsCampus] = useState(saved.isCampus);
  const save = useSaveCampusChecklist();
  const { toast } = useToast();
  const markId = useId();

  // Ticking every item is not required: a checklist is saved as far as it has got.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveChecklist();
  };

  // Awaited rather than given to `mutate` as callbacks: marking the city a campus refreshes it into
  // one that offers no checklist, which unmounts this dialog, and `mutate` drops the callbacks of an
  // unmounted component, so the success toast would never show.
  const saveChecklist = async () => {
    try {
      await save.mutateAsync({ cityId, request: { checklist: checks, notes, isCampus } });
    } catch {
      toast({ ...FAILURE, variant: 'destructive' });
      return;
    }
    toast({
      title: 'Campus Checklist Saved',
      description: 'The campus checklist has been successfully saved.',
    });
    onDone();
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      <ProgressOverview checks={checks} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Campus Requirements</legend>
        {CAMPUS_REQUIREMENTS.map((requirement) => (
          <RequirementCheck
            key={requirement.id}
            label={requirement.label}
            description={requirement.description}
            checked={checks[requirement.id]}
            onCheckedChange={(checked) => setChecks((current) => ({ ...current, [requirement.id]: checked }))}
          />
        ))}
      </fieldset>
      <div className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3">
        <Checkbox
          id={markId}
          checked={isCampus}
          onCheckedChange={(checked) => setIsCampus(checked === true)}
          className="mt-0.5"
        />
        <div className="grid gap-0.5">
          <Label htmlFor={markId} className="cursor-pointer font-semibold text-brand-900">
            Mark as Campus
          </Label>
          <p className="text-xs text-slate-600">
            Officially designates this city as a campus and removes it from the potential campus list.
          </p>
        </div>
      </div>
      <SchemaTextField
        schema={saveCampusChecklistRequestSchema}
        name="notes"
        label="Additional Notes"
        rows={4}
        value={notes}
        onChange={setNotes}
        placeholder="Anything the next visit should know"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Checklist'}
        </Button>
      </div>
    </form>
  );
}

function ProgressOverview({ checks }: { checks: CampusChecklistMap }) {
  const done = completedRequirements(checks);
  const total = CAMPUS_REQUIREMENTS.length;
  const percent = Math.round((done / total) * 100);
  return (
    <section aria-label="Progress Overview" className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">Progress Overview</h3>
        <span className="text-sm font-semibold text-brand-700 tabular-nums">{percent}%</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {done} of {total} items completed
      </p>
      <Progress value={percent} aria-label="Campus requirements completed" className="mt-3" />
      {done === total && (
        <div className="mt-3 flex gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-800">
          <CircleCheckBig aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">All requirements completed!</p>
            <p>This city is ready for campus activation.</p>
          </div>
        </div>
      )}
    </section>
  );
}

type RequirementCheckProps = {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function RequirementCheck({ label, description, checked, onCheckedChange }: RequirementCheckProps) {
  const id = useId();
  return (
    <div className="flex gap-3 rounded-lg border border-slate-200 p-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        <p className="text-xs text-slate-500">{description}</p>
      </div>
    </div>
  );
}

function pickChecks(saved: CampusChecklist): CampusChecklistMap {
  return {
    seerahCirclesCheck: saved.seerahCirclesCheck,
    trainedTeamCheck: saved.trainedTeamCheck,
    trainedTeachersCheck: saved.trainedTeachersCheck,
    locationConfirmedCheck: saved.locationConfirmedCheck,
    teamVisitedIslamabadCheck: saved.teamVisitedIslamabadCheck,
  };
}
