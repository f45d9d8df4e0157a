import { AUDIT_VALUE_LENGTH, type AuditAction, type AuditEntry, shortenAuditValue } from '@seerat/contracts';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useReferenceNames } from '../use-reference-names';

const NOT_AVAILABLE = 'N/A';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When the change was made, the en-US way. */
export function formatAuditDate(entry: AuditEntry): string {
  const date = new Date(entry.createdAt);
  return Number.isNaN(date.getTime()) ? NOT_AVAILABLE : dateTime.format(date);
}

/** Who made the change; changes made by the system's own jobs carry no user. */
export function auditUsername(entry: AuditEntry): string {
  return entry.user?.username || 'System';
}

export function AuditActionBadge({ action }: { action: AuditAction }) {
  return <Badge tone={actionTone(action)}>{action}</Badge>;
}

function actionTone(action: AuditAction): BadgeTone {
  switch (action) {
    case 'create':
      return 'success';
    case 'update':
      return 'info';
    case 'delete':
      return 'danger';
  }
}

/**
 * The old value struck through and the new one (an id by the name of what it points at), each
 * shortened to 50 characters; a longer value is shown whole on demand. Values take their direction
 * from their own first letters (`dir="auto"`), so an Urdu value reads right to left beside English
 * ones.
 */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const [whole, setWhole] = useState(false);
  const named = useReferenceNames([
    [entry.fieldName, entry.oldValue],
    [entry.fieldName, entry.newValue],
  ]);
  const { fieldName } = entry;
  const asShown = (value: string | null) =>
    value === null || fieldName === null ? value : named(fieldName, value);
  const [oldShown, newShown] = [asShown(entry.oldValue), asShown(entry.newValue)];
  const shorten = (value: string | null) => (whole ? value : shortenAuditValue(value));
  const oldValue = shorten(oldShown);
  const newValue = shorten(newShown);
  if (oldValue === null && newValue === null) return <span className="text-slate-500">{NOT_AVAILABLE}</span>;
  const shortened = [oldShown, newShown].some((value) => (value?.length ?? 0) > AUDIT_VALUE_LENGTH);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 [overflow-wrap:anywhere]">
      {oldValue !== null && (
        <span className="text-red-700 line-through decoration-red-300">
          <AuditValue value={oldValue} />
        </span>
      )}
      {oldValue !== null && newValue !== null && (
        <ArrowRight aria-label="changed to" className="size-3.5 shrink-0 text-slate-400" />
      )}
      {newValue !== null && (
        <span className="text-emerald-700">
          <AuditValue value={newValue} />
        </span>
      )}
      {shortened && (
        <button
          type="button"
          aria-expanded={whole}
          onClick={() => setWhole(!whole)}
          className="min-h-6 rounded text-xs font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {whole ? 'Show less' : 'Show all'}
        </button>
      )}
    </span>
  );
}

/** Arabic-script letters: the value is Urdu (a city's Urdu name), whichever field it came from. */
const URDU_LETTERS = /[\u0600-\u06FF]/;

/** A recorded value in its own direction; Urdu in its script's font. */
export function AuditValue({ value }: { value: string }) {
  return URDU_LETTERS.test(value) ? (
    <bdi dir="auto" lang="ur" className="font-urdu leading-[2.2] whitespace-pre-wrap">
      {value}
    </bdi>
  ) : (
    <bdi dir="auto" className="whitespace-pre-wrap">
      {value}
    </bdi>
  );
}

export function orNotAvailable(value: string | null): string {
  return value || NOT_AVAILABLE;
}
