import { Navigate, Outlet } from '@tanstack/react-router';
import { useCurrentUser } from '../../lib/queries/get-current-user';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';

/** The frame of every signed-in screen: sidebar (a slide-in menu on small screens), header, content. */
export function AppShell() {
  const { data: user } = useCurrentUser();

  // A refetch can find the session gone (it expired or ended elsewhere).
  if (!user) return <Navigate to="/auth" />;

  return (
    <div className="min-h-dvh bg-slate-50 md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh border-r border-slate-200 md:block">
        <Sidebar username={user.username} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <AppHeader user={user} />
        <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
