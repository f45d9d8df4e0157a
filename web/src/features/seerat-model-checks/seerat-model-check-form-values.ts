import {
  type RecordSeeratModelCheckRequest,
  recordSeeratModelCheckRequestSchema,
  SEERAT_MODEL_CHECK_DATE_IN_FUTURE,
  SEERAT_MODEL_CHECK_DATE_REQUIRED,
  type SeeratModelCheckStatus,
  type SeeratModelCheckView,
} from '@seerat/contracts';
import { fieldErrors } from '../../lib/form-input';
import type { FieldErrors } from '../../lib/server-field-errors';

/** The check form's values as typed; an empty text or date is `''`. */
export type CheckFormValues = {
  checkName: string;
  checkStatus: SeeratModelCheckStatus;
  lastCheckedDate: string;
  notes: string;
  changeReason: string;
};

export function checkFormValues(check: SeeratModelCheckView | null): CheckFormValues {
  return {
    checkName: check?.checkName ?? '',
    checkStatus: check?.checkStatus ?? 'pending',
    lastCheckedDate: check?.lastCheckedDate ?? '',
    notes: check?.notes ?? '',
    changeReason: '',
  };
}

/**
 * The request the form sends, or what is wrong at which field: the contract's own rules, then
 * the decider's (a passed or failed check needs its date; no date after `today`), so the form
 * says before sending what the server would answer.
 */
export function checkRequest(
  values: CheckFormValues,
  today: string,
): { request: RecordSeeratModelCheckRequest; errors: FieldErrors } {
  const { changeReason: _reason, ...fields } = values;
  const parsed = recordSeeratModelCheckRequestSchema.safeParse(fields);
  if (!parsed.success) return { request: fields, errors: fieldErrors(parsed.error) };
  const request = parsed.data;
  const errors: FieldErrors = {};
  if (request.checkStatus !== 'pending' && request.lastCheckedDate === null) {
    errors.lastCheckedDate = SEERAT_MODEL_CHECK_DATE_REQUIRED;
  } else if (request.lastCheckedDate !== null && request.lastCheckedDate > today) {
    errors.lastCheckedDate = SEERAT_MODEL_CHECK_DATE_IN_FUTURE;
  }
  return { request, errors };
}
