import { can, type ListedMasoolProfile, type Principal, type Resource } from '@seerat/contracts';
import { useCurrentPrincipal } from '../../lib/principal';

/** Where a profile serves, for the permission policy, as the read API places it. */
export function masoolProfileResource(profile: ListedMasoolProfile): Resource {
  if (profile.profileType === 'city' && profile.cityPath.length > 0 && profile.zoneId !== null) {
    return { kind: 'city', zoneId: profile.zoneId, cityPath: profile.cityPath };
  }
  return profile.zoneId === null ? { kind: 'organisation' } : { kind: 'zone', zoneId: profile.zoneId };
}

/** Adding a masool profile: administrators, zone masools in their zone, masool_write roles in their scope. */
export function canAddMasoolProfile(principal: Principal): boolean {
  const { assignedZoneId, assignedCityId } = principal;
  const own: Resource =
    assignedCityId !== null
      ? { kind: 'city', zoneId: assignedZoneId ?? 0, cityPath: [assignedCityId] }
      : assignedZoneId !== null
        ? { kind: 'zone', zoneId: assignedZoneId }
        : { kind: 'organisation' };
  return can(principal, 'masool_write', own);
}

export type MasoolProfileAccess = {
  userId: number | null;
  defaultZoneId: number | null;
  canAdd: boolean;
  /** Linking a profile to an account needs the account list: administrators. */
  canLinkUser: boolean;
  canEdit: (profile: ListedMasoolProfile) => boolean;
  canDelete: (profile: ListedMasoolProfile) => boolean;
};

/** What the signed-in user may do with masool profiles, so screens hide what the server would refuse. */
export function useMasoolProfileAccess(): MasoolProfileAccess {
  const principal = useCurrentPrincipal();
  return {
    userId: principal?.id ?? null,
    defaultZoneId: principal?.assignedZoneId ?? null,
    canAdd: principal !== null && canAddMasoolProfile(principal),
    canLinkUser: can(principal, 'manage_users'),
    canEdit: (profile) => can(principal, 'masool_write', masoolProfileResource(profile)),
    canDelete: (profile) => can(principal, 'masool_delete', masoolProfileResource(profile)),
  };
}
