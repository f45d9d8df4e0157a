import type { MasoolProfile } from '@seerat/contracts';
import type { ReactNode } from 'react';
import { WholeProfile } from '../../../components/profiles/whole-profile';
import { masoolProfileQueryOptions } from '../api/get-masool-profile';

type WholeMasoolProfileProps = {
  /** The profile's own id. */
  profileId: number;
  children: (profile: MasoolProfile) => ReactNode;
};

/** A masool profile read whole by its id, for its details and its edit form. */
export function WholeMasoolProfile({ profileId, children }: WholeMasoolProfileProps) {
  return (
    <WholeProfile
      options={masoolProfileQueryOptions(profileId)}
      errorTitle="Failed to fetch masool profile"
      loadingLabel="Loading masool profile"
    >
      {children}
    </WholeProfile>
  );
}
