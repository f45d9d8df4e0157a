// Apart from the city schemas: the web app's first load needs the limit, and importing it from
// city.ts would build every city schema there.
import { z } from 'zod';
import { entityId, MAX_ID } from '../common/fields';

/** The most cities one `ids` lookup may name: one page's worth, so its answer is one page. */
export const CITY_IDS_MAX = 100;

/**
 * `ids=1,2,3`: the cities a screen names by id and needs the names of, at most `CITY_IDS_MAX`.
 * Any mistake names `ids` itself, never one place in the list.
 */
export const cityIdList = z
  .string()
  .max(CITY_IDS_MAX * 11, `Must name at most ${CITY_IDS_MAX} cities`)
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'Must be whole numbers separated by commas')
  .transform((text) => text.split(',').map(Number))
  .refine((ids) => ids.length <= CITY_IDS_MAX, `Must name at most ${CITY_IDS_MAX} cities`)
  .refine((ids) => ids.every((id) => entityId.safeParse(id).success), `Must be at most ${MAX_ID}`);
