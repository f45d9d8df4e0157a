import type { IdAllocator, IdKind } from '@seerat/command-api';
import type { TimelineItem } from './timeline';

/** A creation takes its id now, in timeline order, as the route would from its sequence. */
export async function allocateId(ids: IdAllocator, item: TimelineItem): Promise<void> {
  const entity = creationOf(item);
  if (!entity) return;
  const kind: IdKind = entity.kind;
  entity.id = await ids.next(kind);
}

function creationOf(item: TimelineItem) {
  switch (item.type) {
    case 'create-user':
      return item.user;
    case 'add-catalogue-entry':
      return item.entry;
    case 'create-zone':
      return item.zone;
    case 'create-city':
      return item.city;
    case 'create-qabail':
      return item.qabail;
    case 'record-meeting':
    case 'record-zone-meeting':
      return item.meeting;
    case 'submit-karguzari':
      return item.report;
    case 'create-gathering':
      return item.gathering;
    case 'create-budget':
      return item.budget;
    case 'gathering-step':
    case 'budget-step':
    case 'danger-zone-verdict':
    case 'update-zone':
    case 'update-city':
    case 'update-qabail':
    case 'delete-qabail':
      return null;
  }
}

/** Which entity a command writes, and whose earlier commands it must wait for. */
export function dependencies(item: TimelineItem): { key: object; after: object[] } {
  switch (item.type) {
    case 'create-user': {
      const place = item.user.city ?? item.user.zone;
      return { key: item.user, after: place ? [place] : [] };
    }
    case 'add-catalogue-entry':
      return { key: item.entry, after: [] };
    case 'create-zone':
    case 'update-zone':
      return { key: item.zone, after: [] };
    case 'create-city':
      return { key: item.city, after: item.city.hub ? [item.city.zone, item.city.hub] : [item.city.zone] };
    case 'update-city':
      return { key: item.city, after: [] };
    case 'create-qabail':
      return { key: item.qabail, after: [item.qabail.city] };
    case 'update-qabail':
    case 'delete-qabail':
      return { key: item.qabail, after: [] };
    case 'record-meeting':
    case 'submit-karguzari':
    case 'danger-zone-verdict':
      return { key: item.city, after: [] };
    case 'record-zone-meeting':
      return { key: item.zone, after: [] };
    case 'create-gathering':
      return { key: item.gathering, after: [item.gathering.city] };
    case 'gathering-step':
      return { key: item.gathering, after: [] };
    // Budget numbers are the year's next, so budgets are created one after another, in timeline
    // order: the same seed gives the same numbers. A step waits for the creations before it.
    case 'create-budget':
      return { key: BUDGET_NUMBERING, after: [item.budget.gathering] };
    case 'budget-step':
      return { key: item.budget, after: [BUDGET_NUMBERING] };
  }
}

/** The one key all budget creations share. */
const BUDGET_NUMBERING = {};
