import type { ListedTeamProfile, TeamProfile } from '@seerat/contracts';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { ProfileAvatar } from '../../../components/profiles/profile-avatar';
import {
  Detail,
  DetailSection,
  ReadingBookList,
  WhatsAppLink,
} from '../../../components/profiles/profile-details';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { useTeamProfiles } from '../api/get-team-profiles';
import { TeamProfileAsOf } from './team-profile-as-of';
import { WholeTeamProfile } from './whole-team-profile';

/** The city page's Team Profiles button and dialog (spec 001 section 2.12). */
export function CityTeamProfilesDialog({ cityId, cityName }: { cityId: number; cityName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Team Profiles - ${cityName}`}
      size="lg"
      trigger={
        <Button variant="outline" size="sm">
          <UsersRound aria-hidden="true" className="size-4" />
          Team Profiles
        </Button>
      }
    >
      <TeamList cityId={cityId} cityName={cityName} />
    </Dialog>
  );
}

function TeamList({ cityId, cityName }: { cityId: number; cityName: string }) {
  const team = useTeamProfiles({ cityId });
  const [selected, setSelected] = useState<ListedTeamProfile | null>(null);
  return (
    <>
      <PagedBlock
        query={team}
        errorTitle="Failed to fetch team profiles"
        loadingLabel="Loading team profiles"
      >
        {(profiles) =>
          profiles.length === 0 ? (
            <div className="grid gap-2">
              <EmptyState>No team profiles found for this city</EmptyState>
              <p className="text-center text-xs text-slate-400">
                Debug: city id {cityId}, {profiles.length} profiles received at{' '}
                {new Date(team.dataUpdatedAt).toISOString()}
              </p>
            </div>
          ) : (
            <ul className="grid gap-2">
              {profiles.map((profile) => (
                <li
                  key={profile.id}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 p-3"
                >
                  <button
                    type="button"
                    onClick={() => setSelected(profile)}
                    className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 text-left"
                  >
                    <ProfileAvatar name={profile.name} picture={profile.profilePicture} />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{profile.name}</span>
                      <span className="block text-sm text-slate-500">{profile.contact}</span>
                      <span className="mt-1 flex flex-wrap gap-2">
                        <Badge tone={profile.islahiMamulat ? 'success' : 'neutral'}>
                          {profile.islahiMamulat ? 'Islahi ✅' : 'No Islahi ❌'}
                        </Badge>
                        <Badge tone="info">Sunnah: {profile.sunnahCount}</Badge>
                      </span>
                    </span>
                  </button>
                  <WhatsAppLink contact={profile.contact} />
                </li>
              ))}
            </ul>
          )
        }
      </PagedBlock>
      <Dialog
        open={selected !== null}
        onOpenChange={(next) => next || setSelected(null)}
        title={selected?.name ?? ''}
        size="lg"
      >
        {selected && (
          <WholeTeamProfile profileId={selected.id}>
            {(member) => (
              <EntityDetailsSlot
                entity="team-profiles"
                entityId={member.id}
                past={(at) => (
                  <TeamProfileAsOf profileId={member.id} at={at}>
                    {(profile) => <TeamMemberDetails profile={profile} cityName={profile.cityName} />}
                  </TeamProfileAsOf>
                )}
              >
                <TeamMemberDetails profile={member} cityName={cityName} />
              </EntityDetailsSlot>
            )}
          </WholeTeamProfile>
        )}
      </Dialog>
    </>
  );
}

function TeamMemberDetails({ profile, cityName }: { profile: TeamProfile; cityName: string }) {
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4">
        <ProfileAvatar name={profile.name} picture={profile.profilePicture} size="lg" />
        <dl className="grid gap-1">
          <Detail term="Contact">
            {profile.contact} <WhatsAppLink contact={profile.contact} />
          </Detail>
          <Detail term="City">{cityName}</Detail>
        </dl>
      </div>
      <DetailSection title="Islahi Mamulat">
        <Detail term="Islahi Mamulat">{profile.islahiMamulat ? 'Active' : 'Inactive'}</Detail>
        <Detail term="Bait">{profile.bait ?? 'Not provided'}</Detail>
        <Detail term="Mamulat Receiver">{profile.mamulatReceiver ?? 'Not provided'}</Detail>
      </DetailSection>
      <DetailSection title="Seerat Mamulat">
        <Detail term="Listening to Naat">{profile.listeningToNaat ? 'Yes' : 'No'}</Detail>
        <Detail term="Daily Sunnah Practice">{profile.dailySunnahPractice ? 'Yes' : 'No'}</Detail>
        <Detail term="Seerat Teacher">{profile.seeratTeacher ? 'Yes' : 'No'}</Detail>
        <Detail term="Sunnah Count">{profile.sunnahCount}</Detail>
      </DetailSection>
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Reading Progress</h3>
        <ReadingBookList books={profile.readingBooks} emptyText="Reading progress data not available" />
      </section>
    </div>
  );
}
