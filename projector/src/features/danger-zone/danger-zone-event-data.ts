import { cityEnteredDangerZoneSchema, cityLeftDangerZoneSchema } from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The danger-zone events' data, parsed once for the read models that read them. */
export const cityEnteredDangerZoneData = eventData(cityEnteredDangerZoneSchema);
export const cityLeftDangerZoneData = eventData(cityLeftDangerZoneSchema);
