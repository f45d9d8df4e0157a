import { createRouter } from '@tanstack/react-router';
import { RouteError } from '../components/notices/route-error';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router asks it afresh on every preload.
    defaultPreloadStaleTime: 0,
    // Fast lookups show no spinner at all; slow ones show it soon.
    defaultPendingMs: 200,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    // The router carries a scrolled element's position over to the next address, so a dialog
    // whose view the address changes (a moment of its past, or back to now) would open the new
    // view as far down as the link that asked for it, its banner cut off: a dialog starts at its top.
    scrollToTopSelectors: ['[role="dialog"]'],
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
