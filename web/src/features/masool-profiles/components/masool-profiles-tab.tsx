import type { MasoolProfile } from '@seerat/contracts';
import { useState } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { ListHeading } from '../../../components/layout/list-heading';
import { DeleteProfileDialog } from '../../../components/profiles/delete-profile-dialog';
import { ProfileCardList } from '../../../components/profiles/profile-card-list';
import { profileFailureTitle } from '../../../components/profiles/profile-failure';
import { profileSavedToast } from '../../../components/profiles/profile-saved-toast';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useErrorToast } from '../../../components/ui/error-toast';
import { BlockLoading } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { loadedItems } from '../../../lib/paged-query';
import { useMasoolProfileLookup, useMasoolProfiles } from '../../../lib/queries/get-masool-profiles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateMasoolProfile } from '../api/create-masool-profile';
import { useDeleteMasoolProfile } from '../api/delete-masool-profile';
import { useUpdateMasoolProfile } from '../api/update-masool-profile';
import { useMasoolProfileAccess } from '../masool-profile-access';
import { MasoolProfileAsOf } from './masool-profile-as-of';
import { MasoolProfileDetails, masoolLocation } from './masool-profile-details';
import { MasoolProfileForm } from './masool-profile-form';

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
  const [editing, setEditing] = useState<MasoolProfile | null>(null);
  const [deleting, setDeleting] = useState<MasoolProfile | null>(null);

  const closeForm = () => {
    setEditing(null);
    onAddClosed();
  };
  const submit = (request: Parameters<typeof create.mutate>[0]) => {
    if (editing) {
      update.mutate(
        { idOrUserId: editing.id, version: editing.version, request },
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
          onError: (error) =>
            toast({
              title: profileFailureTitle(error, 'Failed to update profile'),
              description: describeError(error),
              variant: 'destructive',
            }),
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
      onError: (error) =>
        toast({
          title: profileFailureTitle(error, 'Failed to create profile'),
          description: describeError(error),
          variant: 'destructive',
        }),
    });
  };
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
      {openId !== undefined && profiles.isSuccess && (
        <OpenedMasoolProfile
          profileId={openId}
          loaded={loadedItems(profiles.data).find((profile) => profile.id === openId)}
          onClose={() => onOpen(undefined)}
        />
      )}
      <Dialog
        open={adding || editing !== null}
        onOpenChange={(open) => open || closeForm()}
        title={editing ? 'Edit Masool Profile' : 'Add New Masool'}
        size="xl"
      >
        <MasoolProfileForm
          editing={editing ?? undefined}
          canLinkUser={access.canLinkUser}
          defaultZoneId={access.defaultZoneId}
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

type OpenedMasoolProfileProps = {
  profileId: number;
  /** The profile when it is on the pages read so far; else it is looked up by its id. */
  loaded: MasoolProfile | undefined;
  onClose: () => void;
};

/** The details the address asks for; "Profile not found" when none in the caller's scope has that id. */
function OpenedMasoolProfile({ profileId, loaded, onClose }: OpenedMasoolProfileProps) {
  const asked = useMasoolProfileLookup({ ids: [profileId] }, { enabled: loaded === undefined });
  const opened = loaded ?? asked.data?.[0];
  return (
    <Dialog open onOpenChange={(open) => open || onClose()} title="Masool Profile" size="lg">
      {opened ? (
        <EntityDetailsSlot
          entity="masool-profiles"
          entityId={opened.id}
          past={(at) => <MasoolProfileAsOf profileId={opened.id} at={at} />}
        >
          <MasoolProfileDetails profile={opened} />
        </EntityDetailsSlot>
      ) : asked.isPending && loaded === undefined ? (
        <BlockLoading label="Loading masool profile" />
      ) : (
        <EmptyState>Profile not found</EmptyState>
      )}
    </Dialog>
  );
}
