import { canEditCatalogue } from '@seerat/contracts';
import { useCurrentPrincipal } from '../../lib/principal';

/** Add, deactivate and reactivate Seerat models and books: whoever may edit the catalogue. */
export function useMayEditCatalogue(): boolean {
  return canEditCatalogue(useCurrentPrincipal());
}
