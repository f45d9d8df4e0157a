import type { CurrentUser } from '@seerat/contracts';
import { BookOpenText } from 'lucide-react';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { Navigation } from './navigation';
import { Placeholder } from './placeholder';

/** `user` is undefined while `GET /api/user` is on its way: the menu and the name show as placeholders. */
type SidebarProps = { user: CurrentUser | undefined; onNavigate?: () => void };

export function Sidebar({ user, onNavigate }: SidebarProps) {
  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex h-16 items-center gap-3 border-b border-slate-200 px-5">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
          <BookOpenText className="size-5" />
        </span>
        <div className="leading-tight">
          <p className="font-semibold text-slate-900">Seerat Circles</p>
          <p className="text-xs text-slate-500">Management Portal</p>
        </div>
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <Navigation user={user} onNavigate={onNavigate} />
      </div>
      {/* The name gets the full width: usernames such as zone.masool.lahore must stay readable. */}
      <div className="border-t border-slate-200 px-4 py-3">
        {user ? <SignedInAs username={user.username} /> : <Placeholder className="h-9 w-40" />}
        <LogoutButton className="mt-2 w-full justify-start" />
      </div>
    </div>
  );
}

function SignedInAs({ username }: { username: string }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-600 uppercase"
      >
        {username.slice(0, 1)}
      </span>
      <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800" title={username}>
        {username}
      </p>
    </div>
  );
}
