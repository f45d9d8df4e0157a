import type { City, MasoolProfile } from '@seerat/contracts';

/**
 * The masool profile the city page's City Masool opens (spec 000 city detail): the profile of the
 * city itself, else a city profile with the masool's name, else a city profile with the masool's
 * number. Nothing for a masool whose name is missing or TBD.
 */
export function cityMasoolProfile(
  city: Pick<City, 'id' | 'masoolName' | 'masoolNumber'>,
  profiles: MasoolProfile[],
): MasoolProfile | null {
  if (!hasMasool(city)) return null;
  const cityProfiles = profiles.filter((profile) => profile.profileType === 'city');
  const sameName = (profile: MasoolProfile) =>
    profile.name.trim().toLowerCase() === city.masoolName.trim().toLowerCase();
  const digits = (text: string) => text.replace(/\D/g, '');
  const sameNumber = (profile: MasoolProfile) =>
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
