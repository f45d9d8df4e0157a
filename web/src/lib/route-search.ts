import { entityId, idText, instantText } from '@seerat/contracts';
import { z } from 'zod';

/**
 * How routes read ids and moments from their address, as the APIs read them (`contracts`):
 * one parser each, so `/cities/0x1f`, `?id=1e3` or `?asOf=yesterday` mean the same on every screen.
 */

/** An id in a route's path (`/cities/12`); anything else is no id, and the screen says not found. */
export const pathId = (text: string): number | null => idText.safeParse(text).data ?? null;

/**
 * An id in a route's search (`?id=12`). The router reads `12` as a number and `"12"` as text: both
 * are the id; anything else is no id.
 */
export const searchId = z.union([entityId, idText]).optional().catch(undefined);

/** `?asOf=<ISO instant>`: the moment a past view shows; anything else shows the present. */
export const asOfSearch = instantText.optional().catch(undefined);
