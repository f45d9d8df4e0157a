import type { ListedMasoolProfile, MasoolProfile } from '@seerat/contracts';
import { useState } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { ListHeading } from '../../../components/layout/list-heading';
import { DeleteProfileDialog } from '../../../components/profiles/delete-profile-dialog';
import { ProfileCardList } from '../../../components/profiles/profile-card-list';
import { profileFailureTitle } from '../../../components/profiles/profile-failure';
import { profileSavedToast } from '../../../components/profiles/profile-saved-toast';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorToast } from '../../../components/ui/error-toast';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useMasoolProfiles } from '../../../lib/queries/get-masool-profiles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateMasoolProfile } from '../api/create-masool-profile';
import { useDeleteMasoolProfile } from '../api/delete-masool-profile';
import { useUpdateMasoolProfile } from '../api/update-masool-profile';
import { useMasoolProfileAccess } from '../masool-profile-access';
import { MasoolProfileAsOf } from './masool-profile-as-of';
import { MasoolProfileDetails, masoolLocation } from './masool-profile-details';
import { MasoolProfileForm } from './masool-profile-form';
import { WholeMasoolProfile } from './whole-masool-profile';

type MasoolProfilesTabProps = {
  search: string;
  adding: boolean;
  onAddClosed: () => void;
  /** The profile whose details the address opens (`?view=masool&profileId=`). */
  openId: number | undefined;
  onOpen: (profileId: number | undefined) => void;
};

/** Profile Management's masool tab: the cards, their details, the form and the delete confirmation. */
export function MasoolProfilesTab({ search, adding, onAddClosed, openId, onOpen }: MasoolProfilesTabProps) {
  const searched = useDebouncedValue(search.trim());
  const profiles = useMasoolProfiles(searched);
  const access = useMasoolProfileAccess();
  const create = useCreateMasoolProfile();
  const update = useUpdateMasoolProfile();
  const remove = useDeleteMasoolProfile();
  const { toast } = useToast();
  const { failed } = useErrorToast();
  const [editing, setEditing] = useState<ListedMasoolProfile | null>(null);
  const [deleting, setDeleting] = useState<ListedMasoolProfile | null>(null);

  const closeForm = () => {
    setEditing(null);
    onAddClosed();
    // The next form opened starts clean: the last save's failure belongs to this one.
    create.reset();
    update.reset();
  };
  type Request = Parameters<typeof create.mutate>[0];
  const submitEdit = (edited: MasoolProfile, request: Request) =>
    update.mutate(
      { idOrUserId: edited.id, version: edited.version, request },
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
        onError: (error) =>
          toast({
            title: profileFailureTitle(error, 'Failed to update profile'),
            description: describeError(error),
            variant: 'destructive',
          }),
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
      onError: (error) =>
        toast({
          title: profileFailureTitle(error, 'Failed to create profile'),
          description: describeError(error),
          variant: 'destructive',
        }),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Masool profile deleted successfully' });
        setDeleting(null);
      },
      onError: failed('Failed to delete profile'),
    });
  };

  return (
    <>
      <ListHeading>Masool profiles</ListHeading>
      <ProfileCardList
        query={profiles}
        searched={searched}
        noneText="No masool profiles found."
        errorTitle="Failed to fetch masool profile"
        loadingLabel="Loading masool profiles"
        location={masoolLocation}
        onView={(profile) => onOpen(profile.id)}
        onEdit={setEditing}
        onDelete={setDeleting}
        mayEdit={access.canEdit}
        mayDelete={access.canDelete}
      />
      {openId !== undefined && <OpenedMasoolProfile profileId={openId} onClose={() => onOpen(undefined)} />}
      <Dialog
        open={adding || editing !== null}
        onOpenChange={(open) => open || closeForm()}
        title={editing ? 'Edit Masool Profile' : 'Add New Masool'}
        size="xl"
      >
        {editing ? (
          <WholeMasoolProfile profileId={editing.id}>
            {(edited) => (
              <MasoolProfileForm
                editing={edited}
                canLinkUser={access.canLinkUser}
                defaultZoneId={access.defaultZoneId}
                pending={update.isPending}
                onSubmit={(request) => submitEdit(edited, request)}
                onCancel={closeForm}
                failure={update.error}
              />
            )}
          </WholeMasoolProfile>
        ) : (
          <MasoolProfileForm
            canLinkUser={access.canLinkUser}
            defaultZoneId={access.defaultZoneId}
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

type OpenedMasoolProfileProps = {
  profileId: number;
  onClose: () => void;
};

/** The details the address asks for (`?view=masool&profileId=`), the whole profile read by its id. */
function OpenedMasoolProfile({ profileId, onClose }: OpenedMasoolProfileProps) {
  return (
    <Dialog open onOpenChange={(open) => open || onClose()} title="Masool Profile" size="lg">
      <WholeMasoolProfile profileId={profileId}>
        {(opened) => (
          <EntityDetailsSlot
            entity="masool-profiles"
            entityId={opened.id}
            past={(at) => <MasoolProfileAsOf profileId={opened.id} at={at} />}
          >
            <MasoolProfileDetails profile={opened} />
          </EntityDetailsSlot>
        )}
      </WholeMasoolProfile>
    </Dialog>
  );
}
