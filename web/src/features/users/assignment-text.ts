import { type AdminUser, isSystemRole } from '@seerat/contracts';

type Names = { zoneName: (zoneId: number) => string; cityName: (cityId: number) => string };

/**
 * The users table's Assignment column. The spec names three cases: an administrator is
 * System-wide, a zone masool shows their zone and a city masool their city. Beyond them: markazi
 * roles and the auditor work organisation-wide; a custom-role holder shows the city, else the zone their
 * permissions apply in, or Organisation-wide when an administrator made them so.
 */
export function assignmentText(user: AdminUser, names: Names): string {
  const { roles, assignedZoneId, assignedCityId } = user;
  if (roles.includes('admin')) return 'System-wide';
  const parts: string[] = [];
  if (roles.includes('zone_masool') && assignedZoneId !== null) parts.push(names.zoneName(assignedZoneId));
  if (roles.includes('city_masool') && assignedCityId !== null) parts.push(names.cityName(assignedCityId));
  if (parts.length > 0) return parts.join(' · ');
  if (roles.some((role) => !isSystemRole(role))) {
    if (assignedCityId !== null) return names.cityName(assignedCityId);
    if (assignedZoneId !== null) return names.zoneName(assignedZoneId);
    if (user.organisationWide) return 'Organisation-wide';
  }
  const organisationWide = ['markazi_masool', 'markazi_team', 'auditor'];
  if (roles.some((role) => organisationWide.includes(role))) return 'Organisation-wide';
  return 'Not assigned';
}
