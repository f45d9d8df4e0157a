import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../../../lib/queries/get-current-user';

/**
 * `/masool-profile`: the signed-in user's own profile. Zone and city masools (and everyone else)
 * land on `/masool-profile/{theirId}`, so the address names whose profile it is.
 */
export const Route = createFileRoute('/_authenticated/masool-profile/')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (user) throw redirect({ to: '/masool-profile/$userId', params: { userId: user.id }, replace: true });
  },
});
