import { AUDIT_FIELD_LABELS, type AuditedEntityPath } from '@seerat/contracts';
import { formatDateTime } from '../../lib/dates';

/** An instant as the answers give it (`2026-12-05T22:01:34.146Z`), not a calendar date alone. */
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

/** An as-of answer: the entity in the shape of its present read (`GET /api/{entity}/{id}/as-of`). */
type PresentShape = Record<string, unknown>;

/**
 * The answer's facts: the keys of the present read's shape that the history labels (the entity's
 * fields), in the order of their labels (the forms' order), and nothing of the read's bookkeeping
 * (ids, names looked up, stamps).
 */
export function asOfFacts(entity: AuditedEntityPath, answer: PresentShape): [string, unknown][] {
  const labels: Record<string, string> = AUDIT_FIELD_LABELS[entity];
  const order = Object.keys(labels);
  return Object.entries(answer)
    .filter(([key]) => key in labels)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

/** When the entity last changed by then, where its present read says: its `updatedAt`. */
export function lastChangedOf(answer: PresentShape): string | undefined {
  return typeof answer.updatedAt === 'string' ? answer.updatedAt : undefined;
}
