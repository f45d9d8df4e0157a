import { can, type ListedTeamProfile, type Principal, type Resource } from '@seerat/contracts';
import { useCurrentPrincipal } from '../../lib/principal';

export function teamProfileResource(profile: Pick<ListedTeamProfile, 'zoneId' | 'cityPath'>): Resource {
  return { kind: 'city', zoneId: profile.zoneId, cityPath: profile.cityPath };
}

function canAddTeamProfile(principal: Principal): boolean {
  const { assignedZoneId, assignedCityId } = principal;
  const own: Resource =
    assignedCityId !== null
      ? { kind: 'city', zoneId: assignedZoneId ?? 0, cityPath: [assignedCityId] }
      : assignedZoneId !== null
        ? { kind: 'zone', zoneId: assignedZoneId }
        : { kind: 'organisation' };
  return can(principal, 'team_write', own);
}

export type TeamProfileAccess = {
  canAdd: boolean;
  canEdit: (profile: ListedTeamProfile) => boolean;
  canDelete: (profile: ListedTeamProfile) => boolean;
};

/** What the signed-in user may do with team profiles, so screens hide what the server would refuse. */
export function useTeamProfileAccess(): TeamProfileAccess {
  const principal = useCurrentPrincipal();
  return {
    canAdd: principal !== null && canAddTeamProfile(principal),
    canEdit: (profile) => can(principal, 'team_write', teamProfileResource(profile)),
    canDelete: (profile) => can(principal, 'team_delete', teamProfileResource(profile)),
  };
}
