import { useCallback } from 'react';
import { brokenRules, serverMessageOr } from '../../lib/api-client';
import { useToast } from './toast-provider';

/**
 * Section 8's failure toasts: titled Error, destructive. `refused` says what the form itself
 * refused; `failed(fallback)` handles a failed call by naming the problem: the rules a 400 says
 * were broken (also shown at their fields), else the server's message, else the fallback.
 */
export function useErrorToast() {
  const { toast } = useToast();
  const refused = useCallback(
    (description: string) => toast({ title: 'Error', description, variant: 'destructive' }),
    [toast],
  );
  const failed = useCallback(
    (fallback: string) => (error: unknown) => refused(brokenRules(error) ?? serverMessageOr(error, fallback)),
    [refused],
  );
  return { refused, failed };
}
