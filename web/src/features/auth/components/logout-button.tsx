import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useLogout } from '../api/logout';

type LogoutButtonProps = { className?: string; compact?: boolean };

/** Logs out and reloads the page; `compact` keeps only the icon on small screens. */
export function LogoutButton({ className, compact = false }: LogoutButtonProps) {
  const logout = useLogout();
  const { toast } = useToast();

  const logOut = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Logout failed', description: describeError(error), variant: 'destructive' }),
    });

  return (
    <Button variant="ghost" size="sm" className={className} disabled={logout.isPending} onClick={logOut}>
      <LogOut className="size-4" />
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Logout</span>
    </Button>
  );
}
