import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { PageNotFound } from '../components/notices/page-not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Public, like the sign-in page: an unknown address needs no session to be told so.
  notFoundComponent: PageNotFound,
});
