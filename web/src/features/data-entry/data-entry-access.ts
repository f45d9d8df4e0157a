import { canEditCatalogue } from '@seerat/contracts';
import { canCreateZone, useCurrentPrincipal } from '../../lib/principal';

export type DataEntryAccess = {
  /** The Add Zone tab: administrators. */
  canCreateZone: boolean;
  /** The Seerat model and book tabs' forms: whoever may edit the catalogue. */
  canEditCatalogue: boolean;
};

/** Which Add New Records tabs the signed-in user may use, as the server would allow them. */
export function useDataEntryAccess(): DataEntryAccess {
  const principal = useCurrentPrincipal();
  return { canCreateZone: canCreateZone(principal), canEditCatalogue: canEditCatalogue(principal) };
}
