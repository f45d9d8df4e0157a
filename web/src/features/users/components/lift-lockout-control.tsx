import { LockOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useLiftSignInLockout } from '../api/lift-sign-in-lockout';

/** On Edit User: lets an account that failed sign-in too often, from anywhere, sign in again. */
export function LiftLockoutControl({ userId }: { userId: number }) {
  const lift = useLiftSignInLockout();
  const { toast } = useToast();
  const onClick = () =>
    lift.mutate(userId, {
      onSuccess: ({ message }) => toast({ title: message }),
      onError: (error) =>
        toast({
          title: 'Failed to lift the lock-out',
          description: describeError(error),
          variant: 'destructive',
        }),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
      <p className="text-sm text-slate-600">
        Locked out after too many failed sign-ins? Lifting it lets this user sign in again at once.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onClick} disabled={lift.isPending}>
        <LockOpen className="size-4" />
        {lift.isPending ? 'Lifting...' : 'Lift sign-in lock-out'}
      </Button>
    </div>
  );
}
