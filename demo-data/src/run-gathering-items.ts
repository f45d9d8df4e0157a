import {
  type Actor,
  approveGathering,
  cancelGathering,
  createGathering,
  recordGatheringOutcome,
  rejectGathering,
  requestGatheringChanges,
  submitGathering,
} from '@seerat/command-api';
import { createGatheringRequestSchema, updateGatheringRequestSchema } from '@seerat/contracts';
import { cityResource, type DemoActor, requireId } from './actors';
import {
  gatheringOutcome,
  gatheringRevision,
  newGatheringForm,
  reviewComment,
} from './changes/gathering-changes';
import type { GatheringStepKind, PlannedGathering } from './plan-gatherings';
import type { Random } from './random';
import type { ItemOf, ItemRun, RunnerContext } from './runner-context';

/** An event's creation and each later step of its course: submission, review, outcome, cancel. */
export async function runGatheringItem(
  ctx: RunnerContext,
  item: ItemOf<'create-gathering' | 'gathering-step'>,
  run: ItemRun,
): Promise<void> {
  const { deps, actors } = ctx;
  const { random, at, as } = run;
  switch (item.type) {
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

  // A masool of the event's city, likeliest its own: who plans, submits and reports on events.
  // Administrators review rather than submit, so a submitter is never the only possible reviewer.
  function gatheringActor(random: Random, at: Date, gathering: PlannedGathering) {
    const choice = {
      at,
      action: 'events_write' as const,
      resource: cityResource(gathering.city),
      near: gathering.city,
    };
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
}
