import type { AllStreamResolvedEvent, ResolvedEvent } from '@eventstore/db-client';
import type { EventMetadata } from '@seerat/contracts';
import type { RecordedEvent } from '../event-store';
import { withoutChain } from './chain';
import { fromEsdbPosition } from './positions';

/**
 * Ours, or `null` for what this store never wrote: system events and links (types starting with
 * `$`), the same rule as the server's `excludeSystemEvents()`.
 */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$')) return null;
  return {
    id: event.id,
    streamName: event.streamId,
    revision: event.revision,
    position: fromEsdbPosition(event.position, event.id),
    type: event.type,
    data: event.data,
    metadata: withoutChain(event.metadata) as EventMetadata,
    recordedAt: event.created,
  };
}
