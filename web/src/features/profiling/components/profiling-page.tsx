import type { ReactNode } from 'react';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard';
import { PageHeader } from '../../../components/layout/page-header';
import { AccessRestricted } from '../../../components/notices/access-restricted';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useProfilingAccess } from '../profiling-access';
import type { ProfilingTab } from '../profiling-tabs';
import { type AddNewDataForms, AddNewDataTab } from './add-new-data-tab';
import { CityProfilingTab } from './city-profiling-tab';
import { ZoneProfilingTab } from './zone-profiling-tab';

type ProfilingPageProps = {
  tab: ProfilingTab;
  onTabChange: (tab: ProfilingTab) => void;
  addNewDataForms: AddNewDataForms;
  onOpenCity: (cityId: number) => void;
  onOpenZone: (zoneId: number) => void;
  /** The open city's Data & History, or zone's management, in place of its tab's list. */
  opened: ReactNode;
};

/** `/profiling` (Data Profiling & Management): find a city or zone to edit or see its history. */
export function ProfilingPage({
  tab,
  onTabChange,
  addNewDataForms,
  onOpenCity,
  onOpenZone,
  opened,
}: ProfilingPageProps) {
  const mayListZones = useProfilingAccess().canListZones;
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <BackToDashboard />
      <PageHeader
        title="Data Profiling & Management"
        description="Find a city or zone to edit it or see its history."
      />
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as ProfilingTab)} className="min-w-0">
        <TabsList aria-label="Profiling" className="flex-wrap">
          <TabsTrigger value="cities">City Profiling</TabsTrigger>
          <TabsTrigger value="zones">Zone Profiling</TabsTrigger>
          <TabsTrigger value="add">Add New Data</TabsTrigger>
        </TabsList>
        <TabsContent value="cities">{opened ?? <CityProfilingTab onOpen={onOpenCity} />}</TabsContent>
        <TabsContent value="zones">
          {mayListZones ? (opened ?? <ZoneProfilingTab onOpen={onOpenZone} />) : <AccessRestricted />}
        </TabsContent>
        <TabsContent value="add">
          <AddNewDataTab forms={addNewDataForms} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
