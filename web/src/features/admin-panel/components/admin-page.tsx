import type { ReactNode } from 'react';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { AccessRestricted } from '../../../components/notices/access-restricted';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/queries/get-current-user';
import { useMayManageUsers } from '../admin-access';
import type { AdminTab } from '../admin-tabs';

type AdminPageProps = {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  /** The tabs' contents, each its own feature's (users, custom roles): the route brings them. */
  usersTab: (currentUserId: number) => ReactNode;
  customRolesTab: ReactNode;
  backgroundJobsTab: ReactNode;
};

/** The Admin Panel (/admin): users, custom roles and background jobs, for administrators only. */
export function AdminPage({ tab, onTabChange, usersTab, customRolesTab, backgroundJobsTab }: AdminPageProps) {
  const { data: user } = useCurrentUser();
  const mayManageUsers = useMayManageUsers();
  if (!user || !mayManageUsers) {
    return (
      <div className="grid gap-6">
        <BackButton />
        <AccessRestricted title="Admin Access Required" />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <BackButton />
      <PageHeader
        title="Admin Panel"
        description="Manage the portal's users, their roles and custom roles, and its background jobs."
      />
      <Tabs value={tab} onValueChange={(next) => onTabChange(next as AdminTab)}>
        <TabsList aria-label="Admin sections" className="flex-wrap">
          <TabsTrigger value="users">User Management</TabsTrigger>
          <TabsTrigger value="roles">Custom Roles</TabsTrigger>
          <TabsTrigger value="jobs">Background Jobs</TabsTrigger>
        </TabsList>
        <TabsContent value="users">{usersTab(user.id)}</TabsContent>
        <TabsContent value="roles">{customRolesTab}</TabsContent>
        <TabsContent value="jobs">{backgroundJobsTab}</TabsContent>
      </Tabs>
    </div>
  );
}
