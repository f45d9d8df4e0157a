import type { ListedTeamProfile, TeamProfile } from '@seerat/contracts';
import { useState } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { ListHeading } from '../../../components/layout/list-heading';
import { DeleteProfileDialog } from '../../../components/profiles/delete-profile-dialog';
import { ProfileCardList } from '../../../components/profiles/profile-card-list';
import { ProfileDetails } from '../../../components/profiles/profile-details';
import { profileFailureTitle } from '../../../components/profiles/profile-failure';
import { profileSavedToast } from '../../../components/profiles/profile-saved-toast';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorToast } from '../../../components/ui/error-toast';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateTeamProfile } from '../api/create-team-profile';
import { useDeleteTeamProfile } from '../api/delete-team-profile';
import { useTeamProfiles } from '../api/get-team-profiles';
import { useUpdateTeamProfile } from '../api/update-team-profile';
import { useTeamProfileAccess } from '../team-profile-access';
import { TeamProfileAsOf } from './team-profile-as-of';
import { TeamProfileForm } from './team-profile-form';
import { WholeTeamProfile } from './whole-team-profile';

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
  const [editing, setEditing] = useState<ListedTeamProfile | null>(null);
  const [deleting, setDeleting] = useState<ListedTeamProfile | null>(null);

  const closeForm = () => {
    setEditing(null);
    onAddClosed();
    // The next form opened starts clean: the last save's failure belongs to this one.
    create.reset();
    update.reset();
  };
  const onError = (refused: string) => (error: unknown) =>
    toast({
      title: profileFailureTitle(error, refused),
      description: describeError(error),
      variant: 'destructive',
    });
  type Request = Parameters<typeof create.mutate>[0];
  const submitEdit = (edited: TeamProfile, request: Request) =>
    update.mutate(
      { profile: edited, request },
      {
        onSuccess: (saved) => {
          toast(
            profileSavedToast('Profile updated successfully', {
              before: edited.profilePicture,
              after: saved.profilePicture,
            }),
          );
          closeForm();
        },
        onError: onError('Failed to update profile'),
      },
    );
  const submitNew = (request: Request) =>
    create.mutate(request, {
      onSuccess: (saved) => {
        toast(
          profileSavedToast('Profile created successfully', { before: null, after: saved.profilePicture }),
        );
        closeForm();
      },
      onError: onError('Failed to create profile'),
    });
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
      {openId !== undefined && <OpenedTeamProfile profileId={openId} onClose={() => onOpen(undefined)} />}
      <Dialog
        open={adding || editing !== null}
        onOpenChange={(open) => open || closeForm()}
        title={editing ? 'Edit Team Member Profile' : 'Add Team Member'}
        size="xl"
      >
        {editing ? (
          <WholeTeamProfile profileId={editing.id}>
            {(edited) => (
              <TeamProfileForm
                editing={edited}
                pending={update.isPending}
                onSubmit={(request) => submitEdit(edited, request)}
                onCancel={closeForm}
                failure={update.error}
              />
            )}
          </WholeTeamProfile>
        ) : (
          <TeamProfileForm
            pending={create.isPending}
            onSubmit={submitNew}
            onCancel={closeForm}
            failure={create.error}
          />
        )}
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
  onClose: () => void;
};

/** The details the address asks for (`?view=team&profileId=`), the whole profile read by its id. */
function OpenedTeamProfile({ profileId, onClose }: OpenedTeamProfileProps) {
  return (
    <Dialog open onOpenChange={(open) => open || onClose()} title="Team Member Profile" size="lg">
      <WholeTeamProfile profileId={profileId}>
        {(opened) => (
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
        )}
      </WholeTeamProfile>
    </Dialog>
  );
}
