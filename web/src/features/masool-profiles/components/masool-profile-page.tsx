import type { MasoolProfile } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { GraduationCap, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard';
import { PageHeader } from '../../../components/layout/page-header';
import { ProfileAvatar } from '../../../components/profiles/profile-avatar';
import { ReadingProgressTab } from '../../../components/profiles/reading-progress-tab';
import { Button, buttonClassNames } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { QueryBlock } from '../../../components/ui/query-states';
import { useMasoolProfile } from '../api/get-masool-profile';
import { useMasoolProfileAccess } from '../masool-profile-access';
import { CreateOwnProfileForm } from './create-own-profile-form';
import { MasoolProfileAsOf } from './masool-profile-as-of';
import { masoolLocation } from './masool-profile-details';
import { ProfileTabs } from './profile-tabs';

/** `/masool-profile/{userId}` (spec 001 section 2.10). */
export function MasoolProfilePage({ userId }: { userId: number }) {
  const profile = useMasoolProfile(userId);
  const title = profile.data ? `${profile.data.fullName}'s Profile` : 'Create Masool Profile';
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <BackToDashboard />
      <PageHeader title={title} />
      <QueryBlock query={profile} errorTitle="Failed to fetch masool profile" loadingLabel="Loading profile">
        {(found) => (found ? <ProfileView profile={found} userId={userId} /> : <NoProfile userId={userId} />)}
      </QueryBlock>
    </div>
  );
}

function NoProfile({ userId }: { userId: number }) {
  const access = useMasoolProfileAccess();
  const [creating, setCreating] = useState(false);
  if (creating) {
    return (
      <Card>
        <CardContent>
          <CreateOwnProfileForm
            userId={userId}
            defaultZoneId={access.defaultZoneId}
            onDone={() => setCreating(false)}
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <UserRoundX aria-hidden="true" className="size-10 text-slate-400" />
        <h2 className="text-lg font-semibold text-slate-900">No Profile Found</h2>
        <p className="text-sm text-slate-500">This user doesn't have a masool profile yet.</p>
        {access.canAdd && <Button onClick={() => setCreating(true)}>Create Profile</Button>}
      </CardContent>
    </Card>
  );
}

function ProfileView({ profile, userId }: { profile: MasoolProfile; userId: number }) {
  const access = useMasoolProfileAccess();
  const mayWrite = access.canEdit(profile);
  const own = profile.userId !== null && profile.userId === access.userId;
  return (
    <div className="grid min-w-0 gap-6">
      <EntityDetailsSlot
        entity="masool-profiles"
        entityId={profile.id}
        past={(at) => <MasoolProfileAsOf profileId={profile.id} at={at} />}
      >
        <Card>
          <CardContent className="flex flex-wrap items-center gap-4">
            <ProfileAvatar name={profile.name} picture={profile.profilePicture} size="lg" />
            <div className="min-w-0 flex-1">
              <p className="text-lg font-semibold text-slate-900">{profile.fullName}</p>
              <p className="text-sm text-slate-600">{profile.phoneNumber}</p>
              <p className="text-sm text-slate-500">{masoolLocation(profile)}</p>
            </div>
            <Link
              to="/masool-profile/$userId/alim"
              params={{ userId }}
              className={buttonClassNames({ variant: 'outline', size: 'sm' })}
            >
              <GraduationCap aria-hidden="true" className="size-4" />
              Alim Education Details
            </Link>
          </CardContent>
        </Card>
        <ProfileTabs
          profile={profile}
          userId={userId}
          canEditAll={mayWrite}
          canEditPractice={mayWrite || own}
          readingTab={<ReadingProgressTab userId={userId} canEdit={own || mayWrite} />}
        />
      </EntityDetailsSlot>
    </div>
  );
}
