import type { TeamProfile } from '@seerat/contracts';
import type { ReactNode } from 'react';
import { WholeProfile } from '../../../components/profiles/whole-profile';
import { teamProfileQueryOptions } from '../api/get-team-profiles';

type WholeTeamProfileProps = {
  profileId: number;
  children: (profile: TeamProfile) => ReactNode;
};

/** A team profile read whole by its id, for its details and its edit form. */
export function WholeTeamProfile({ profileId, children }: WholeTeamProfileProps) {
  return (
    <WholeProfile
      options={teamProfileQueryOptions(profileId)}
      errorTitle="Failed to fetch team profile"
      loadingLabel="Loading team profile"
    >
      {children}
    </WholeProfile>
  );
}
