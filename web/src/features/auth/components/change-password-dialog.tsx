import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, TEXT_LIMITS } from '@seerat/contracts';
import { KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { ApiError, brokenRules } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/server-field-errors';
import { useChangePassword } from '../api/change-password';

/** The Change Password button and the dialog it opens. */
export function ChangePasswordDialog({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Change Password"
      trigger={
        <Button variant="outline" size="sm">
          <KeyRound className="size-4" />
          <span className="sr-only sm:not-sr-only">Change Password</span>
        </Button>
      }
    >
      <ChangePasswordForm username={username} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </Dialog>
  );
}

type ChangePasswordFormProps = {
  username: string;
  onDone: () => void;
  /** Where Cancel leads; without it, the form has no Cancel (a generated password must change). */
  onCancel?: () => void;
  /** Beside the submit button instead of Cancel. */
  secondaryAction?: ReactNode;
};

/** The three password fields and their checks; `onDone` after the server took the new password. */
export function ChangePasswordForm({ username, onDone, onCancel, secondaryAction }: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const changePassword = useChangePassword();
  const { errors, formRef, refuse } = useFieldErrors({ failure: changePassword.error });
  const { toast } = useToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The spec's toasts, and the same words at the field to fix: a toast alone goes in 5 seconds.
    const found = passwordErrors(newPassword, confirmPassword);
    refuse(found);
    const problem = found.confirmPassword ?? found.newPassword;
    if (problem !== undefined) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        // The dialog unmounts this form on close, which empties the fields.
        onSuccess: () => {
          toast({ title: 'Password changed successfully' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Failed to change password',
            description:
              brokenRules(error) ??
              (error instanceof ApiError && error.serverMessage !== undefined
                ? error.serverMessage
                : 'Please check your current password'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4">
      {/* Tells password managers whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        value={currentPassword}
        error={errors.currentPassword}
        onChange={setCurrentPassword}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        value={newPassword}
        error={errors.newPassword}
        onChange={setNewPassword}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={setConfirmPassword}
      />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {secondaryAction}
        <Button type="submit" disabled={changePassword.isPending}>
          {changePassword.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}

/** What is wrong with the new password before it is sent, at the field to fix; a mismatch first. */
function passwordErrors(newPassword: string, confirmPassword: string): FieldErrors {
  if (newPassword !== confirmPassword) return { confirmPassword: "Passwords don't match" };
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return { newPassword: PASSWORD_TOO_SHORT };
  }
  return {};
}

type PasswordFieldProps = {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** Required by the browser's own check, so the label carries no asterisk of the kit's. */
function PasswordField({ label, autoComplete, value, onChange, error }: PasswordFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete={autoComplete}
          required
          maxLength={TEXT_LIMITS.password}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
