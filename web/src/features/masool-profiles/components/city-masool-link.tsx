import type { City, ListedMasoolProfile } from '@seerat/contracts';
import { useState } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { Dialog } from '../../../components/ui/dialog';
import { useMasoolProfileLookup } from '../../../lib/queries/get-masool-profiles';
import { hasMasool, shownCityMasool } from '../city-masool-match';
import { MasoolProfileDetails } from './masool-profile-details';
import { WholeMasoolProfile } from './whole-masool-profile';

/**
 * The city page's City Masool (`shownCityMasool`): the name, clickable, opening the masool
 * profile dialog when a profile matches, and the contact under it; a missing match is only logged,
 * as the spec says.
 */
export function CityMasoolLink({ city }: { city: City }) {
  // Only the profiles that may be this city's masool: its own, and those of the recorded name or number.
  const profiles = useMasoolProfileLookup({ matchingCities: [city.id] });
  const [open, setOpen] = useState<ListedMasoolProfile | null>(null);
  const shown = shownCityMasool(city, profiles.data ?? []);
  const contact = (
    <span className="block text-sm text-slate-500">{shown.contact ?? 'Contact not available'}</span>
  );
  if (!shown.profile && !hasMasool(city)) {
    return (
      <>
        <span className="block font-medium text-slate-900">{shown.name}</span>
        {contact}
      </>
    );
  }
  const show = () => {
    if (shown.profile) setOpen(shown.profile);
    // biome-ignore lint/suspicious/noConsole: the spec has a missing match only logged, never shown.
    else console.info(`No masool profile matches ${city.masoolName} of ${city.name}`);
  };
  return (
    <>
      <button
        type="button"
        onClick={show}
        className="block min-h-6 cursor-pointer text-left font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {shown.name}
      </button>
      {contact}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => next || setOpen(null)}
        title="Masool Profile"
        size="lg"
      >
        {open && (
          <WholeMasoolProfile profileId={open.id}>
            {(profile) => (
              <EntityDetailsSlot entity="masool-profiles" entityId={profile.id}>
                <MasoolProfileDetails profile={profile} />
              </EntityDetailsSlot>
            )}
          </WholeMasoolProfile>
        )}
      </Dialog>
    </>
  );
}
