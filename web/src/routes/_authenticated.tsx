import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '../app/shell/app-shell';
import { FullPageSpinner } from '../components/notices/full-page-spinner';
import { currentUserQueryOptions } from '../lib/queries/get-current-user';

/** Every screen but the sign-in page lives under this pathless layout: signed-out visitors go to /auth. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (!user) throw redirect({ to: '/auth' });
  },
  pendingComponent: FullPageSpinner,
  component: AppShell,
});
