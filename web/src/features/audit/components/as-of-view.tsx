import { type AuditedEntityPath, auditFieldLabel } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, History } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { RenderPast } from '../../../components/history/entity-details-slot';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useScrollDialogToTop } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';
import { asOfFacts, lastChangedOf, shownValue } from '../as-of-facts';
import { useReferenceNames } from '../use-reference-names';
import { AuditValue } from './audit-entry-parts';

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

/**
 * Says the screen shows the past, and offers the way back to now. In a dialog, each change of view
 * (to a moment, to another, back to now) scrolls the dialog to its top: its "View as of then" links
 * sit far down a long dialog, and the view they open would otherwise start with this banner cut off.
 */
export function AsOfBanner({ at, onBackToNow }: { at: string; onBackToNow: () => void }) {
  const scrollDialogToTop = useScrollDialogToTop();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new moment is a new view to start at the top of.
  useEffect(() => {
    scrollDialogToTop();
  }, [at, scrollDialogToTop]);
  const backToNow = () => {
    onBackToNow();
    scrollDialogToTop();
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2">
        <History aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Viewing as of <strong>{formatDateTime(at)}</strong>: how it stood then, not as it is now.
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={backToNow}>
        Back to now
      </Button>
    </div>
  );
}

/** The entity's fields as they stood at `at`, each by its label, ids by the name of what they point at. */
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
  const past = useQuery(asOfQueryOptions<Record<string, unknown>>(entity, entityId, at));
  const facts = past.data ? asOfFacts(entity, past.data) : [];
  const lastChanged = past.data ? lastChangedOf(past.data) : undefined;
  const named = useReferenceNames(facts);
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
            {lastChanged && (
              <p className="mb-3 text-sm text-slate-600">
                Last changed before then on {formatDateTime(lastChanged)}.
              </p>
            )}
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {facts.map(([field, value]) => (
                <div key={field} className="min-w-0 border-b border-slate-100 pb-2">
                  <dt className="text-xs font-medium text-slate-500">{auditFieldLabel(entity, field)}</dt>
                  <dd className="[overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">
                    <AuditValue value={named(field, shownValue(value))} />
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

/**
 * The entity as it stood at `at`: drawn by the screen's own components for the present where it
 * gives `past` (read only), else as the fields' list under `title`.
 */
export function EntityPast({
  past,
  ...card
}: {
  entity: AuditedEntityPath;
  entityId: number;
  at: string;
  title: string;
  past: RenderPast | undefined;
}) {
  if (past) return <div className="min-w-0">{past(card.at)}</div>;
  return <EntityAsOfCard {...card} />;
}

/** A history row's way to the entity as it stood right after that change; 24 px tall, a finger's target (WCAG 2.2). */
export function ViewAsOfLink({ at, onView }: { at: string; onView: (at: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onView(at)}
      className="mt-1 inline-flex min-h-6 items-center rounded text-xs font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      View as of then
    </button>
  );
}

/** The server's 404 for a moment before the entity's first event: a fact about then, not a failure. */
function notYetCreated(error: Error): error is ApiError & { serverMessage: string } {
  return error instanceof ApiError && error.status === 404 && error.serverMessage !== undefined;
}
