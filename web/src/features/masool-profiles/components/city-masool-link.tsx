import type { City, MasoolProfile } from '@seerat/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { Dialog } from '../../../components/ui/dialog';
import { masoolProfilesQueryOptions } from '../../../lib/queries/get-masool-profiles';
import { cityMasoolProfile, hasMasool } from '../city-masool-match';
import { MasoolProfileDetails } from './masool-profile-details';

/**
 * The city page's City Masool: the name, clickable, opening the masool profile dialog when a
 * profile matches (`cityMasoolProfile`); a missing match is only logged, as the spec says.
 */
export function CityMasoolLink({ city }: { city: City }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<MasoolProfile | null>(null);
  if (!hasMasool(city)) return <span className="block font-medium text-slate-900">{city.masoolName}</span>;
  const show = async () => {
    const profiles = await queryClient.fetchQuery(masoolProfilesQueryOptions());
    const match = cityMasoolProfile(city, profiles);
    if (match) setOpen(match);
    // biome-ignore lint/suspicious/noConsole: the spec has a missing match only logged, never shown.
    else console.info(`No masool profile matches ${city.masoolName} of ${city.name}`);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void show()}
        className="block cursor-pointer text-left font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {city.masoolName}
      </button>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => next || setOpen(null)}
        title="Masool Profile"
        size="lg"
      >
        {open && (
          <EntityDetailsSlot entity="masool-profiles" entityId={open.id}>
            <MasoolProfileDetails profile={open} />
          </EntityDetailsSlot>
        )}
      </Dialog>
    </>
  );
}
