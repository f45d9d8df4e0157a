import type { ChainVerificationAnswer } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Runs only when asked (it reads the whole log); each run is a new verification. */
export function useChainVerification() {
  return useQuery({
    queryKey: ['audit', 'verify'],
    queryFn: ({ signal }) => apiRequest<ChainVerificationAnswer>('GET', '/api/audit/verify', { signal }),
    enabled: false,
    gcTime: 0,
    retry: false,
  });
}
