import type { CurrentUser } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageSpinner } from '../../components/notices/page-spinner';
import { currentUserQueryOptions } from '../../lib/queries/get-current-user';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';

/**
 * The frame of every signed-in screen: sidebar (a slide-in menu on small screens), header, content.
 * It paints before `GET /api/user` answers, with placeholders where the user's name, roles and
 * role-gated links go; the screen inside waits for the user on its own.
 */
export function AppShell() {
  const { data: user } = useQuery({ ...currentUserQueryOptions(), throwOnError: true });
  const address = useLocation({ select: (location) => location.href });

  // Signed out all along (a stale hint), or a refetch found the session gone: the address opened
  // goes along, so signing in returns to it.
  if (user === null) return <Navigate to="/auth" search={{ redirect: address }} replace />;
  // A generated password opens nothing else (the APIs answer 403) until it is changed.
  if (user?.mustChangePassword) return <Navigate to="/change-password" replace />;
  return <Frame user={user} />;
}

function Frame({ user }: { user: CurrentUser | undefined }) {
  return (
    <div className="min-h-dvh bg-slate-50 md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh border-r border-slate-200 md:block">
        <Sidebar user={user} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <AppHeader user={user} />
        <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {/* Screens read the user with a suspending query: only the content waits, never the frame. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
