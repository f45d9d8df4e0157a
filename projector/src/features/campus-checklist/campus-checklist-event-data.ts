import { campusChecklistSavedSchema } from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** A saved checklist's data, parsed once for all the read models that read it. */
export const checklistSavedData = eventData(campusChecklistSavedSchema);
