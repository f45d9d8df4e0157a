import type { ListedMasoolProfile, MasoolProfile } from '@seerat/contracts';
import { Detail, DetailSection, ProfileDetails } from '../../../components/profiles/profile-details';
import { ReadingProgressSummary } from '../../../components/profiles/reading-progress-summary';

/** Where a masool profile serves, as one line. */
export function masoolLocation(profile: ListedMasoolProfile): string {
  if (profile.profileType === 'city') return [profile.cityName, profile.zoneName].filter(Boolean).join(', ');
  return profile.zoneName ? `${profile.zoneName} Zone` : 'Not assigned';
}

/**
 * The masool view of the profile details: the shared details plus the Alim info. The reading is
 * the user's tracked list of now, or with `trackedReading` false (a past moment) the one recorded
 * on the profile.
 */
export function MasoolProfileDetails({
  profile,
  trackedReading = true,
}: {
  profile: MasoolProfile;
  trackedReading?: boolean;
}) {
  const tracked = trackedReading && profile.userId !== null;
  return (
    <ProfileDetails
      profile={profile}
      location={masoolLocation(profile)}
      extra={<AlimInfo profile={profile} />}
      reading={tracked ? <ReadingProgressSummary userId={profile.userId!} /> : undefined}
    />
  );
}

/** `heading`: h2 where it stands straight under a page's title (the profile and Alim pages). */
export function AlimInfo({ profile, heading }: { profile: MasoolProfile; heading?: 'h2' | 'h3' }) {
  if (!profile.isAlim) {
    return (
      <DetailSection
        title="Alim Info"
        heading={heading}
        empty={<p className="text-sm text-slate-500 italic">No Alim education details recorded.</p>}
      />
    );
  }
  return (
    <DetailSection title="Alim Info" heading={heading}>
      <Detail term="Year of Completion">{profile.yearOfCompletion ?? 'Not provided'}</Detail>
      <Detail term="Madrasa where studied (Dorah)">{profile.madrasaName ?? 'Not provided'}</Detail>
      <Detail term="Takhassus (Specialization)">{profile.takhassus ?? 'Not provided'}</Detail>
      <Detail term="Currently Teaching">
        {profile.isTeaching ? (profile.teachingMadrasa ?? 'Yes') : 'No'}
      </Detail>
    </DetailSection>
  );
}
