import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { currentUserQueryOptions } from '../lib/queries/get-current-user';

export const Route = createFileRoute('/auth')({
  beforeLoad: async ({ context }) => {
    // If the user lookup fails (API unreachable), the sign-in page still shows.
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (user) throw redirect({ to: '/' });
  },
  component: SignInPage,
});
