import { EmptyState } from '../ui/empty-state';
import { ProfileCard } from './profile-card';

/** What a card needs of a masool or team profile. */
type ListedProfile = { id: number; name: string; contact: string; profilePicture: string | null };

type ProfileCardListProps<Profile extends ListedProfile> = {
  /** The profiles to show, already filtered by the search. */
  profiles: Profile[];
  /** What an empty list says: its kind's "none" text, or the spec's no-match text after a search. */
  emptyText: string;
  location: (profile: Profile) => string;
  onView: (profile: Profile) => void;
  onEdit: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
  /** Whether the user may change the profile, as the server would decide it. */
  mayEdit: (profile: Profile) => boolean;
  mayDelete: (profile: Profile) => boolean;
};

/** The spec's words for a search that finds no profile. */
export const NO_MATCHING_PROFILES = 'No profiles found matching your search.';

/** Profile Management's cards of one kind. */
export function ProfileCardList<Profile extends ListedProfile>({
  profiles,
  emptyText,
  location,
  onView,
  onEdit,
  onDelete,
  mayEdit,
  mayDelete,
}: ProfileCardListProps<Profile>) {
  if (profiles.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {profiles.map((profile) => (
        <li key={profile.id} className="min-w-0">
          <ProfileCard
            name={profile.name}
            contact={profile.contact}
            picture={profile.profilePicture}
            location={location(profile)}
            onView={() => onView(profile)}
            onEdit={mayEdit(profile) ? () => onEdit(profile) : undefined}
            onDelete={mayDelete(profile) ? () => onDelete(profile) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
