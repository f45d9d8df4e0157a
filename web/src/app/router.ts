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
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
