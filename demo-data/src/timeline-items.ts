import {
  type Actor,
  addRecommendedBook,
  addSeeratModel,
  approveGathering,
  type CommandDeps,
  cancelGathering,
  cityDecider,
  closeActionItem,
  createCity,
  createGathering,
  createKarguzariReport,
  createQabail,
  createUser,
  createZone,
  deleteQabail,
  foldStream,
  type IdAllocator,
  type IdKind,
  recordDangerZoneVerdict,
  recordGatheringOutcome,
  recordMeeting,
  rejectGathering,
  requestGatheringChanges,
  reviewKarguzariReport,
  reviseKarguzariReport,
  saveCampusChecklist,
  submitGathering,
  updateCity,
  updateMeeting,
  updateQabail,
  updateZone,
} from '@seerat/command-api';
import {
  type Action,
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  cityStreamName,
  closeActionItemRequestSchema,
  createCityRequestSchema,
  createGatheringRequestSchema,
  createKarguzariRequestSchema,
  createMeetingRequestSchema,
  createQabailRequestSchema,
  createUserRequestSchema,
  createZoneRequestSchema,
  dangerZoneVerdict,
  reviewKarguzariRequestSchema,
  reviseKarguzariRequestSchema,
  saveCampusChecklistRequestSchema,
  updateCityRequestSchema,
  updateGatheringRequestSchema,
  updateMeetingRequestSchema,
  updateQabailRequestSchema,
  updateZoneRequestSchema,
} from '@seerat/contracts';
import {
  type ActorDirectory,
  cityResource,
  type DemoActor,
  demoActor,
  requireId,
  zoneResource,
} from './actors';
import type { Blueprint, PlannedCatalogueEntry, PlannedQabail, PlannedUser } from './blueprint';
import type { BlueprintFacts } from './blueprint-facts';
import { nextCityChange } from './changes/city-changes';
import { newCityForm, newZoneForm } from './changes/foundings';
import {
  gatheringOutcome,
  gatheringRevision,
  newGatheringForm,
  reviewComment,
} from './changes/gathering-changes';
import { EDIT_REASONS, meetingMinutes, newMeetingForm, newReportForm } from './changes/meeting-reports';
import { newQabailForm, nextQabailChange } from './changes/qabail-changes';
import { nextZoneChange } from './changes/zone-changes';
import type { GatheringStepKind, PlannedGathering } from './plan-gatherings';
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
    case 'record-meeting':
    case 'record-zone-meeting':
      return item.meeting;
    case 'submit-karguzari':
      return item.report;
    case 'create-gathering':
      return item.gathering;
    case 'gathering-step':
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
  }
}

const CITIES_WRITE = { module: 'cities', level: 'write' } as const;
const QABAILS_WRITE = { module: 'qabails', level: 'write' } as const;
const QABAILS_DELETE = { module: 'qabails', level: 'delete' } as const;
const MEETINGS_WRITE = { module: 'meetings', level: 'write' } as const;
const KARGUZARI_WRITE = { module: 'karguzari', level: 'write' } as const;
const EVENTS_WRITE = { module: 'events', level: 'write' } as const;

/** Every demo account signs in with this password (the README says so). */
export const DEMO_PASSWORD = 'seerat-demo';

/**
 * Runs one timeline item: who acts, what they send, and the command, through the same use cases
 * the routes call. Facts come from the blueprint (`BlueprintFacts`), and each creation takes the
 * id it was given in timeline order, so a seed always gives the same ids.
 */
export function commandRunner(context: {
  blueprint: Blueprint;
  deps: Omit<CommandDeps, 'ids' | 'facts'>;
  facts: BlueprintFacts;
  actors: ActorDirectory;
  defaultBookIds: number[];
}) {
  const { blueprint, actors, facts } = context;
  const deps = (entity?: { id: number | null; kind: string }): CommandDeps => ({
    ...context.deps,
    facts,
    ids: { next: async () => requireId(entity ?? { id: null, kind: 'entity' }) },
  });
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
    const as = (actor: DemoActor) => demoActor(actor, at, random);
    switch (item.type) {
      case 'create-user': {
        const actor =
          item.user === firstUser ? 'system' : actors.pick(random, { at, action: 'manage_users' });
        await createUser(deps(item.user), as(actor), userRequest(item.user));
        return;
      }
      case 'add-catalogue-entry': {
        const actor = actors.pick(random, { at, action: CITIES_WRITE });
        await addCatalogueEntry(deps(item.entry), as(actor), item.entry);
        return;
      }
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
          action: { module: 'zones', level: 'write' },
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
          action: CITIES_WRITE,
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
        const cityId = requireId(city);
        if (change.kind === 'checklist') {
          const request = saveCampusChecklistRequestSchema.parse(change.body);
          await saveCampusChecklist(deps(), as(actor), { cityId, request });
          city.checklist = request.checklist;
          // Marking a campus also changes the city: fold its stream's new events.
          city.state = (await foldStream(context.deps.store, cityStreamName(cityId), cityDecider)).state;
          return;
        }
        const request = updateCityRequestSchema.parse({ ...change.body, changeReason: change.changeReason });
        const parentBefore = state.fields.parentCityId;
        city.state = (await updateCity(deps(), as(actor), { cityId, request })).state;
        if (city.state.fields?.parentCityId !== parentBefore) facts.placed(city);
        return;
      }
      case 'create-qabail': {
        const { qabail } = item;
        const actor = qabailActor(random, at, qabail, QABAILS_WRITE);
        const request = createQabailRequestSchema.parse(newQabailForm(random, qabail));
        qabail.state = (await createQabail(deps(qabail), as(actor), request)).state;
        return;
      }
      case 'update-qabail': {
        const { qabail } = item;
        const fields = qabail.state?.fields;
        if (!fields) throw new Error(`Qabail ${qabail.qabilahName} is updated before it was created`);
        const actor = qabailActor(random, at, qabail, QABAILS_WRITE);
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
        const actor = qabailActor(random, at, qabail, QABAILS_DELETE);
        qabail.state = (await deleteQabail(deps(), as(actor), { qabailId: requireId(qabail) })).state;
        return;
      }
      case 'record-meeting':
      case 'record-zone-meeting': {
        const city = item.type === 'record-meeting' ? item.city : null;
        const zone = item.type === 'record-meeting' ? item.city.zone : item.zone;
        const resource = city ? cityResource(city) : zoneResource(zone);
        const actor = actors.pick(random, { at, action: MEETINGS_WRITE, resource, near: city ?? zone });
        const place = { cityId: city ? requireId(city) : null, zoneId: requireId(zone) };
        const request = createMeetingRequestSchema.parse(newMeetingForm(random, place, at));
        const meetingId = requireId(item.meeting);
        await recordMeeting(deps(item.meeting), as(actor), request);
        if (random.chance(0.5)) {
          const minutes = updateMeetingRequestSchema.parse({ minutes: meetingMinutes(random) });
          await updateMeeting(deps(), as(actor), { meetingId, request: minutes });
        }
        if (request.actionItems.length > 0 && random.chance(0.6)) {
          const request = closeActionItemRequestSchema.parse({});
          await closeActionItem(deps(), as(actor), { meetingId, itemId: 1, request });
        }
        return;
      }
      case 'danger-zone-verdict': {
        // The job's own command, as the System user: the city's status now decides with the
        // meetings the timeline counted (an inactive city is not flagged).
        const { city, lastMeetingDate } = item;
        const fields = city.state?.fields;
        if (!fields) throw new Error(`City ${city.name} is watched before it was created`);
        const verdict = item.inDangerZone
          ? dangerZoneVerdict({ status: fields.status, lastMeetingDate }, at)
          : ({ inDangerZone: false, reason: 'met' } as const);
        const cityId = requireId(city);
        await recordDangerZoneVerdict(deps(), as('system'), {
          cityId,
          zoneId: fields.zoneId,
          lastMeetingDate,
          verdict,
        });
        return;
      }
      case 'submit-karguzari': {
        const { city } = item;
        const actor = actors.pick(random, {
          at,
          action: KARGUZARI_WRITE,
          resource: cityResource(city),
          near: city,
        });
        const request = createKarguzariRequestSchema.parse(newReportForm(random, requireId(city), at));
        const reportId = requireId(item.report);
        await createKarguzariReport(deps(item.report), as(actor), request);
        if (random.chance(0.25)) {
          const revision = reviseKarguzariRequestSchema.parse({
            attendance: `${random.int(8, 150)} people attended the circles`,
            editReason: random.pick(EDIT_REASONS),
          });
          await reviseKarguzariReport(deps(), as(actor), { reportId, request: revision });
        }
        if (random.chance(0.8)) {
          const reviewer = actors.pick(random, {
            at,
            action: 'review_karguzari',
            resource: cityResource(city),
            near: city,
          });
          // Nobody reviews their own report: such a report waits for another reviewer.
          if (reviewer === actor) return;
          const decision = random.weighted([
            ['approved', 7],
            ['reviewed', 2],
            ['rejected', 1],
          ] as const);
          const review = reviewKarguzariRequestSchema.parse({
            decision,
            reviewComments:
              decision === 'rejected' ? 'Please add the attendance' : random.pick([null, 'Well done']),
          });
          await reviewKarguzariReport(deps(), as(reviewer), { reportId, request: review });
        }
        return;
      }
      case 'create-gathering': {
        const { gathering } = item;
        const actor = gatheringActor(random, at, gathering);
        const request = createGatheringRequestSchema.parse(newGatheringForm(random, gathering));
        gathering.state = (await createGathering(deps(gathering), as(actor), request)).state;
        gathering.submitterId = gathering.submitAtOnce ? requireId(actor) : null;
        return;
      }
      case 'gathering-step':
        await runGatheringStep(item.gathering, item.step.kind, random, at, as);
        return;
    }
  };

  // A masool of the event's city, likeliest its own: who plans, submits and reports on events.
  // Administrators review rather than submit, so a submitter is never the only possible reviewer.
  function gatheringActor(random: Random, at: Date, gathering: PlannedGathering) {
    const choice = { at, action: EVENTS_WRITE, resource: cityResource(gathering.city), near: gathering.city };
    let picked = actors.pick(random, choice);
    for (let tries = 0; tries < 20 && picked.role === 'admin'; tries++) picked = actors.pick(random, choice);
    return picked;
  }

  // An administrator other than the event's submitter (nobody reviews their own submission).
  function reviewer(random: Random, at: Date, gathering: PlannedGathering) {
    let picked = actors.pick(random, { at, action: 'review_events' });
    for (let tries = 0; tries < 20 && picked.id === gathering.submitterId; tries++) {
      picked = actors.pick(random, { at, action: 'review_events' });
    }
    return picked.id === gathering.submitterId ? null : picked;
  }

  async function runGatheringStep(
    gathering: PlannedGathering,
    kind: GatheringStepKind,
    random: Random,
    at: Date,
    as: (actor: DemoActor) => Actor,
  ): Promise<void> {
    const gatheringId = requireId(gathering);
    // An event nobody else could review stays pending: the rest of its course never happens.
    if (gathering.stalled) return;
    switch (kind) {
      case 'submit':
      case 'resubmit': {
        const actor = gatheringActor(random, at, gathering);
        const body = kind === 'resubmit' ? gatheringRevision(random) : {};
        const request = updateGatheringRequestSchema.parse(body);
        gathering.state = (await submitGathering(deps(), as(actor), { gatheringId, request })).state;
        gathering.submitterId = requireId(actor);
        return;
      }
      case 'approve':
      case 'reject':
      case 'request-changes': {
        const picked = reviewer(random, at, gathering);
        if (!picked) {
          gathering.stalled = true;
          return;
        }
        const actor = as(picked);
        const comment = reviewComment(random, kind);
        const input = { gatheringId };
        if (kind === 'approve')
          gathering.state = (await approveGathering(deps(), actor, { ...input, comment })).state;
        else if (kind === 'reject')
          gathering.state = (await rejectGathering(deps(), actor, { ...input, reason: comment! })).state;
        else
          gathering.state = (
            await requestGatheringChanges(deps(), actor, { ...input, feedback: comment! })
          ).state;
        return;
      }
      case 'outcome': {
        const actor = gatheringActor(random, at, gathering);
        const outcome = gatheringOutcome(random, gathering.expected);
        gathering.state = (await recordGatheringOutcome(deps(), as(actor), { gatheringId, outcome })).state;
        return;
      }
      case 'cancel': {
        const actor = gatheringActor(random, at, gathering);
        const reason = random.pick([
          'Venue not available',
          'Clashes with a zonal event',
          'Postponed to next month',
        ]);
        gathering.state = (await cancelGathering(deps(), as(actor), { gatheringId, reason })).state;
        return;
      }
    }
  }

  async function addCatalogueEntry(deps: CommandDeps, actor: Actor, entry: PlannedCatalogueEntry) {
    if (entry.kind === 'seerat_model') {
      const request = { modelName: entry.modelName, priority: entry.priority };
      await addSeeratModel(deps, actor, addSeeratModelRequestSchema.parse(request));
    } else {
      const request = { title: entry.title, author: entry.author };
      await addRecommendedBook(deps, actor, addRecommendedBookRequestSchema.parse(request));
    }
  }
}

/** What Add User sends for a planned user. */
function userRequest(user: PlannedUser) {
  return createUserRequestSchema.parse({
    username: user.username,
    password: DEMO_PASSWORD,
    roles: [user.role],
    assignedZoneId: user.zone ? requireId(user.zone) : null,
    assignedCityId: user.city ? requireId(user.city) : null,
  });
}
