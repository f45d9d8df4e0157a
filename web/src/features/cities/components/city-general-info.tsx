import type { City } from '@seerat/contracts';
import { Building2, CalendarHeart, Info, Languages, MessageCircle, Sparkles, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { UrduText } from '../../../components/text/urdu-text';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { islahiMajlisText, responsibleCityText, shabeerTazkiaText } from '../city-display';
import { CampusChecklistDialog } from './campus-checklist-dialog';

/** What the profile features show of a city's people, which the route brings. */
export type CityPeople = {
  /** The Team Profiles button and its dialog. */
  teamProfiles: ReactNode;
  /** The City Masool's name, opening their profile where one matches, and their contact. */
  masool: ReactNode;
};

type CityGeneralInfoProps = { city: City; canWrite: boolean; people: CityPeople };

export function CityGeneralInfo({ city, canWrite, people }: CityGeneralInfoProps) {
  return (
    <Card>
      <CardHeader
        title="General Info"
        icon={<Info aria-hidden="true" className="size-5 text-brand-700" />}
        // The checklist leads a city to campus; once campus-active there is nothing left to check.
        actions={
          <div className="flex flex-wrap gap-2">
            {people.teamProfiles}
            {!city.campusActive && canWrite && <CampusChecklistDialog cityId={city.id} />}
          </div>
        }
      />
      <CardContent>
        <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          <InfoItem term="City Masool" icon={<UserRound className="size-4" />}>
            {people.masool}
          </InfoItem>
          <InfoItem term="City Name (Urdu)" icon={<Languages className="size-4" />}>
            {city.nameUrdu ? (
              <UrduText className="text-lg text-slate-900">{city.nameUrdu}</UrduText>
            ) : (
              <NotSet>Not provided</NotSet>
            )}
          </InfoItem>
          <InfoItem term="WhatsApp Group" icon={<MessageCircle className="size-4" />}>
            {city.whatsappGroup && city.whatsappGroupUrl ? (
              <a
                href={city.whatsappGroupUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center font-medium text-emerald-700 underline-offset-2 hover:underline"
              >
                Active with Link
              </a>
            ) : (
              <NotSet>Not available</NotSet>
            )}
          </InfoItem>
          <InfoItem term="Responsible City" icon={<Building2 className="size-4" />}>
            <span className="text-slate-900">{responsibleCityText(city)}</span>
          </InfoItem>
          <InfoItem term="Islahi Majlis" icon={<Sparkles className="size-4" />}>
            <ActiveText active={city.majlisZikrCheck}>{islahiMajlisText(city)}</ActiveText>
          </InfoItem>
          <InfoItem term="Shabeer-e-Tazkia" icon={<CalendarHeart className="size-4" />}>
            <ActiveText active={city.shabetazkiaCheck}>{shabeerTazkiaText(city)}</ActiveText>
          </InfoItem>
        </dl>
      </CardContent>
    </Card>
  );
}

function InfoItem({ term, icon, children }: { term: string; icon: ReactNode; children: ReactNode }) {
  return (
    // A list item may hold only its term and description: the icon sits in the grid beside them.
    <div className="grid min-w-0 grid-cols-[2rem_minmax(0,1fr)] gap-x-3">
      <span
        aria-hidden="true"
        className="row-span-2 flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="col-start-2 mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

function NotSet({ children }: { children: string }) {
  return <span className="text-slate-500 italic">{children}</span>;
}

function ActiveText({ active, children }: { active: boolean; children: string }) {
  return active ? <span className="text-slate-900">{children}</span> : <NotSet>{children}</NotSet>;
}
