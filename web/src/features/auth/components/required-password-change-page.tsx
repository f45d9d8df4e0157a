import { CHANGE_GENERATED_PASSWORD } from '@seerat/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { currentUserQueryKey } from '../../../lib/queries/query-keys';
import { ChangePasswordForm } from './change-password-dialog';
import { LogoutButton } from './logout-button';

/**
 * The only screen of a user whose password the portal generated (the server refuses them
 * everything else): the reason, the Change Password form and Logout; no Cancel, no way around.
 * Once the server took the new password, the user is read again and lands on the dashboard.
 */
export function RequiredPasswordChangePage({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: 'all' });
    await navigate({ to: '/' });
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10 sm:px-8">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10">
        <header className="mb-6 text-center">
          <span className="mx-auto mb-4 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <KeyRound className="size-5" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Change Password</h1>
          <p className="mt-2 text-sm text-slate-500">{CHANGE_GENERATED_PASSWORD}</p>
        </header>
        <ChangePasswordForm
          username={username}
          onDone={() => void changed()}
          secondaryAction={<LogoutButton />}
        />
      </div>
    </main>
  );
}
