import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AddBookForm } from '../../features/catalogue/components/add-book-form';
import { AddSeeratModelForm } from '../../features/catalogue/components/add-seerat-model-form';
import { RecommendedBookList } from '../../features/catalogue/components/recommended-book-list';
import { SeeratModelList } from '../../features/catalogue/components/seerat-model-list';
import { AddCityForm } from '../../features/cities/components/add-city-form';
import { DataEntryPage } from '../../features/data-entry/components/data-entry-page';
import { DATA_ENTRY_TABS } from '../../features/data-entry/data-entry-tabs';
import { AddZoneForm } from '../../features/zones/components/add-zone-form';

const dataEntrySearchSchema = z.object({ tab: z.enum(DATA_ENTRY_TABS).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/data-entry')({
  validateSearch: (search) => dataEntrySearchSchema.parse(search),
  component: DataEntryRoute,
});

function DataEntryRoute() {
  const { tab = 'city' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DataEntryPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      content={{
        addCity: <AddCityForm />,
        addZone: <AddZoneForm />,
        addSeeratModel: <AddSeeratModelForm />,
        seeratModels: <SeeratModelList />,
        addBook: <AddBookForm />,
        books: <RecommendedBookList />,
      }}
    />
  );
}
