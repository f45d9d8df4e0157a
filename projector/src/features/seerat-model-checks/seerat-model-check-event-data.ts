import { seeratModelCheckRecordedSchema, seeratModelCheckUpdatedSchema } from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The check events' data, parsed once for all the read models that read them. */
export const checkRecordedData = eventData(seeratModelCheckRecordedSchema);
export const checkUpdatedData = eventData(seeratModelCheckUpdatedSchema);

export const SEERAT_MODEL_CHECK_EVENT_TYPES = ['SeeratModelCheckRecorded', 'SeeratModelCheckUpdated'];
