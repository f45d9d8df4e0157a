import type { ChainVerificationAnswer } from '@seerat/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A POST (it reads the whole log and publishes a receipt); each run is a new verification. */
export function verifyChain(): Promise<ChainVerificationAnswer> {
  return apiRequest<ChainVerificationAnswer>('POST', '/api/audit/verify', { body: {} });
}

export function useChainVerification() {
  return useMutation({ mutationFn: verifyChain });
}
