import { type MasoolProfile, updateMasoolProfileRequestSchema } from '@seerat/contracts';
import { type ReactNode, useState } from 'react';
import { Detail, DetailSection } from '../../../components/profiles/profile-details';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { CountField } from '../../../components/ui/count-field';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { toCount } from '../../../lib/form-input';
import { useUpdateMasoolProfile } from '../api/update-masool-profile';
import { AlimInfo } from './masool-profile-details';

/** The fields the profile page edits: personal info and the practice tabs' notes. */
type PageValues = Pick<
  MasoolProfile,
  | 'name'
  | 'contact'
  | 'email'
  | 'occupation'
  | 'education'
  | 'experienceYears'
  | 'address'
  | 'dateOfBirth'
  | 'islahiMamlat'
  | 'islahiProgress'
  | 'islahiGoals'
  | 'dailyNaatListening'
  | 'sunnaPracticeCount'
  | 'seeratPractices'
  | 'weeklyProgress'
>;

function pageValues(profile: MasoolProfile): PageValues {
  const { name, contact, email, occupation, education, experienceYears, address, dateOfBirth } = profile;
  const {
    islahiMamlat,
    islahiProgress,
    islahiGoals,
    dailyNaatListening,
    sunnaPracticeCount,
    seeratPractices,
    weeklyProgress,
  } = profile;
  return {
    name,
    contact,
    email,
    occupation,
    education,
    experienceYears,
    address,
    dateOfBirth,
    islahiMamlat,
    islahiProgress,
    islahiGoals,
    dailyNaatListening,
    sunnaPracticeCount,
    seeratPractices,
    weeklyProgress,
  };
}

type ProfileTabsProps = {
  profile: MasoolProfile;
  userId: number;
  /** Administrators and zone masools (masool-write there): every field. */
  canEditAll: boolean;
  /** The profile's own user too: the practice tabs. */
  canEditPractice: boolean;
  readingTab: ReactNode;
};

/** The four tabs of the profile page, in view or edit mode. */
export function ProfileTabs({ profile, userId, canEditAll, canEditPractice, readingTab }: ProfileTabsProps) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<PageValues>(() => pageValues(profile));
  const update = useUpdateMasoolProfile();
  const { toast } = useToast();
  const set = <Key extends keyof PageValues>(key: Key, value: PageValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: keyof PageValues) => String(values[key] ?? '');

  const save = () =>
    update.mutate(
      { idOrUserId: userId, version: profile.version, request: { ...values } },
      {
        onSuccess: () => {
          toast({ title: 'Profile updated successfully', description: 'Masool profile has been updated.' });
          setEditing(false);
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update profile.', variant: 'destructive' }),
      },
    );

  const personalLocked = !editing || !canEditAll;
  const practiceLocked = !editing;
  return (
    <Tabs defaultValue="personal">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList>
          <TabsTrigger value="personal">Personal Info</TabsTrigger>
          <TabsTrigger value="islahi">Islahi Mamlat</TabsTrigger>
          <TabsTrigger value="seerat">Seerat Mamlat</TabsTrigger>
          <TabsTrigger value="reading">Reading Progress</TabsTrigger>
        </TabsList>
        {canEditPractice &&
          (editing ? (
            <div className="flex gap-2">
              <Button
                variant="outline"
                onClick={() => {
                  setValues(pageValues(profile));
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
              <Button onClick={save} disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          ) : (
            <Button onClick={() => setEditing(true)}>Edit Profile</Button>
          ))}
      </div>
      <TabsContent value="personal">
        <Card>
          <CardContent className="grid gap-6">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Name"
                value={text('name')}
                onChange={(v) => set('name', v)}
                disabled={personalLocked}
              />
              <TextField
                label="Contact"
                value={text('contact')}
                onChange={(v) => set('contact', v)}
                disabled={personalLocked}
              />
              <TextField
                label="Email"
                value={text('email')}
                onChange={(v) => set('email', v)}
                disabled={personalLocked}
              />
              <TextField
                label="Occupation"
                value={text('occupation')}
                onChange={(v) => set('occupation', v)}
                disabled={personalLocked}
              />
              <TextField
                label="Education"
                value={text('education')}
                onChange={(v) => set('education', v)}
                disabled={personalLocked}
              />
              <CountField
                label="Experience Years"
                value={values.experienceYears}
                onChange={(v) => set('experienceYears', toCount(v))}
                disabled={personalLocked}
              />
              <TextField
                label="Address"
                value={text('address')}
                onChange={(v) => set('address', v)}
                disabled={personalLocked}
              />
              <TextField
                label="Date of Birth"
                type="date"
                value={text('dateOfBirth')}
                onChange={(v) => set('dateOfBirth', v || null)}
                disabled={personalLocked}
              />
            </div>
            <AlimInfo profile={profile} heading="h2" />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="islahi">
        <Card>
          <CardContent className="grid gap-4">
            <SchemaTextField
              schema={updateMasoolProfileRequestSchema}
              name="islahiMamlat"
              label="Current Practices"
              value={text('islahiMamlat')}
              onChange={(v) => set('islahiMamlat', v)}
              disabled={practiceLocked}
            />
            <SchemaTextField
              schema={updateMasoolProfileRequestSchema}
              name="islahiProgress"
              label="Progress Notes"
              value={text('islahiProgress')}
              onChange={(v) => set('islahiProgress', v)}
              disabled={practiceLocked}
            />
            <SchemaTextField
              schema={updateMasoolProfileRequestSchema}
              name="islahiGoals"
              label="Future Goals"
              value={text('islahiGoals')}
              onChange={(v) => set('islahiGoals', v)}
              disabled={practiceLocked}
            />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="seerat">
        <Card>
          <CardContent className="grid gap-4">
            <TextField
              label="Daily Naat Listening"
              value={text('dailyNaatListening')}
              onChange={(v) => set('dailyNaatListening', v)}
              disabled={practiceLocked}
            />
            <CountField
              label="Sunna Practice Count"
              value={values.sunnaPracticeCount}
              onChange={(v) => set('sunnaPracticeCount', toCount(v))}
              disabled={practiceLocked}
            />
            <SchemaTextField
              schema={updateMasoolProfileRequestSchema}
              name="seeratPractices"
              label="Seerat Practices"
              value={text('seeratPractices')}
              onChange={(v) => set('seeratPractices', v)}
              disabled={practiceLocked}
            />
            <SchemaTextField
              schema={updateMasoolProfileRequestSchema}
              name="weeklyProgress"
              label="Weekly Progress"
              value={text('weeklyProgress')}
              onChange={(v) => set('weeklyProgress', v)}
              disabled={practiceLocked}
            />
            <DetailSection title="Sunnah">
              <Detail term="Sunnah Count">{profile.sunnahCount}</Detail>
            </DetailSection>
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="reading">{readingTab}</TabsContent>
    </Tabs>
  );
}
