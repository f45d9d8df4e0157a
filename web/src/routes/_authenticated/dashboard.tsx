import { createFileRoute } from '@tanstack/react-router';
import { DangerZoneList } from '../../features/danger-zone/components/danger-zone-list';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { loadDashboard } from '../../features/dashboard/load-dashboard';
import { dangerZoneHeadQueryOptions } from '../../lib/queries/get-danger-zone-cities';

export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: ({ context }) => {
    loadDashboard(context.queryClient);
    void context.queryClient.prefetchQuery(dangerZoneHeadQueryOptions());
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardPage dangerZone={<DangerZoneList />} />;
}
