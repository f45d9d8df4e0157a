import { z } from 'zod';
import { entityId } from '../common/fields';
import { campusChecklistMapSchema } from './campus-checklist';

/**
 * A city's campus checklist is saved on the city's own stream (`city-<id>`): marking the city as
 * a campus changes the city, and the city's decider must see it.
 */
export const campusChecklistSavedSchema = z.object({
  cityId: entityId,
  checklist: campusChecklistMapSchema,
  notes: z.string().nullable(),
  isCampus: z.boolean(),
});

export type CampusChecklistEvent = {
  type: 'CampusChecklistSaved';
  data: z.infer<typeof campusChecklistSavedSchema>;
};
