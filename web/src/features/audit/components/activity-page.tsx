import {
  ACTIVITY_TO_BEFORE_FROM,
  type ActivityEntry,
  AUDIT_ACTIONS,
  AUDIT_FIELD_LABELS,
  AUDITED_ENTITY_NAMES,
  type AuditedEntityPath,
  auditFieldLabel,
  listQueryString,
} from '@seerat/contracts';
import { Download } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClassNames } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SelectField } from '../../../components/ui/select-field';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedTable,
} from '../../../components/ui/stacked-table';
import { TextField } from '../../../components/ui/text-field';
import { listTotal } from '../../../lib/paged-query';
import { type ActivityFilters, useActivity } from '../api/get-activity';
import { AuditActionBadge, AuditChange, formatAuditDate } from './audit-entry-parts';
import { VerifyLogCard } from './verify-log-card';

type ActivityPageProps = {
  filters: ActivityFilters;
  onFilters: (filters: ActivityFilters) => void;
  /** A link to the entity as it stood right after the change, where a screen shows it (the route's). */
  entityLink: (entry: ActivityEntry) => ReactNode;
};

/** `/audit`: every change in the organisation, newest first, for auditors and administrators. */
export function ActivityPage({ filters, onFilters, entityLink }: ActivityPageProps) {
  const activity = useActivity(filters);
  const total = listTotal(activity);
  return (
    <div className="mx-auto grid max-w-7xl min-w-0 gap-6">
      <PageHeader title="Activity" description="Every change in the organisation, newest first." />
      <VerifyLogCard />
      <Card className="min-w-0">
        <CardContent>
          <FilterForm filters={filters} onFilters={onFilters} />
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardContent className="grid min-w-0 gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600">
              Latest changes{total === undefined ? '' : ` (${total.toLocaleString('en-US')})`}
            </p>
            <div className="flex flex-wrap gap-2">
              {(['csv', 'ndjson'] as const).map((format) => (
                <a
                  key={format}
                  href={`/api/audit/activity/export${listQueryString({ ...filters, format })}`}
                  className={buttonClassNames({ variant: 'outline', size: 'sm' })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Export {format.toUpperCase()}
                </a>
              ))}
            </div>
          </div>
          <PagedBlock query={activity} errorTitle="Failed to load activity">
            {(entries) =>
              entries.length === 0 ? (
                <p className="py-8 text-center text-sm text-slate-500">No changes match these filters</p>
              ) : (
                <ActivityTable entries={entries} entityLink={entityLink} />
              )
            }
          </PagedBlock>
        </CardContent>
      </Card>
    </div>
  );
}

const ACTIVITY_COLUMNS = ['Date', 'Entity', 'Action', 'Field', 'Change', 'User', 'Reason'] as const;

/** The feed's rows: stacked on a phone, a table that scrolls sideways in its box from `md` up. */
function ActivityTable({
  entries,
  entityLink,
}: {
  entries: ActivityEntry[];
  entityLink: ActivityPageProps['entityLink'];
}) {
  return (
    <section
      aria-label="Activity table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-[70vh] min-w-0 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <StackedTable className="md:min-w-[60rem] md:table-fixed">
        <colgroup>
          <col className="w-[10rem]" />
          <col className="w-[11rem]" />
          <col className="w-[6rem]" />
          <col className="w-[11rem]" />
          <col />
          <col className="w-[9rem]" />
          <col className="w-[12rem]" />
        </colgroup>
        <StackedHead
          columns={ACTIVITY_COLUMNS}
          className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase"
        />
        <StackedBody>
          {entries.map((entry) => (
            <StackedRow key={`${entry.entityType}/${entry.id}`}>
              <StackedCell label="Date" className="text-slate-600">
                {formatAuditDate(entry)}
              </StackedCell>
              <StackedCell label="Entity" className="[overflow-wrap:anywhere]">
                {entityLink(entry)}
              </StackedCell>
              <StackedCell label="Action">
                <AuditActionBadge action={entry.action} />
              </StackedCell>
              <StackedCell label="Field" className="font-medium [overflow-wrap:anywhere] text-slate-800">
                {entry.fieldName === null ? 'N/A' : auditFieldLabel(entry.entityType, entry.fieldName)}
              </StackedCell>
              <StackedCell label="Change">
                <AuditChange entry={entry} />
              </StackedCell>
              <StackedCell label="User" className="[overflow-wrap:anywhere] text-slate-700">
                {entry.user.username}
              </StackedCell>
              <StackedCell label="Reason" className="text-slate-600">
                <bdi dir="auto" className="whitespace-pre-wrap">
                  {entry.changeReason || 'N/A'}
                </bdi>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedBody>
      </StackedTable>
    </section>
  );
}

/** An entity's kind and id as the feed names it (`City 12`). */
export function entityName(entry: ActivityEntry): string {
  return `${AUDITED_ENTITY_NAMES[entry.entityType]} ${entry.entityId}`;
}

function FilterForm({
  filters,
  onFilters,
}: {
  filters: ActivityFilters;
  onFilters: (filters: ActivityFilters) => void;
}) {
  const [draft, setDraft] = useState({
    user: filters.user ?? '',
    entityType: filters.entityType ?? '',
    entityId: filters.entityId === undefined ? '' : String(filters.entityId),
    action: filters.action ?? '',
    from: filters.from?.slice(0, 10) ?? '',
    to: filters.to?.slice(0, 10) ?? '',
  });
  const [toError, setToError] = useState<string | undefined>();
  const set = (name: keyof typeof draft) => (value: string) => {
    setDraft({ ...draft, [name]: value });
    if (name === 'from' || name === 'to') setToError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Whole days as typed (yyyy-mm-dd compare as text): the server says the same, at the same field.
    if (draft.from && draft.to && draft.to < draft.from) {
      setToError(ACTIVITY_TO_BEFORE_FROM);
      return;
    }
    const id = Number(draft.entityId);
    onFilters({
      user: draft.user.trim() || undefined,
      entityType: (draft.entityType || undefined) as ActivityFilters['entityType'],
      entityId: Number.isInteger(id) && id > 0 ? id : undefined,
      action: (draft.action || undefined) as ActivityFilters['action'],
      // Whole days in the browser's zone: from the first moment of the first to the last of the last.
      from: draft.from ? new Date(`${draft.from}T00:00:00`).toISOString() : undefined,
      to: draft.to ? new Date(`${draft.to}T23:59:59.999`).toISOString() : undefined,
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Filter activity">
      <TextField label="User" value={draft.user} onChange={set('user')} maxLength={50} />
      <SelectField
        label="Entity type"
        value={draft.entityType}
        onChange={set('entityType')}
        placeholder="Any"
        options={(Object.keys(AUDIT_FIELD_LABELS) as AuditedEntityPath[]).map((path) => ({
          value: path,
          label: AUDITED_ENTITY_NAMES[path],
        }))}
      />
      <TextField
        label="Entity id"
        value={draft.entityId}
        onChange={set('entityId')}
        inputMode="numeric"
        maxLength={10}
      />
      <SelectField
        label="Action"
        value={draft.action}
        onChange={set('action')}
        placeholder="Any"
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))}
      />
      <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="To" type="date" value={draft.to} onChange={set('to')} error={toError} />
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" size="sm">
          Apply filters
        </Button>
      </div>
    </form>
  );
}
