import { createFileRoute, redirect } from '@tanstack/react-router';
import { RequiredPasswordChangePage } from '../features/auth/components/required-password-change-page';
import { currentUserQueryOptions, useCurrentUser } from '../lib/queries/get-current-user';

/**
 * Where a user with a generated password is kept until they change it (see `/_authenticated`);
 * anyone else has nothing to do here and goes to the sign-in page or the dashboard.
 */
export const Route = createFileRoute('/change-password')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (!user) throw redirect({ to: '/auth' });
    if (!user.mustChangePassword) throw redirect({ to: '/' });
  },
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { data: user } = useCurrentUser();
  return <RequiredPasswordChangePage username={user?.username ?? ''} />;
}
