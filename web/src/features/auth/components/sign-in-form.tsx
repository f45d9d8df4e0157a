import { TEXT_LIMITS } from '@seerat/contracts';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

export function SignInForm({ returnTo }: { returnTo?: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const navigate = useNavigate();
  const { toast } = useToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { username, password },
      {
        // The user query is primed by the mutation, so the next screen draws without asking again.
        onSuccess: () => (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/' })),
        onError: (error) =>
          toast({ title: 'Login failed', description: describeError(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="sign-in-username">Username</Label>
        <Input
          id="sign-in-username"
          name="username"
          autoComplete="username"
          placeholder="Enter your username"
          required
          maxLength={TEXT_LIMITS.username}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sign-in-password">Password</Label>
        <Input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          required
          maxLength={TEXT_LIMITS.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In to Portal'}
      </Button>
    </form>
  );
}
