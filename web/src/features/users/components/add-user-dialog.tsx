import { type CustomRole, TEXT_LIMITS, USERNAME_TAKEN } from '@seerat/contracts';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DisabledReason } from '../../../components/ui/disabled-reason';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { describeError } from '../../../lib/api-client';
import { useCreateUser } from '../api/create-user';
import { accessRequest, type UserAccess } from '../user-access-form-values';
import { UserAccessFields } from './user-access-fields';

/** Add User: username, password, roles (city masool by default) and the assignment they need. */
export function AddUserDialog({ customRoles }: { customRoles: CustomRole[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Add User"
      description="Create an account; the user signs in with this username and password."
      size="lg"
      trigger={
        <Button>
          <UserPlus className="size-4" />
          Add User
        </Button>
      }
    >
      <AddUserForm customRoles={customRoles} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

/** What Create User waits for, said beside it while it is disabled. */
export const CREATE_USER_WAITS_FOR = 'Enter a username and a password to create the user';

/** A username another account holds is said under Username. */
const USERNAME_CONFLICT = { [USERNAME_TAKEN]: 'username' };

function AddUserForm({ customRoles, onDone }: { customRoles: CustomRole[]; onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [access, setAccess] = useState<UserAccess>({
    roles: ['city_masool'],
    zoneId: '',
    cityId: '',
    organisationWide: false,
  });
  const createUser = useCreateUser();
  const { errors, formRef, refuse, clear } = useFieldErrors({
    failure: createUser.error,
    conflicts: USERNAME_CONFLICT,
  });
  const { toast } = useToast();
  const ready = username.trim() !== '' && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    refuse({});
    // Add User offers no organisation-wide scope (Edit User does): the create call does not take it.
    const { organisationWide: _editedLater, ...assignment } = accessRequest(access);
    createUser.mutate(
      { username: username.trim(), password, ...assignment },
      {
        onSuccess: () => {
          toast({ title: 'User created successfully' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Failed to create user',
            description: describeError(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form ref={formRef} className="grid gap-4" onSubmit={submit} noValidate>
      <TextField
        label="Username"
        maxLength={TEXT_LIMITS.username}
        required
        autoComplete="off"
        placeholder="e.g. ahmad.raza"
        value={username}
        error={errors.username}
        onChange={(value) => {
          setUsername(value);
          clear('username');
        }}
      />
      <TextField
        label="Password"
        maxLength={TEXT_LIMITS.password}
        required
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
      />
      <UserAccessFields value={access} onChange={setAccess} customRoles={customRoles} errors={errors} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <DisabledReason reason={ready ? null : CREATE_USER_WAITS_FOR} align="end">
          {(why) => (
            <Button type="submit" {...why} disabled={why.disabled || createUser.isPending}>
              {createUser.isPending ? 'Creating...' : 'Create User'}
            </Button>
          )}
        </DisabledReason>
      </div>
    </form>
  );
}
