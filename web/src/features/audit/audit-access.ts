import { type AuditedEntityPath, PAST_READ_AS_PRESENT } from '@seerat/contracts';
import { canUseAuditTrail, useCurrentPrincipal } from '../../lib/principal';

/**
 * Who may fold an entity to a past moment, as `GET /api/{entity}/:id/as-of` decides: a zone, city,
 * event, meeting or report whoever may read it now (and so sees its details), anything else the
 * holders of the audit tools.
 */
export function useMayViewPast(entity: AuditedEntityPath): boolean {
  const principal = useCurrentPrincipal();
  if ((PAST_READ_AS_PRESENT as readonly string[]).includes(entity)) return true;
  return canUseAuditTrail(principal);
}
