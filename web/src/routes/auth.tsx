import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { z } from 'zod';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { currentUserQueryOptions } from '../lib/queries/get-current-user';
import { returnAddress } from '../lib/return-to';

/** `?redirect=` is the address a signed-out visitor opened; signing in returns there. */
const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/auth')({
  validateSearch: (search) => searchSchema.parse(search),
  beforeLoad: async ({ context, search }) => {
    // If the user lookup fails (API unreachable), the sign-in page still shows.
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (!user) return;
    const address = returnAddress(search.redirect);
    throw address ? redirect({ href: address }) : redirect({ to: '/' });
  },
  component: AuthRoute,
});

/** The layout and dashboard every sign-in lands on, whose code is fetched while the visitor types. */
const LANDING_ROUTES = ['/_authenticated', '/_authenticated/'] as const;

function AuthRoute() {
  const router = useRouter();
  const { redirect: requested } = Route.useSearch();
  useEffect(() => {
    // Without this, the form stays on screen after Enter while the shell's code downloads.
    for (const id of LANDING_ROUTES)
      void router.loadRouteChunk(router.routesById[id])?.catch(() => undefined);
  }, [router]);
  return <SignInPage returnTo={returnAddress(requested)} />;
}
