import {
  clearDependentQabailFields,
  createQabailRequestSchema,
  DEFAULT_MAJLIS_DAY,
  DEFAULT_MAJLIS_TIME,
  type Qabail,
  type QabailStatus,
  type WEEK_DAYS,
} from '@seerat/contracts';
import { fieldErrors } from '../../lib/form-input';
import type { CreateQabailRequest } from './api/create-qabail';

/**
 * The qabail form's state and how it becomes a request. Texts are kept as typed (empty for
 * nothing) and counts as their text, so a field can be emptied while typing; the contract's own
 * schema checks the request, so the form and the server say the same thing about the same input.
 */

export const QABAIL_COUNT_FIELDS = [
  { name: 'majlisMembers', label: 'Majlis Members' },
  { name: 'activeCircles', label: 'Active Circles' },
  { name: 'masjidCount', label: 'Masjid Count' },
  { name: 'ulmaCount', label: 'Ulma Count' },
  { name: 'murabbiCount', label: 'Murabbi Count' },
] as const;
export type QabailCountField = (typeof QABAIL_COUNT_FIELDS)[number]['name'];

type WeekDay = (typeof WEEK_DAYS)[number];

export type QabailFormValues = {
  qabilahName: string;
  masoolName: string;
  masoolContact: string;
  /** `null` until a city is chosen. */
  cityId: number | null;
  areaCovered: string;
  counts: Record<QabailCountField, string>;
  whatsappGroup: boolean;
  whatsappGroupUrl: string;
  majlisZikrCheck: boolean;
  majlisZikrDay: WeekDay | '';
  majlisZikrTime: string;
  shabetazkiaCheck: boolean;
  /** `YYYY-MM-DD`, as a date input holds it. */
  shabetazkiaLastDate: string;
  status: QabailStatus;
  additionalInfo: string;
  specialNotes: string;
  /** Only an edit asks why. */
  changeReason: string;
};

/** The form for a new qabail (in `cityId` when the screen knows it), or for editing `qabail`. */
export function initialQabailFormValues(start: { qabail?: Qabail; cityId?: number }): QabailFormValues {
  const { qabail } = start;
  return {
    qabilahName: qabail?.qabilahName ?? '',
    masoolName: qabail?.masoolName ?? '',
    masoolContact: qabail?.masoolContact ?? '',
    cityId: qabail?.cityId ?? start.cityId ?? null,
    areaCovered: qabail?.areaCovered ?? '',
    counts: Object.fromEntries(
      QABAIL_COUNT_FIELDS.map(({ name }) => [name, String(qabail?.[name] ?? 0)]),
    ) as Record<QabailCountField, string>,
    whatsappGroup: qabail?.whatsappGroup ?? false,
    whatsappGroupUrl: qabail?.whatsappGroupUrl ?? '',
    majlisZikrCheck: qabail?.majlisZikrCheck ?? false,
    majlisZikrDay: qabail?.majlisZikrDay ?? '',
    majlisZikrTime: qabail?.majlisZikrTime ?? '',
    shabetazkiaCheck: qabail?.shabetazkiaCheck ?? false,
    shabetazkiaLastDate: qabail?.shabetazkiaLastDate ?? '',
    status: qabail?.status ?? 'active',
    additionalInfo: qabail?.additionalInfo ?? '',
    specialNotes: qabail?.specialNotes ?? '',
    changeReason: '',
  };
}

type Toggle = 'whatsappGroup' | 'majlisZikrCheck' | 'shabetazkiaCheck';

/**
 * A toggle switched: off clears the inputs it revealed (spec section 4), as the server would. The
 * Majlis Zikr switched on starts at the usual Sunday, 6:00PM, as the city form's does.
 */
export function withToggle(values: QabailFormValues, toggle: Toggle, on: boolean): QabailFormValues {
  const next = { ...values, [toggle]: on };
  if (toggle === 'majlisZikrCheck' && on) {
    next.majlisZikrDay ||= DEFAULT_MAJLIS_DAY;
    next.majlisZikrTime ||= DEFAULT_MAJLIS_TIME;
  }
  if (!next.whatsappGroup) next.whatsappGroupUrl = '';
  if (!next.majlisZikrCheck) {
    next.majlisZikrDay = '';
    next.majlisZikrTime = '';
  }
  if (!next.shabetazkiaCheck) next.shabetazkiaLastDate = '';
  return next;
}

/**
 * What the form sends, once a city is chosen. An empty count is 0; anything else typed goes as the
 * number it reads as, for the rules to judge. Inputs a toggle hides are sent empty.
 */
export function toQabailRequest(values: QabailFormValues & { cityId: number }): QabailFormRequest {
  return { ...draftRequest(values), cityId: values.cityId };
}

/** The form's mistakes by field (the first for each), by the contract's own rules; `{}` when none. */
export function qabailFormErrors(values: QabailFormValues): Record<string, string> {
  const parsed = createQabailRequestSchema.safeParse(draftRequest(values));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

export type QabailFormRequest = CreateQabailRequest & { changeReason?: string };

function draftRequest(values: QabailFormValues): Omit<QabailFormRequest, 'cityId'> & { cityId?: number } {
  const counts = Object.fromEntries(
    QABAIL_COUNT_FIELDS.map(({ name }) => [name, countOf(values.counts[name])]),
  ) as Record<QabailCountField, number>;
  const toggled = clearDependentQabailFields({
    whatsappGroup: values.whatsappGroup,
    whatsappGroupUrl: values.whatsappGroupUrl || null,
    majlisZikrCheck: values.majlisZikrCheck,
    majlisZikrDay: values.majlisZikrDay || null,
    majlisZikrTime: values.majlisZikrTime || null,
    shabetazkiaCheck: values.shabetazkiaCheck,
    shabetazkiaLastDate: values.shabetazkiaLastDate || null,
  });
  return {
    qabilahName: values.qabilahName,
    masoolName: values.masoolName,
    masoolContact: values.masoolContact || null,
    ...(values.cityId !== null && { cityId: values.cityId }),
    areaCovered: values.areaCovered || null,
    ...counts,
    ...toggled,
    status: values.status,
    additionalInfo: values.additionalInfo || null,
    specialNotes: values.specialNotes || null,
    ...(values.changeReason.trim() && { changeReason: values.changeReason }),
  };
}

function countOf(text: string): number {
  return text.trim() === '' ? 0 : Number(text);
}
