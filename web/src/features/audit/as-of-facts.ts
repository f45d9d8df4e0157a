import { AUDIT_FIELD_LABELS, type AuditedEntityPath } from '@seerat/contracts';
import { formatDateTime } from '../../lib/dates';
import type { EntityAsOf, FoldedState } from './api/get-entity-as-of';

/** An instant as the decider keeps it (`2026-12-05T22:01:34.146Z`), not a calendar date alone. */
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A value as the past view shows it: yes or no, instants en-US, lists as their items, nothing as N/A. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'N/A';
    if (value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A list in the state whose items the history names one by one (`actionItem 3 status`). */
const ITEM_LISTS: Record<string, string> = { actionItems: 'actionItem' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The state's facts under the names the history records: its `fields`, then what a decider keeps
 * beside them (an event's status and outcome, a report's version), each item of a list as the
 * history names it, and nothing that is only the stream's bookkeeping (ids, who submitted).
 */
export function asOfFacts(entity: AuditedEntityPath, state: FoldedState): [string, unknown][] {
  const labels: Record<string, string> = AUDIT_FIELD_LABELS[entity];
  const facts: [string, unknown][] = Object.entries(state.fields ?? {});
  for (const [key, value] of Object.entries(state)) {
    if (key === 'fields') continue;
    const item = ITEM_LISTS[key];
    if (item && Array.isArray(value)) {
      for (const entry of value.filter(isRecord)) {
        const { id, ...itemFields } = entry;
        for (const [field, itemValue] of Object.entries(itemFields))
          facts.push([`${item} ${id} ${field}`, itemValue]);
      }
    } else if (isRecord(value)) {
      facts.push(...Object.entries(value).filter(([field]) => field in labels));
    } else if (key in labels) {
      facts.push([key, value]);
    }
  }
  return inLabelOrder(labels, facts);
}

/** The facts in the order of their labels (the forms' order), items and any unlabelled one last. */
function inLabelOrder(labels: Record<string, string>, facts: [string, unknown][]): [string, unknown][] {
  const order = Object.keys(labels);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return facts.sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * The past answer as the facts' source: the decider's state where the answer gives one, else the
 * present read's shape, whose labelled keys are the entity's fields.
 */
export function foldedStateOf(entity: AuditedEntityPath, answer: EntityAsOf): FoldedState {
  if (answer.state) return answer.state;
  const labels: Record<string, string> = AUDIT_FIELD_LABELS[entity];
  return { fields: Object.fromEntries(Object.entries(answer).filter(([key]) => key in labels)) };
}

/** When the entity last changed by then, where the answer says: its `changedAt` or `updatedAt`. */
export function lastChangedOf(answer: EntityAsOf): string | undefined {
  const changed = answer.state ? answer.changedAt : answer.updatedAt;
  return typeof changed === 'string' ? changed : undefined;
}
