import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TeamProfilesTab } from '../../team-profiles/components/team-profiles-tab';
import { useTeamProfileAccess } from '../../team-profiles/team-profile-access';
import { useMasoolProfileAccess } from '../masool-profile-access';
import { MasoolProfilesTab } from './masool-profiles-tab';

export type ProfileKind = 'masool' | 'team';

type ProfileManagementPageProps = {
  tab: ProfileKind;
  onTab: (tab: ProfileKind) => void;
  search: string;
  onSearch: (search: string) => void;
  /** `?view=` and `?profileId=`: the profile whose details are open. */
  open: { view: ProfileKind; profileId: number } | undefined;
  onOpen: (open: { view: ProfileKind; profileId: number } | undefined) => void;
};

/** `/profile-management`: masool and team profiles, searchable by name or contact (spec 001 section 2.8). */
export function ProfileManagementPage({
  tab,
  onTab,
  search,
  onSearch,
  open,
  onOpen,
}: ProfileManagementPageProps) {
  const masoolAccess = useMasoolProfileAccess();
  const teamAccess = useTeamProfileAccess();
  const [adding, setAdding] = useState<ProfileKind | null>(null);
  const canAdd = tab === 'masool' ? masoolAccess.canAdd : teamAccess.canAdd;
  const openIn = (kind: ProfileKind) => (profileId: number | undefined) =>
    onOpen(profileId === undefined ? undefined : { view: kind, profileId });

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Masool & Team Profile"
        actions={
          canAdd && (
            <Button onClick={() => setAdding(tab)} aria-haspopup="dialog">
              <Plus aria-hidden="true" className="size-4" />
              {tab === 'masool' ? 'Add New Masool' : 'Add Team Member'}
            </Button>
          )
        }
      />
      <Tabs value={open?.view ?? tab} onValueChange={(value) => onTab(value as ProfileKind)}>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <TabsList>
            <TabsTrigger value="masool">Masool Profiles</TabsTrigger>
            <TabsTrigger value="team">Team Profiles</TabsTrigger>
          </TabsList>
          <SearchBox
            value={search}
            onChange={onSearch}
            placeholder="Search by name or contact..."
            className="max-w-md flex-1"
          />
        </div>
        <TabsContent value="masool">
          <MasoolProfilesTab
            search={search}
            adding={adding === 'masool'}
            onAddClosed={() => setAdding(null)}
            openId={open?.view === 'masool' ? open.profileId : undefined}
            onOpen={openIn('masool')}
          />
        </TabsContent>
        <TabsContent value="team">
          <TeamProfilesTab
            search={search}
            adding={adding === 'team'}
            onAddClosed={() => setAdding(null)}
            openId={open?.view === 'team' ? open.profileId : undefined}
            onOpen={openIn('team')}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
