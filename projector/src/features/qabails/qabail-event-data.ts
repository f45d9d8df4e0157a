import { qabailCreatedSchema, qabailDeletedSchema, qabailUpdatedSchema } from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The qabail events' data, parsed once for all the read models that read them. */
export const qabailCreatedData = eventData(qabailCreatedSchema);
export const qabailUpdatedData = eventData(qabailUpdatedSchema);
export const qabailDeletedData = eventData(qabailDeletedSchema);

export const QABAIL_EVENT_TYPES = ['QabailCreated', 'QabailUpdated', 'QabailDeleted'] as const;
