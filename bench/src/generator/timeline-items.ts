import {
  CITIES_WRITE,
  type IdAllocator,
  type IdKind,
  QABAILS_DELETE,
  QABAILS_WRITE,
} from '@seerat/command-api';
import type { Action } from '@seerat/contracts';
import { type ActorDirectory, cityResource, demoMetadata, zoneResource } from './actors';
import type { Blueprint, PlannedQabail } from './blueprint';
import { nextCityChange } from './changes/city-changes';
import { newCityForm, newZoneForm } from './changes/foundings';
import { newQabailForm, nextQabailChange } from './changes/qabail-changes';
import { nextZoneChange } from './changes/zone-changes';
import type { DemoCommands } from './demo-commands';
import { Random } from './random';
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
  }
}

/** Runs one timeline item: who acts, what they send, and the command. */
export function commandRunner(context: {
  blueprint: Blueprint;
  commands: DemoCommands;
  actors: ActorDirectory;
  defaultBookIds: number[];
}) {
  const { blueprint, commands, actors } = context;
  const firstUser = blueprint.users[0];
  // What the form offers at that time: the entries added by then, and the default books.
  const catalogueAt = (at: Date) => {
    const added = blueprint.catalogue.filter((entry) => entry.addedAt < at && entry.id !== null);
    return {
      modelIds: added.filter((entry) => entry.kind === 'seerat_model').map((entry) => entry.id!),
      bookIds: [
        ...context.defaultBookIds,
        ...added.filter((entry) => entry.kind === 'recommended_book').map((entry) => entry.id!),
      ],
    };
  };

  // Someone who may do `action` on the qabail's city, likeliest its own masools.
  const qabailActor = (random: Random, at: Date, qabail: PlannedQabail, action: Action) =>
    actors.pick(random, { at, action, resource: cityResource(qabail.city), near: qabail.city });

  return async (item: TimelineItem): Promise<void> => {
    const random = new Random(item.seed);
    const { at } = item;
    switch (item.type) {
      case 'create-user': {
        const actor =
          item.user === firstUser ? 'system' : actors.pick(random, { at, action: 'manage_users' });
        return commands.createUser(actor, item.user, demoMetadata(actor, at, random));
      }
      case 'add-catalogue-entry': {
        const actor = actors.pick(random, { at, action: CITIES_WRITE });
        return commands.addCatalogueEntry(actor, item.entry, demoMetadata(actor, at, random));
      }
      case 'create-zone': {
        const actor = actors.pick(random, { at, action: 'create_zone' });
        return commands.createZone(
          actor,
          item.zone,
          newZoneForm(random, item.zone),
          demoMetadata(actor, at, random),
        );
      }
      case 'update-zone': {
        const { zone } = item;
        const fields = zone.state?.fields;
        if (!fields) throw new Error(`Zone ${zone.name} is updated before it was created`);
        const actor = actors.pick(random, {
          at,
          action: { module: 'zones', level: 'write' },
          resource: zoneResource(zone),
          near: zone,
        });
        const change = nextZoneChange(random, fields);
        return commands.updateZone(
          actor,
          zone,
          change.body,
          demoMetadata(actor, at, random, change.changeReason),
        );
      }
      case 'create-city': {
        const { city } = item;
        const actor = actors.pick(random, {
          at,
          action: CITIES_WRITE,
          resource: zoneResource(city.zone),
          near: city.zone,
        });
        const form = newCityForm(random, city, catalogueAt(at));
        return commands.createCity(actor, city, form, demoMetadata(actor, at, random));
      }
      case 'update-city': {
        const { city } = item;
        const state = city.state;
        if (!state?.fields) throw new Error(`City ${city.name} is updated before it was created`);
        const change = nextCityChange(random, {
          at,
          fields: state.fields,
          seeratModels: state.seeratModels,
          libraryBooks: state.libraryBooks,
          checklist: city.checklist,
          hubId: city.hub?.id ?? null,
          nameUrdu: city.nameUrdu,
          ...catalogueAt(at),
        });
        const adminOnly = change.kind === 'edit' && change.adminOnly;
        const joinsHub = change.kind === 'edit' && change.body.parentCityId !== undefined && city.hub;
        const actor = actors.pick(random, {
          at,
          action: adminOnly ? 'change_city_status' : CITIES_WRITE,
          resource: cityResource(city),
          alsoOn: joinsHub ? cityResource(joinsHub) : undefined,
          near: city,
        });
        if (change.kind === 'checklist') {
          return commands.saveChecklist(actor, city, change.body, demoMetadata(actor, at, random));
        }
        return commands.updateCity(
          actor,
          city,
          change.body,
          demoMetadata(actor, at, random, change.changeReason),
        );
      }
      case 'create-qabail': {
        const { qabail } = item;
        const actor = qabailActor(random, at, qabail, QABAILS_WRITE);
        return commands.createQabail(
          actor,
          qabail,
          newQabailForm(random, qabail),
          demoMetadata(actor, at, random),
        );
      }
      case 'update-qabail': {
        const { qabail } = item;
        const fields = qabail.state?.fields;
        if (!fields) throw new Error(`Qabail ${qabail.qabilahName} is updated before it was created`);
        const actor = qabailActor(random, at, qabail, QABAILS_WRITE);
        const change = nextQabailChange(random, fields);
        return commands.updateQabail(
          actor,
          qabail,
          change.body,
          demoMetadata(actor, at, random, change.changeReason),
        );
      }
      case 'delete-qabail': {
        const { qabail } = item;
        const actor = qabailActor(random, at, qabail, QABAILS_DELETE);
        return commands.deleteQabail(actor, qabail, demoMetadata(actor, at, random));
      }
    }
  };
}
