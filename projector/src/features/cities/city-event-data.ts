import { cityCreatedSchema, cityUpdatedSchema } from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The city events' data, parsed once for all the read models that read them. */
export const cityCreatedData = eventData(cityCreatedSchema);
export const cityUpdatedData = eventData(cityUpdatedSchema);
