import {
  KARGUZARI_PRIORITIES,
  type KarguzariPriority,
  type KarguzariReport,
  REPORT_TYPES,
  REQUIRED_FIELDS_MESSAGE,
  type ReportType,
} from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { useCities } from '../../../lib/queries/get-cities';
import { labelOf } from '../../../lib/value-label';
import { useCreateKarguzari } from '../api/create-karguzari';
import { useReviseKarguzari } from '../api/revise-karguzari';

/** A new report (optionally of a given city), or the next version of `report`. */
export type ReportFormTarget = { mode: 'add'; cityId?: number } | { mode: 'edit'; report: KarguzariReport };

const TEXTS = [
  ['Activities', 'activities', true],
  ['Achievements', 'achievements', false],
  ['Challenges', 'challenges', false],
  ['Attendance', 'attendance', false],
  ['Financial Summary', 'financialSummary', false],
  ['Upcoming Plans', 'upcomingPlans', false],
  ['Additional Notes', 'additionalNotes', false],
] as const;

type Values = {
  title: string;
  reportType: ReportType;
  reportDate: string;
  weekStartDate: string;
  weekEndDate: string;
  priority: KarguzariPriority;
  cityId: string;
  zoneId: string;
  editReason: string;
} & Record<(typeof TEXTS)[number][1], string>;

function initialValues(target: ReportFormTarget): Values {
  const report = target.mode === 'edit' ? target.report : undefined;
  return {
    title: report?.title ?? '',
    reportType: report?.reportType ?? 'weekly',
    reportDate: report?.reportDate ?? new Date().toISOString().slice(0, 10),
    weekStartDate: report?.weekStartDate ?? '',
    weekEndDate: report?.weekEndDate ?? '',
    priority: report?.priority ?? 'normal',
    cityId: report
      ? String(report.cityId)
      : target.mode === 'add' && target.cityId
        ? String(target.cityId)
        : '',
    zoneId: report ? String(report.zoneId) : '',
    editReason: '',
    activities: report?.activities ?? '',
    achievements: report?.achievements ?? '',
    challenges: report?.challenges ?? '',
    attendance: report?.attendance ?? '',
    financialSummary: report?.financialSummary ?? '',
    upcomingPlans: report?.upcomingPlans ?? '',
    additionalNotes: report?.additionalNotes ?? '',
  };
}

export function ReportFormDialog({
  target,
  onClose,
}: {
  target: ReportFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => next || onClose()}
      title={target?.mode === 'edit' ? 'Edit Karguzari Report' : 'New Karguzari Report'}
      size="xl"
    >
      {target && <ReportForm target={target} onClose={onClose} />}
    </Dialog>
  );
}

function ReportForm({ target, onClose }: { target: ReportFormTarget; onClose: () => void }) {
  const editing = target.mode === 'edit' ? target.report : undefined;
  const [values, setValues] = useState(() => initialValues(target));
  const cities = useCities();
  const create = useCreateKarguzari();
  const revise = useReviseKarguzari();
  const { toast } = useToast();
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const cityChoices = cities.data ?? [];
  const fields = () => ({
    title: values.title,
    reportType: values.reportType,
    reportDate: values.reportDate,
    weekStartDate: values.weekStartDate,
    weekEndDate: values.weekEndDate,
    priority: values.priority,
    activities: values.activities,
    achievements: values.achievements,
    challenges: values.challenges,
    attendance: values.attendance,
    financialSummary: values.financialSummary,
    upcomingPlans: values.upcomingPlans,
    additionalNotes: values.additionalNotes,
  });
  const fail = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: serverMessageOr(error, fallback), variant: 'destructive' });

  const save = (status: 'draft' | 'submitted') => {
    // Section 5: title, activities, city and zone are required.
    if (!values.title.trim() || !values.activities.trim() || !values.cityId || !values.zoneId) {
      toast({ title: 'Error', description: REQUIRED_FIELDS_MESSAGE, variant: 'destructive' });
      return;
    }
    if (editing) {
      if (!values.editReason.trim()) {
        toast({ title: 'Error', description: 'Please give a reason for the edit', variant: 'destructive' });
        return;
      }
      revise.mutate(
        { reportId: editing.id, request: { ...fields(), editReason: values.editReason } },
        {
          onSuccess: () => {
            toast({ title: 'Report updated successfully' });
            onClose();
          },
          onError: fail('Failed to update report'),
        },
      );
      return;
    }
    create.mutate(
      { ...fields(), cityId: Number(values.cityId), zoneId: Number(values.zoneId), status },
      {
        onSuccess: () => {
          toast({
            title: status === 'submitted' ? 'Karguzari submitted successfully' : 'Report saved as draft',
          });
          onClose();
        },
        onError: fail('Failed to create report'),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save('submitted');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Title" required>
        {(control) => (
          <Input {...control} value={values.title} onChange={(event) => set('title', event.target.value)} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="City" required>
          {(control) => (
            <Select
              {...control}
              value={values.cityId}
              disabled={editing !== undefined}
              // Choosing a city sets the zone (section 4).
              onChange={(event) => {
                const city = cityChoices.find((choice) => String(choice.id) === event.target.value);
                setValues((current) => ({
                  ...current,
                  cityId: event.target.value,
                  zoneId: city ? String(city.zoneId) : '',
                }));
              }}
            >
              <option value="">Select a city</option>
              {editing && !cityChoices.some((city) => city.id === editing.cityId) && (
                <option value={editing.cityId}>{editing.cityName}</option>
              )}
              {cityChoices.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Zone" required>
          {(control) => (
            <Input
              {...control}
              readOnly
              value={
                cityChoices.find((city) => String(city.id) === values.cityId)?.zoneName ??
                editing?.zoneName ??
                ''
              }
            />
          )}
        </FormField>
        <FormField label="Report Type">
          {(control) => (
            <Select
              {...control}
              value={values.reportType}
              onChange={(event) => set('reportType', event.target.value as ReportType)}
            >
              {REPORT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {labelOf(type)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Report Date">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.reportDate}
              onChange={(event) => set('reportDate', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Week Start">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.weekStartDate}
              onChange={(event) => set('weekStartDate', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Week End">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.weekEndDate}
              onChange={(event) => set('weekEndDate', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Priority">
          {(control) => (
            <Select
              {...control}
              value={values.priority}
              onChange={(event) => set('priority', event.target.value as KarguzariPriority)}
            >
              {KARGUZARI_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {labelOf(priority)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {TEXTS.map(([label, field, required]) => (
        <FormField key={field} label={label} required={required}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
            />
          )}
        </FormField>
      ))}
      {editing && (
        <FormField label="Edit Reason" required>
          {(control) => (
            <Input
              {...control}
              value={values.editReason}
              onChange={(event) => set('editReason', event.target.value)}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        {!editing && (
          <Button type="button" variant="outline" disabled={create.isPending} onClick={() => save('draft')}>
            Save Draft
          </Button>
        )}
        <Button type="submit" disabled={create.isPending || revise.isPending}>
          {editing ? 'Save New Version' : 'Submit Report'}
        </Button>
      </div>
    </form>
  );
}
