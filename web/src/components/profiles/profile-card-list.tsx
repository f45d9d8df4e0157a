import type { PagedQuery } from '../../lib/paged-query';
import { EmptyState } from '../ui/empty-state';
import { PagedBlock } from '../ui/paged-block';
import { ProfileCard } from './profile-card';

/** What a card needs of a masool or team profile. */
type ListedProfile = { id: number; name: string; contact: string; profilePicture: string | null };

type ProfileCardListProps<Profile extends ListedProfile> = {
  /** The profiles of one kind, a page at a time, searched on the server. */
  query: PagedQuery<Profile>;
  /** The search the query was sent with: an empty list then says so in the spec's words. */
  searched: string;
  /** What an empty list says before any search. */
  noneText: string;
  errorTitle: string;
  loadingLabel: string;
  location: (profile: Profile) => string;
  onView: (profile: Profile) => void;
  onEdit: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
  /** Whether the user may change the profile, as the server would decide it. */
  mayEdit: (profile: Profile) => boolean;
  mayDelete: (profile: Profile) => boolean;
};

/** Profile Management's cards of one kind, with Load more. */
export function ProfileCardList<Profile extends ListedProfile>({
  query,
  searched,
  noneText,
  errorTitle,
  loadingLabel,
  location,
  onView,
  onEdit,
  onDelete,
  mayEdit,
  mayDelete,
}: ProfileCardListProps<Profile>) {
  return (
    <PagedBlock query={query} errorTitle={errorTitle} loadingLabel={loadingLabel}>
      {(profiles) =>
        profiles.length === 0 ? (
          <EmptyState>{searched ? 'No profiles found matching your search.' : noneText}</EmptyState>
        ) : (
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
        )
      }
    </PagedBlock>
  );
}
