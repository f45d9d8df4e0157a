import type { TeamProfile } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { ListHeading } from '../../../components/layout/list-heading';
import { DeleteProfileDialog } from '../../../components/profiles/delete-profile-dialog';
import { ProfileCardList } from '../../../components/profiles/profile-card-list';
import { ProfileDetails } from '../../../components/profiles/profile-details';
import { profileFailureTitle } from '../../../components/profiles/profile-failure';
import { profileSavedToast } from '../../../components/profiles/profile-saved-toast';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useErrorToast } from '../../../components/ui/error-toast';
import { BlockLoading } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { loadedItems } from '../../../lib/paged-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateTeamProfile } from '../api/create-team-profile';
import { useDeleteTeamProfile } from '../api/delete-team-profile';
import { teamProfileQueryOptions, useTeamProfiles } from '../api/get-team-profiles';
import { useUpdateTeamProfile } from '../api/update-team-profile';
import { useTeamProfileAccess } from '../team-profile-access';
import { TeamProfileAsOf } from './team-profile-as-of';
import { TeamProfileForm } from './team-profile-form';

type TeamProfilesTabProps = {
  search: string;
  adding: boolean;
  onAddClosed: () => void;
  openId: number | undefined;
  onOpen: (profileId: number | undefined) => void;
};

/** Profile Management's team tab. */
export function TeamProfilesTab({ search, adding, onAddClosed, openId, onOpen }: TeamProfilesTabProps) {
  const searched = useDebouncedValue(search.trim());
  const profiles = useTeamProfiles({ search: searched });
  const access = useTeamProfileAccess();
  const create = useCreateTeamProfile();
  const update = useUpdateTeamProfile();
  const remove = useDeleteTeamProfile();
  const { toast } = useToast();
  const { failed } = useErrorToast();
  const [editing, setEditing] = useState<TeamProfile | null>(null);
  const [deleting, setDeleting] = useState<TeamProfile | null>(null);

  const closeForm = () => {
    setEditing(null);
    onAddClosed();
  };
  const onError = (refused: string) => (error: unknown) =>
    toast({
      title: profileFailureTitle(error, refused),
      description: describeError(error),
      variant: 'destructive',
    });
  const submit = (request: Parameters<typeof create.mutate>[0]) => {
    if (editing) {
      update.mutate(
        { profile: editing, request },
        {
          onSuccess: (saved) => {
            toast(
              profileSavedToast('Profile updated successfully', {
                before: editing.profilePicture,
                after: saved.profilePicture,
              }),
            );
            closeForm();
          },
          onError: onError('Failed to update profile'),
        },
      );
      return;
    }
    create.mutate(request, {
      onSuccess: (saved) => {
        toast(
          profileSavedToast('Profile created successfully', { before: null, after: saved.profilePicture }),
        );
        closeForm();
      },
      onError: onError('Failed to create profile'),
    });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Team member profile deleted successfully' });
        setDeleting(null);
      },
      onError: failed('Failed to delete profile'),
    });
  };

  return (
    <>
      <ListHeading>Team profiles</ListHeading>
      <ProfileCardList
        query={profiles}
        searched={searched}
        noneText="No team profiles found."
        errorTitle="Failed to fetch team profiles"
        loadingLabel="Loading team profiles"
        location={(profile) => profile.cityName}
        onView={(profile) => onOpen(profile.id)}
        onEdit={setEditing}
        onDelete={setDeleting}
        mayEdit={access.canEdit}
        mayDelete={access.canDelete}
      />
      {openId !== undefined && profiles.isSuccess && (
        <OpenedTeamProfile
          profileId={openId}
          loaded={loadedItems(profiles.data).find((profile) => profile.id === openId)}
          onClose={() => onOpen(undefined)}
        />
      )}
      <Dialog
        open={adding || editing !== null}
        onOpenChange={(open) => open || closeForm()}
        title={editing ? 'Edit Team Member Profile' : 'Add Team Member'}
        size="xl"
      >
        <TeamProfileForm
          editing={editing ?? undefined}
          pending={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={closeForm}
          failure={editing ? update.error : create.error}
        />
      </Dialog>
      <DeleteProfileDialog
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

type OpenedTeamProfileProps = {
  profileId: number;
  /** The profile when it is on the pages read so far; else it is asked for by its id. */
  loaded: TeamProfile | undefined;
  onClose: () => void;
};

/** The details the address asks for; "Profile not found" when none in the caller's scope has that id. */
function OpenedTeamProfile({ profileId, loaded, onClose }: OpenedTeamProfileProps) {
  const asked = useQuery({ ...teamProfileQueryOptions(profileId), enabled: loaded === undefined });
  const opened = loaded ?? asked.data;
  return (
    <Dialog open onOpenChange={(open) => open || onClose()} title="Team Member Profile" size="lg">
      {opened ? (
        <EntityDetailsSlot
          entity="team-profiles"
          entityId={opened.id}
          past={(at) => (
            <TeamProfileAsOf profileId={opened.id} at={at}>
              {(profile) => <ProfileDetails profile={profile} location={profile.cityName} />}
            </TeamProfileAsOf>
          )}
        >
          <ProfileDetails profile={opened} location={opened.cityName} />
        </EntityDetailsSlot>
      ) : asked.isPending ? (
        <BlockLoading label="Loading team profile" />
      ) : (
        <EmptyState>Profile not found</EmptyState>
      )}
    </Dialog>
  );
}
