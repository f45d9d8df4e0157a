import { BookOpen, Building2, Info, Layers, MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { AccessRestricted } from '../../../components/notices/access-restricted';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ONLY_ADMINS_CREATE_ZONES } from '../../../lib/principal';
import { useDataEntryAccess } from '../data-entry-access';
import type { DataEntryTab } from '../data-entry-tabs';

/** The forms and lists of the tabs. They belong to their own features, so the route brings them. */
export type DataEntryContent = {
  addCity: ReactNode;
  addZone: ReactNode;
  addSeeratModel: ReactNode;
  seeratModels: ReactNode;
  addBook: ReactNode;
  books: ReactNode;
};

type DataEntryPageProps = {
  tab: DataEntryTab;
  onTabChange: (tab: DataEntryTab) => void;
  content: DataEntryContent;
};

/** `/data-entry` (Add New Records): one tab per kind of record. Add Zone is for administrators. */
export function DataEntryPage({ tab, onTabChange, content }: DataEntryPageProps) {
  const { canCreateZone: mayCreateZone, canEditCatalogue: mayEditCatalogue } = useDataEntryAccess();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader title="Add New Records" description="Add cities, zones, Seerat models and books." />
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as DataEntryTab)} className="min-w-0">
        <TabsList aria-label="Record type" className="flex-wrap">
          <TabsTrigger value="city">
            <TabLabel icon={<Building2 className="size-4" />}>Add City</TabLabel>
          </TabsTrigger>
          <TabsTrigger value="zone" disabled={!mayCreateZone}>
            <TabLabel icon={<MapPinned className="size-4" />}>Add Zone</TabLabel>
          </TabsTrigger>
          <TabsTrigger value="seerat-model">
            <TabLabel icon={<Layers className="size-4" />}>Add Seerat Model</TabLabel>
          </TabsTrigger>
          <TabsTrigger value="book">
            <TabLabel icon={<BookOpen className="size-4" />}>Add Book</TabLabel>
          </TabsTrigger>
        </TabsList>
        {!mayCreateZone && (
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-500">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            {ONLY_ADMINS_CREATE_ZONES}
          </p>
        )}
        <TabsContent value="city">
          {/* The city form sets out its own sections as cards. */}
          {content.addCity}
        </TabsContent>
        <TabsContent value="zone">
          <FormCard title="Add Zone">
            {mayCreateZone ? (
              content.addZone
            ) : (
              <p className="text-sm text-slate-600">{ONLY_ADMINS_CREATE_ZONES}</p>
            )}
          </FormCard>
        </TabsContent>
        <TabsContent value="seerat-model">
          <CatalogueTab
            form={mayEditCatalogue ? content.addSeeratModel : <AccessRestricted />}
            formTitle="Add Seerat Model"
            list={content.seeratModels}
            listTitle="Seerat Models"
          />
        </TabsContent>
        <TabsContent value="book">
          <CatalogueTab
            form={mayEditCatalogue ? content.addBook : <AccessRestricted />}
            formTitle="Add Book"
            list={content.books}
            listTitle="Recommended Books"
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function TabLabel({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <span className="flex items-center gap-2">
      {/* On a phone the four tabs fit beside each other only without their icons. */}
      <span className="hidden sm:inline">{icon}</span>
      {children}
    </span>
  );
}

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type CatalogueTabProps = { form: ReactNode; formTitle: string; list: ReactNode; listTitle: string };

/** A catalogue form beside what the catalogue already holds. */
function CatalogueTab({ form, formTitle, list, listTitle }: CatalogueTabProps) {
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <FormCard title={formTitle}>{form}</FormCard>
      <FormCard title={listTitle}>{list}</FormCard>
    </div>
  );
}
