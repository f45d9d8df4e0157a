import type { RecordedEvent } from '@seerat/eventstore';

/**
 * An event's data checked by its contract once per delivered event: every read model that handles
 * the event shares the result (a CityUpdated passes through five of them, and a rebuild through a
 * million CityUpdated). The parsed data is shared, so read models never change it.
 */
export function eventData<Data>(schema: { parse(data: unknown): Data }): (event: RecordedEvent) => Data {
  const parsed = new WeakMap<RecordedEvent, Data>();
  return (event) => {
    let data = parsed.get(event);
    if (data === undefined) {
      data = schema.parse(event.data);
      parsed.set(event, data);
    }
    return data;
  };
}
