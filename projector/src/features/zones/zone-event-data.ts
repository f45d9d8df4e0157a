import { zoneCreatedSchema, zoneUpdatedSchema } from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The zone events' data, parsed once for all the read models that read them. */
export const zoneCreatedData = eventData(zoneCreatedSchema);
export const zoneUpdatedData = eventData(zoneUpdatedSchema);
