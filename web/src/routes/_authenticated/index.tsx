import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { loadDashboard } from '../../features/dashboard/load-dashboard';

export const Route = createFileRoute('/_authenticated/')({
  loader: ({ context }) => loadDashboard(context.queryClient),
  component: DashboardPage,
});
