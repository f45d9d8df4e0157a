import { z } from 'zod';

/** Every non-2xx answer of both APIs has this body. `fields` names the failing inputs of a 400. */
export const errorBodySchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
