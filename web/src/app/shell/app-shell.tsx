import type { CurrentUser } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
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
  useSendAway(user);
  if (user === null || user?.mustChangePassword) return null;
  return <Frame user={user} />;
}

/**
 * Signed out all along (a stale hint) or found so by a refetch: to /auth, with the address opened
 * so that signing in returns to it. A generated password opens nothing else (the APIs answer 403)
 * until it is changed. Once per answer: the address is read when it comes, not followed, since
 * it changes while the navigation runs.
 */
function useSendAway(user: CurrentUser | null | undefined): void {
  const router = useRouter();
  useEffect(() => {
    if (user === null) {
      void router.navigate({ to: '/auth', search: { redirect: router.state.location.href }, replace: true });
    } else if (user?.mustChangePassword) {
      void router.navigate({ to: '/change-password', replace: true });
    }
  }, [user, router]);
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
