import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import {
  AsOfHistory,
  EntityAsOfView,
  type ViewEntityAsOf,
} from '../../features/audit/components/as-of-history';
import { AddBookForm } from '../../features/catalogue/components/add-book-form';
import { AddSeeratModelForm } from '../../features/catalogue/components/add-seerat-model-form';
import { RecommendedBookList } from '../../features/catalogue/components/recommended-book-list';
import { SeeratModelList } from '../../features/catalogue/components/seerat-model-list';
import { AddCityForm } from '../../features/cities/components/add-city-form';
import { DataEntryPage } from '../../features/data-entry/components/data-entry-page';
import { DATA_ENTRY_TABS } from '../../features/data-entry/data-entry-tabs';
import { AddZoneForm } from '../../features/zones/components/add-zone-form';
import { asOfSearch, searchId } from '../../lib/route-search';

const entryId = searchId;

/**
 * `?tab=` the open tab. `?model=<id>` (or `?book=`) opens that catalogue entry's Change History
 * under its list, and `&asOf=<ISO instant>` shows the entry as it stood then, so a moment of the
 * past has an address.
 */
const dataEntrySearchSchema = z.object({
  tab: z.enum(DATA_ENTRY_TABS).optional().catch(undefined),
  model: entryId,
  book: entryId,
  asOf: asOfSearch,
});

const CATALOGUE_AS_OF = {
  'seerat-models': 'Seerat model as of this moment',
  'recommended-books': 'Book as of this moment',
} as const;
type CatalogueEntity = keyof typeof CATALOGUE_AS_OF;

export const Route = createFileRoute('/_authenticated/data-entry')({
  validateSearch: (search) => dataEntrySearchSchema.parse(search),
  component: DataEntryRoute,
});

function DataEntryRoute() {
  const { tab = 'city', model, book, asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  const searchOf = (entity: CatalogueEntity, entityId: number) =>
    entity === 'seerat-models'
      ? ({ tab: 'seerat-model', model: entityId } as const)
      : ({ tab: 'book', book: entityId } as const);
  const viewAsOf: ViewEntityAsOf<CatalogueEntity> = (entity, entityId, at) =>
    void navigate({ search: { ...searchOf(entity, entityId), asOf: at } });
  const openHistory = (entity: CatalogueEntity) => (entityId: number) =>
    void navigate({ search: searchOf(entity, entityId) });
  const history = (entity: CatalogueEntity, entityId: number | undefined): ReactNode => {
    if (entityId === undefined) return null;
    const close = () => void navigate({ search: { tab } });
    return (
      <section aria-label="Entry history" className="mt-4 grid min-w-0 gap-3">
        {asOf ? (
          <EntityAsOfView
            entity={entity}
            entityId={entityId}
            at={asOf}
            title={CATALOGUE_AS_OF[entity]}
            onView={viewAsOf}
            onBackToNow={() => void navigate({ search: searchOf(entity, entityId) })}
          />
        ) : (
          <div className="min-w-0">
            <AsOfHistory entity={entity} entityId={entityId} onView={viewAsOf} />
          </div>
        )}
        <Button variant="outline" size="sm" className="justify-self-start" onClick={close}>
          Close history
        </Button>
      </section>
    );
  };
  return (
    <DataEntryPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      content={{
        addCity: <AddCityForm />,
        addZone: <AddZoneForm />,
        addSeeratModel: <AddSeeratModelForm />,
        seeratModels: (
          <>
            <SeeratModelList onHistory={openHistory('seerat-models')} />
            {history('seerat-models', model)}
          </>
        ),
        addBook: <AddBookForm />,
        books: (
          <>
            <RecommendedBookList onHistory={openHistory('recommended-books')} />
            {history('recommended-books', book)}
          </>
        ),
      }}
    />
  );
}
