import {
  campusChecklistSavedSchema,
  cityCreatedSchema,
  cityUpdatedSchema,
  zoneCreatedSchema,
  zoneUpdatedSchema,
} from '@seerat/contracts';
import { eventData } from '../handling/event-data';

/** The zone and city events' data, parsed once for all the read models that read them. */
export const zoneCreatedData = eventData(zoneCreatedSchema);
export const zoneUpdatedData = eventData(zoneUpdatedSchema);
export const cityCreatedData = eventData(cityCreatedSchema);
export const cityUpdatedData = eventData(cityUpdatedSchema);
export const checklistSavedData = eventData(campusChecklistSavedSchema);
