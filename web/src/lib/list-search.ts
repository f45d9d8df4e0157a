import { z } from 'zod';

/**
 * The search of a list screen, kept in the address (`?q=lahore`) so a filtered list can be linked.
 * Not trimmed here: the box shows it as typed, spaces between words included. The router reads a
 * bare `?q=12` as a number, so numbers are taken as their text.
 */
export const listSearchSchema = z.object({
  q: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
});
