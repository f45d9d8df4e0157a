import type { City, ListedMasoolProfile } from '@seerat/contracts';

/**
 * The masool profile the city page's City Masool opens (spec 000 city detail): the profile of the
 * city itself, else a city profile with the masool's name, else a city profile with the masool's
 * number. Nothing for a masool whose name is missing or TBD.
 */
export function cityMasoolProfile(
  city: Pick<City, 'id' | 'masoolName' | 'masoolNumber'>,
  profiles: ListedMasoolProfile[],
): ListedMasoolProfile | null {
  if (!hasMasool(city)) return null;
  const cityProfiles = profiles.filter((profile) => profile.profileType === 'city');
  const sameName = (profile: ListedMasoolProfile) =>
    profile.name.trim().toLowerCase() === city.masoolName.trim().toLowerCase();
  const digits = (text: string) => text.replace(/\D/g, '');
  const sameNumber = (profile: ListedMasoolProfile) =>
    digits(city.masoolNumber) !== '' && digits(profile.contact) === digits(city.masoolNumber);
  return (
    profiles.find((profile) => profile.cityId === city.id) ??
    cityProfiles.find(sameName) ??
    cityProfiles.find(sameNumber) ??
    null
  );
}

export function hasMasool(city: Pick<City, 'masoolName'>): boolean {
  const name = city.masoolName.trim();
  return name !== '' && name.toUpperCase() !== 'TBD';
}

/**
 * The City Masool as the city page shows them: the person who holds the city, that is the user
 * whose masool profile is the city's (an administrator assigned them to it), by that profile's
 * name and contact; the city's recorded masool name and number only where no such user exists.
 * The recorded name is free text, set when the city was founded and not kept in step with the
 * assignment: shown alone, it named someone other than the masool the page's link opened.
 */
export function shownCityMasool(
  city: Pick<City, 'id' | 'masoolName' | 'masoolNumber'>,
  profiles: ListedMasoolProfile[],
): { name: string; contact: string | null; profile: ListedMasoolProfile | null } {
  const assigned = profiles.find(
    (profile) => profile.profileType === 'city' && profile.cityId === city.id && profile.userId !== null,
  );
  if (assigned) return { name: assigned.name, contact: assigned.contact, profile: assigned };
  return {
    name: city.masoolName,
    contact: city.masoolNumber || null,
    profile: cityMasoolProfile(city, profiles),
  };
}
