import { type CurrentUser, roleLabel } from '@seerat/contracts';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { classNames } from '../../lib/class-names';
import { MobileMenu } from './mobile-menu';
import { Placeholder } from './placeholder';

/** `user` is undefined while `GET /api/user` is on its way: placeholders stand for the roles and the password button. */
export function AppHeader({ user }: { user: CurrentUser | undefined }) {
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <MobileMenu user={user} />
      {user ? (
        <RoleList user={user} />
      ) : (
        <div className="flex-1">
          <Placeholder className="h-5 w-28" />
        </div>
      )}
      <RefreshButton />
      {user ? <ChangePasswordDialog username={user.username} /> : <Placeholder className="h-8 w-9 sm:w-40" />}
      <LogoutButton compact />
    </header>
  );
}

function RoleList({ user }: { user: CurrentUser }) {
  return (
    <ul aria-label="Your roles" className="flex min-w-0 flex-1 flex-wrap gap-1.5 overflow-hidden">
      {user.roles.map((role) => (
        <li
          key={role}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-brand-800 ring-1 ring-brand-100"
        >
          {roleLabel(role)}
        </li>
      ))}
    </ul>
  );
}

/** Fetches again every query the screen shows. */
function RefreshButton() {
  const queryClient = useQueryClient();
  const refreshing = useIsFetching() > 0;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Refresh"
      onClick={() => queryClient.refetchQueries({ type: 'active' })}
    >
      <RefreshCw aria-hidden="true" className={classNames('size-4', refreshing && 'animate-spin')} />
    </Button>
  );
}
