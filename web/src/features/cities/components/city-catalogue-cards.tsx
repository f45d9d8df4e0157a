import type { CityCatalogueEntry } from '@seerat/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { BookMarked, Library } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { useCityLibraryBooks } from '../api/get-city-library-books';
import { useCitySeeratModels } from '../api/get-city-seerat-models';

/**
 * The city's selected Seerat models and library books, side by side on wide screens. The Seerat
 * Model card ends with the city's Seerat model checks (`seeratModelChecks`), which their own
 * feature draws and the route brings.
 */
export function CityCatalogueCards({
  cityId,
  seeratModelChecks,
}: {
  cityId: number;
  seeratModelChecks: ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CatalogueCard
        title="Seerat Model"
        icon={<BookMarked aria-hidden="true" className="size-5 text-brand-700" />}
        query={useCitySeeratModels(cityId)}
        failure="Failed to fetch seerat models"
        emptyText="No seerat models found."
        footer={seeratModelChecks}
      />
      <CatalogueCard
        title="Seerat Library"
        icon={<Library aria-hidden="true" className="size-5 text-brand-700" />}
        query={useCityLibraryBooks(cityId)}
        failure="Failed to fetch library books"
        emptyText="No library books found."
      />
    </div>
  );
}

/** The cards cycle through eight colours (spec section 9). */
const ENTRY_COLOURS = [
  'border-teal-200 bg-teal-50',
  'border-sky-200 bg-sky-50',
  'border-violet-200 bg-violet-50',
  'border-amber-200 bg-amber-50',
  'border-rose-200 bg-rose-50',
  'border-emerald-200 bg-emerald-50',
  'border-indigo-200 bg-indigo-50',
  'border-orange-200 bg-orange-50',
] as const;

type CatalogueCardProps = {
  title: string;
  icon: ReactNode;
  query: UseQueryResult<CityCatalogueEntry[]>;
  failure: string;
  emptyText: string;
  /** What the card shows below its list. */
  footer?: ReactNode;
};

function CatalogueCard({ title, icon, query, failure, emptyText, footer }: CatalogueCardProps) {
  const total = query.data?.reduce((sum, entry) => sum + entry.count, 0) ?? 0;
  return (
    <Card>
      <CardHeader
        title={title}
        icon={icon}
        actions={
          query.isSuccess && query.data.length > 0 ? <Badge tone="brand">Total: {total}</Badge> : undefined
        }
      />
      <CardContent>
        {query.isPending ? (
          <BlockLoading />
        ) : query.isError ? (
          <BlockError title={failure} error={query.error} onRetry={() => query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState>{emptyText}</EmptyState>
        ) : (
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
            tabIndex={0}
            className="grid max-h-80 gap-2 overflow-y-auto sm:grid-cols-2"
          >
            {query.data.map((entry, index) => (
              <li
                key={entry.id}
                className={`flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5 ${ENTRY_COLOURS[index % ENTRY_COLOURS.length]}`}
              >
                <span className="min-w-0 text-sm font-medium break-words text-slate-800">{entry.name}</span>
                <span className="shrink-0 rounded-md bg-white/80 px-2 py-0.5 text-sm font-semibold text-slate-900 tabular-nums">
                  {entry.count}
                </span>
              </li>
            ))}
          </ul>
        )}
        {footer && <div className="mt-5 border-t border-slate-100 pt-4">{footer}</div>}
      </CardContent>
    </Card>
  );
}
