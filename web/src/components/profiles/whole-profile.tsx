import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state';
import { QueryBlock } from '../ui/query-states';

type WholeProfileProps<Profile, Key extends QueryKey> = {
  /** The read of one whole profile by its id: `null` when there is none in the caller's scope. */
  options: UseQueryOptions<Profile | null, Error, Profile | null, Key>;
  errorTitle: string;
  loadingLabel: string;
  children: (profile: Profile) => ReactNode;
};

/**
 * A dialog's whole profile (its details, its edit form), read by its id: the lists hold only what
 * the cards show. A spinner, then the profile, "Profile not found", or the error with a retry.
 */
export function WholeProfile<Profile, Key extends QueryKey>({
  options,
  errorTitle,
  loadingLabel,
  children,
}: WholeProfileProps<Profile, Key>) {
  return (
    <QueryBlock query={useQuery(options)} errorTitle={errorTitle} loadingLabel={loadingLabel}>
      {(profile) => (profile ? children(profile) : <EmptyState>Profile not found</EmptyState>)}
    </QueryBlock>
  );
}
