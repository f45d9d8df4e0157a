import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMasoolProfileAccess } from '../masool-profile-access';
import { MasoolProfilesTab } from './masool-profiles-tab';

export type ProfileKind = 'masool' | 'team';

/** What a tab of profiles is told by the page: the search, the Add dialog, the open profile. */
export type ProfileTabProps = {
  search: string;
  adding: boolean;
  onAddClosed: () => void;
  openId: number | undefined;
  onOpen: (profileId: number | undefined) => void;
};

type ProfileManagementPageProps = {
  tab: ProfileKind;
  onTab: (tab: ProfileKind) => void;
  search: string;
  onSearch: (search: string) => void;
  /** `?view=` and `?profileId=`: the profile whose details are open. */
  open: { view: ProfileKind; profileId: number } | undefined;
  onOpen: (open: { view: ProfileKind; profileId: number } | undefined) => void;
  /** The team profiles feature's tab and whether the viewer may add to it, which the route brings. */
  team: { canAdd: boolean; tab: (props: ProfileTabProps) => ReactNode };
};

/** `/profile-management`: masool and team profiles, searchable by name or contact (spec 001 section 2.8). */
export function ProfileManagementPage({
  tab,
  onTab,
  search,
  onSearch,
  open,
  onOpen,
  team,
}: ProfileManagementPageProps) {
  const masoolAccess = useMasoolProfileAccess();
  const [adding, setAdding] = useState<ProfileKind | null>(null);
  const canAdd = tab === 'masool' ? masoolAccess.canAdd : team.canAdd;
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
            // Too narrow beside the tabs on a phone, it takes a row of its own there.
            className="max-w-md min-w-60 flex-1"
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
          {team.tab({
            search,
            adding: adding === 'team',
            onAddClosed: () => setAdding(null),
            openId: open?.view === 'team' ? open.profileId : undefined,
            onOpen: openIn('team'),
          })}
        </TabsContent>
      </Tabs>
    </div>
  );
}
