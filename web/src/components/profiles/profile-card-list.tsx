import type { UseQueryResult } from '@tanstack/react-query';
import { matchesSearch } from '../../lib/text-search';
import { EmptyState } from '../ui/empty-state';
import { QueryBlock } from '../ui/query-states';
import { ProfileCard } from './profile-card';

/** What a card needs of a masool or team profile. */
type ListedProfile = { id: number; name: string; contact: string; profilePicture: string | null };

type ProfileCardListProps<Profile extends ListedProfile> = {
  query: UseQueryResult<Profile[]>;
  search: string;
  /** Shown when there are no profiles at all; a search that matches none says so in the spec's words. */
  emptyText: string;
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

/** Profile Management's cards of one kind, filtered by the search box (name or contact). */
export function ProfileCardList<Profile extends ListedProfile>({
  query,
  search,
  emptyText,
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
    <QueryBlock query={query} errorTitle={errorTitle} loadingLabel={loadingLabel}>
      {(all) => {
        const shown = all.filter((profile) => matchesSearch(search, profile.name, profile.contact));
        if (all.length === 0) return <EmptyState>{emptyText}</EmptyState>;
        if (shown.length === 0) return <EmptyState>No profiles found matching your search.</EmptyState>;
        return (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((profile) => (
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
      }}
    </QueryBlock>
  );
}
