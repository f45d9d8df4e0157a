import {
  createKarguzariRequestSchema,
  KARGUZARI_PRIORITIES,
  type KarguzariPriority,
  type KarguzariReport,
  REPORT_TYPES,
  REQUIRED_FIELDS_MESSAGE,
  type ReportType,
  reviseKarguzariRequestSchema,
} from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { CityPicker } from '../../../components/places/city-picker';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorToast } from '../../../components/ui/error-toast';
import { FormActions } from '../../../components/ui/form-actions';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { fieldErrors } from '../../../lib/form-input';
import { describeFieldErrors, type FieldErrors } from '../../../lib/server-field-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { labelledOptions } from '../../../lib/value-label';
import { useCreateKarguzari } from '../api/create-karguzari';
import { useReviseKarguzari } from '../api/revise-karguzari';
import { periodLabels } from '../report-display';

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

/**
 * What is wrong with the request before it is sent: the contract's own rules, and a period that
 * ends before it starts.
 */
function reportErrors(request: object, revising: boolean): FieldErrors {
  const parsed = (revising ? reviseKarguzariRequestSchema : createKarguzariRequestSchema).safeParse(request);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const { weekStartDate, weekEndDate, reportType } = request as {
    weekStartDate: string;
    weekEndDate: string;
    reportType: ReportType;
  };
  if (weekStartDate !== '' && weekEndDate !== '' && weekEndDate < weekStartDate) {
    errors.weekEndDate ??= periodLabels(reportType).endBeforeStart;
  }
  return errors;
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
  const { values, set: setValue, setValues } = useFormValues(() => initialValues(target));
  // The chosen city's zone, named beside it.
  const [zoneName, setZoneName] = useState(editing?.zoneName ?? '');
  const create = useCreateKarguzari();
  const revise = useReviseKarguzari();
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure: create.error ?? revise.error });
  const set: typeof setValue = (key, value) => {
    setValue(key, value);
    clear(key);
  };
  const { toast } = useToast();
  const { refused, failed } = useErrorToast();
  const succeeded = (title: string) => () => {
    toast({ title });
    onClose();
  };
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

  const save = (status: 'draft' | 'submitted') => {
    const request = editing
      ? { ...fields(), editReason: values.editReason }
      : { ...fields(), cityId: Number(values.cityId) || undefined, zoneId: Number(values.zoneId), status };
    const found = reportErrors(request, editing !== undefined);
    if (refuse(found)) {
      // Section 5: title, activities, city and zone are required, said in the spec's words.
      const missing = !values.title.trim() || !values.activities.trim() || !values.cityId;
      refused(missing ? REQUIRED_FIELDS_MESSAGE : describeFieldErrors(found));
      return;
    }
    if (editing) {
      revise.mutate(
        { reportId: editing.id, request: { ...fields(), editReason: values.editReason } },
        { onSuccess: succeeded('Report updated successfully'), onError: failed('Failed to update report') },
      );
      return;
    }
    create.mutate(
      { ...fields(), cityId: Number(values.cityId), zoneId: Number(values.zoneId), status },
      {
        onSuccess: succeeded(
          status === 'submitted' ? 'Karguzari submitted successfully' : 'Report saved as draft',
        ),
        onError: failed('Failed to create report'),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save('submitted');
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <SchemaTextField
        schema={createKarguzariRequestSchema}
        name="title"
        label="Title"
        required
        value={values.title}
        error={errors.title}
        onChange={(text) => set('title', text)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <CityPicker
          label="City"
          required
          value={values.cityId}
          error={errors.cityId}
          disabled={editing !== undefined}
          // A report keeps its city; one the user no longer sees is still named.
          currentName={editing?.cityName}
          // Choosing a city sets the zone (section 4).
          onChange={(cityId, city) => {
            setValues((current) => ({ ...current, cityId, zoneId: city ? String(city.zoneId) : '' }));
            setZoneName(city?.zoneName ?? '');
            clear('cityId');
          }}
          placeholder="Select a city"
        />
        <TextField label="Zone" required readOnly value={zoneName} onChange={() => undefined} />
        <SelectField
          label="Report Type"
          value={values.reportType}
          onChange={(type) => set('reportType', type as ReportType)}
          options={labelledOptions(REPORT_TYPES)}
        />
        <TextField
          label="Report Date"
          type="date"
          value={values.reportDate}
          error={errors.reportDate}
          onChange={(text) => set('reportDate', text)}
        />
        <TextField
          label={periodLabels(values.reportType).start}
          type="date"
          value={values.weekStartDate}
          error={errors.weekStartDate}
          onChange={(text) => set('weekStartDate', text)}
        />
        <TextField
          label={periodLabels(values.reportType).end}
          type="date"
          value={values.weekEndDate}
          error={errors.weekEndDate}
          onChange={(text) => set('weekEndDate', text)}
        />
        <SelectField
          label="Priority"
          value={values.priority}
          onChange={(priority) => set('priority', priority as KarguzariPriority)}
          options={labelledOptions(KARGUZARI_PRIORITIES)}
        />
      </div>
      {TEXTS.map(([label, field, required]) => (
        <SchemaTextField
          key={field}
          schema={createKarguzariRequestSchema}
          name={field}
          label={label}
          required={required}
          value={values[field]}
          error={errors[field]}
          onChange={(text) => set(field, text)}
        />
      ))}
      {editing && (
        <SchemaTextField
          schema={reviseKarguzariRequestSchema}
          name="editReason"
          label="Edit Reason"
          required
          value={values.editReason}
          error={errors.editReason}
          onChange={(text) => set('editReason', text)}
        />
      )}
      <FormActions onCancel={onClose}>
        {!editing && (
          <Button type="button" variant="outline" disabled={create.isPending} onClick={() => save('draft')}>
            Save Draft
          </Button>
        )}
        <Button type="submit" disabled={create.isPending || revise.isPending}>
          {editing ? 'Save New Version' : 'Submit Report'}
        </Button>
      </FormActions>
    </form>
  );
}
