import { AUDIT_FIELD_LABELS, type AuditedEntityPath, auditFieldLabel } from '@seerat/contracts';
import { CalendarClock, History } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { ApiError } from '../../../lib/api-client';
import { type EntityAsOf, useEntityAsOf } from '../api/get-entity-as-of';
import { AuditValue } from './audit-entry-parts';

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The moment as the banner names it, en-US like every date of the portal. */
export function formatMoment(at: string): string {
  return moment.format(new Date(at));
}

/** "View as of": a date and time (the browser's own zone) that the route puts in the address. */
export function ViewAsOfControl({ onView }: { onView: (at: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) onView(at.toISOString());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={id}>View as of</Label>
        <Input
          id={id}
          type="datetime-local"
          step={1}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-auto"
        />
      </div>
      <Button type="submit" variant="outline" size="sm">
        <CalendarClock aria-hidden="true" className="size-4" />
        View
      </Button>
    </form>
  );
}

/** Says the screen shows the past, and offers the way back to now. */
export function AsOfBanner({ at, onBackToNow }: { at: string; onBackToNow: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2">
        <History aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Viewing as of <strong>{formatMoment(at)}</strong>: how it stood then, not as it is now.
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onBackToNow}>
        Back to now
      </Button>
    </div>
  );
}

/** An instant as the decider keeps it (`2026-12-05T22:01:34.146Z`), not a calendar date alone. */
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A value as the past view shows it: yes or no, instants en-US, lists as their items, nothing as N/A. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return formatMoment(value);
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
export function asOfFacts(entity: AuditedEntityPath, state: EntityAsOf['state']): [string, unknown][] {
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

/** The entity's fields as they stood at `at`, each by its label. */
export function EntityAsOfCard({
  entity,
  entityId,
  at,
  title,
}: {
  entity: AuditedEntityPath;
  entityId: number;
  at: string;
  title: string;
}) {
  const past = useEntityAsOf(entity, entityId, at);
  return (
    <Card className="min-w-0" aria-label={title}>
      <CardHeader title={title} icon={<History className="size-5 text-brand-700" />} />
      <CardContent>
        {past.isPending ? (
          <BlockLoading />
        ) : past.isError && notYetCreated(past.error) ? (
          <EmptyState>{past.error.serverMessage}</EmptyState>
        ) : past.isError ? (
          <BlockError title="Failed to load this moment" error={past.error} onRetry={() => past.refetch()} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">
              Last changed before then on {formatMoment(past.data.changedAt)}.
              {past.data.state.deleted === true && <strong> Deleted by then.</strong>}
            </p>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {asOfFacts(entity, past.data.state).map(([field, value]) => (
                <div key={field} className="min-w-0 border-b border-slate-100 pb-2">
                  <dt className="text-xs font-medium text-slate-500">{auditFieldLabel(entity, field)}</dt>
                  <dd className="[overflow-wrap:anywhere] text-slate-900">
                    <AuditValue value={shown(value)} />
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A history row's way to the entity as it stood right after that change. */
export function ViewAsOfLink({ at, onView }: { at: string; onView: (at: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onView(at)}
      className="mt-1 rounded text-xs font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      View as of then
    </button>
  );
}

/** The server's 404 for a moment before the entity's first event: a fact about then, not a failure. */
function notYetCreated(error: Error): error is ApiError & { serverMessage: string } {
  return error instanceof ApiError && error.status === 404 && error.serverMessage !== undefined;
}
