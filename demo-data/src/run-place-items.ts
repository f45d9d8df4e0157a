import {
  createCity,
  createQabail,
  createZone,
  deleteQabail,
  foldStream,
  recordSeeratModelCheck,
  saveCampusChecklist,
  updateCity,
  updateQabail,
  updateSeeratModelCheck,
  updateZone,
} from '@seerat/command-api';
import {
  type Action,
  cityStreamName,
  createCityRequestSchema,
  createQabailRequestSchema,
  createZoneRequestSchema,
  recordSeeratModelCheckRequestSchema,
  saveCampusChecklistRequestSchema,
  updateCityRequestSchema,
  updateQabailRequestSchema,
  updateSeeratModelCheckRequestSchema,
  updateZoneRequestSchema,
} from '@seerat/contracts';
import { cityDecider } from '@seerat/domain';
import { cityResource, requireId, zoneResource } from './actors';
import type { PlannedQabail } from './blueprint';
import { nextCityChange } from './changes/city-changes';
import { newCityForm, newZoneForm } from './changes/foundings';
import { newQabailForm, nextQabailChange } from './changes/qabail-changes';
import { nextZoneChange } from './changes/zone-changes';
import type { ItemOf, ItemRun, RunnerContext } from './runner-context';

type PlaceItem = ItemOf<
  | 'create-zone'
  | 'update-zone'
  | 'create-city'
  | 'update-city'
  | 'create-qabail'
  | 'update-qabail'
  | 'delete-qabail'
>;

/** Zones, cities and qabails: founded and changed by someone who may, likeliest their own masools. */
export async function runPlaceItem(ctx: RunnerContext, item: PlaceItem, run: ItemRun): Promise<void> {
  const { deps, actors, facts, catalogueAt } = ctx;
  const { random, at, as } = run;
  // Someone who may do `action` on the qabail's city, likeliest its own masools.
  const qabailActor = (qabail: PlannedQabail, action: Action) =>
    actors.pick(random, { at, action, resource: cityResource(qabail.city), near: qabail.city });
  switch (item.type) {
    case 'create-zone': {
      const actor = actors.pick(random, { at, action: 'create_zone' });
      const request = createZoneRequestSchema.parse(newZoneForm(random, item.zone));
      item.zone.state = (await createZone(deps(item.zone), as(actor), request)).state;
      return;
    }
    case 'update-zone': {
      const { zone } = item;
      const fields = zone.state?.fields;
      if (!fields) throw new Error(`Zone ${zone.name} is updated before it was created`);
      const actor = actors.pick(random, {
        at,
        action: 'zones_write',
        resource: zoneResource(zone),
        near: zone,
      });
      const change = nextZoneChange(random, fields);
      const request = updateZoneRequestSchema.parse({ ...change.body, changeReason: change.changeReason });
      zone.state = (await updateZone(deps(), as(actor), { zoneId: requireId(zone), request })).state;
      return;
    }
    case 'create-city': {
      const { city } = item;
      const actor = actors.pick(random, {
        at,
        action: 'cities_write',
        resource: zoneResource(city.zone),
        near: city.zone,
      });
      const request = createCityRequestSchema.parse(newCityForm(random, city, catalogueAt(at)));
      city.state = (await createCity(deps(city), as(actor), request)).state;
      facts.placed(city);
      return;
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
        seeratModelChecks: city.seeratModelChecks,
        hubId: city.hub?.id ?? null,
        nameUrdu: city.nameUrdu,
        ...catalogueAt(at),
      });
      const adminOnly = change.kind === 'edit' && change.adminOnly;
      const joinsHub = change.kind === 'edit' && change.body.parentCityId !== undefined && city.hub;
      const actor = actors.pick(random, {
        at,
        action: adminOnly ? 'change_city_status' : 'cities_write',
        resource: cityResource(city),
        alsoOn: joinsHub ? cityResource(joinsHub) : undefined,
        near: city,
      });
      const cityId = requireId(city);
      if (change.kind === 'checklist') {
        const request = saveCampusChecklistRequestSchema.parse(change.body);
        await saveCampusChecklist(deps(), as(actor), { cityId, request });
        city.checklist = request.checklist;
        // Marking a campus also changes the city: fold its stream's new events.
        city.state = (await foldStream(ctx.store, cityStreamName(cityId), cityDecider)).state;
        return;
      }
      if (change.kind === 'record-check') {
        const request = recordSeeratModelCheckRequestSchema.parse(change.body);
        await recordSeeratModelCheck(deps(), as(actor), { cityId, request });
        city.seeratModelChecks += 1;
        return;
      }
      if (change.kind === 'recheck') {
        const request = updateSeeratModelCheckRequestSchema.parse(change.body);
        await updateSeeratModelCheck(deps(), as(actor), { cityId, checkId: change.checkId, request });
        return;
      }
      const request = updateCityRequestSchema.parse({ ...change.body, changeReason: change.changeReason });
      const parentBefore = state.fields.parentCityId;
      // The plan's facts are never behind its own writes: nothing to wait for.
      const ownWritesSeen = () => Promise.resolve();
      city.state = (await updateCity(deps(), as(actor), { cityId, request, ownWritesSeen })).state;
      if (city.state.fields?.parentCityId !== parentBefore) facts.placed(city);
      return;
    }
    case 'create-qabail': {
      const { qabail } = item;
      const actor = qabailActor(qabail, 'qabails_write');
      const request = createQabailRequestSchema.parse(newQabailForm(random, qabail));
      qabail.state = (await createQabail(deps(qabail), as(actor), request)).state;
      return;
    }
    case 'update-qabail': {
      const { qabail } = item;
      const fields = qabail.state?.fields;
      if (!fields) throw new Error(`Qabail ${qabail.qabilahName} is updated before it was created`);
      const actor = qabailActor(qabail, 'qabails_write');
      const change = nextQabailChange(random, fields);
      const request = updateQabailRequestSchema.parse({
        ...change.body,
        changeReason: change.changeReason,
      });
      const qabailId = requireId(qabail);
      qabail.state = (await updateQabail(deps(), as(actor), { qabailId, request })).state;
      return;
    }
    case 'delete-qabail': {
      const { qabail } = item;
      const actor = qabailActor(qabail, 'qabails_delete');
      qabail.state = (await deleteQabail(deps(), as(actor), { qabailId: requireId(qabail) })).state;
      return;
    }
  }
}
