import { z } from 'zod';
import { entityId, MAX_ID } from './fields';

/** The most ids one `ids` lookup may name: one page's worth, so its answer is one page. */
export const ID_LIST_MAX = 100;

/**
 * `ids=1,2,3`: the items (`noun`: "cities", "profiles") a screen names by id and needs, at most
 * `ID_LIST_MAX`. Any mistake names the list's field itself, never one place in the list.
 */
export function idList(noun: string) {
  const tooMany = `Must name at most ${ID_LIST_MAX} ${noun}`;
  return z
    .string()
    .max(ID_LIST_MAX * 11, tooMany)
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'Must be whole numbers separated by commas')
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => ids.length <= ID_LIST_MAX, tooMany)
    .refine((ids) => ids.every((id) => entityId.safeParse(id).success), `Must be at most ${MAX_ID}`);
}
