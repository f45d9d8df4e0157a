import type { MasoolProfile } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClassNames } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { useMasoolProfile } from '../api/get-masool-profile';
import { useUpdateMasoolProfile } from '../api/update-masool-profile';
import { useMasoolProfileAccess } from '../masool-profile-access';
import { AlimFormFields, type AlimValues } from './alim-form-fields';
import { AlimInfo } from './masool-profile-details';

/** `/masool-profile/{userId}/alim`: Alim Education Details, in view and edit modes (spec 001 section 2.11). */
export function AlimPage({ userId }: { userId: number }) {
  const profile = useMasoolProfile(userId);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link
        to="/masool-profile/$userId"
        params={{ userId }}
        className={buttonClassNames({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Profile
      </Link>
      <PageHeader title="Alim Education Details" />
      <QueryBlock query={profile} errorTitle="Failed to fetch masool profile" loadingLabel="Loading profile">
        {(found) =>
          found ? <AlimCard profile={found} userId={userId} /> : <EmptyState>Profile not found</EmptyState>
        }
      </QueryBlock>
    </div>
  );
}

function alimValues(profile: MasoolProfile): AlimValues {
  const { isAlim, yearOfCompletion, madrasaName, takhassus, isTeaching, teachingMadrasa } = profile;
  return { isAlim, yearOfCompletion, madrasaName, takhassus, isTeaching, teachingMadrasa };
}

function AlimCard({ profile, userId }: { profile: MasoolProfile; userId: number }) {
  const access = useMasoolProfileAccess();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<AlimValues>(() => alimValues(profile));
  const update = useUpdateMasoolProfile();
  const { toast } = useToast();
  const set = <Key extends keyof AlimValues>(key: Key, value: AlimValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const save = () =>
    update.mutate(
      { idOrUserId: userId, version: profile.version, request: { ...values } },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Alim information updated successfully' });
          setEditing(false);
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update Alim information', variant: 'destructive' }),
      },
    );
  return (
    <Card>
      <CardContent className="grid gap-5">
        {editing ? (
          <>
            <AlimFormFields values={values} set={set} />
            <div className="flex justify-end gap-2">
              <Button
                variant="outline"
                onClick={() => {
                  setValues(alimValues(profile));
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
              <Button onClick={save} disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </>
        ) : (
          <>
            <AlimInfo profile={profile} heading="h2" />
            {access.canEdit(profile) && (
              <Button className="w-fit" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
