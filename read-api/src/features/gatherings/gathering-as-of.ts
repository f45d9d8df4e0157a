import { effectiveGatheringStatus, type Gathering, type RecordedGatheringStatus } from '@seerat/contracts';
import type { GatheringState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { type GatheringStepFields, gatheringStep, gatheringStepFields } from '@seerat/projector/tables';
import { createdAt, type FoldedStream } from '../audit/folded-stream';
import { cityPlaceNow } from '../cities/city-query';
import { type GatheringRow, toGathering } from './gathering-query';

/** Who moved the event along, when and why: the fields its workflow steps set beside its status. */
type Workflow = {
  [Field in Exclude<keyof GatheringStepFields, 'status' | 'approvalStatus'>]-?: NonNullable<
    GatheringStepFields[Field]
  > | null;
};

/** Before any step: a draft nobody submitted or reviewed. */
const NO_STEP: Workflow = {
  submittedBy: null,
  submittedById: null,
  submittedAt: null,
  approvedBy: null,
  approvedAt: null,
  approvalComments: null,
  rejectionReason: null,
  feedback: null,
  cancelReason: null,
};

/**
 * An event as `GET /api/events/{id}` answers it, as it stood at the end of the folded events: its
 * fields and outcome from its stream, its workflow's who, when and why replayed step by step as
 * the read model records them, its status as it read at that moment (an approved event under way
 * or ended then), and its city's and zone's names and place as the read models hold them now.
 */
export async function gatheringAsOf(knex: Knex, folded: FoldedStream<GatheringState>): Promise<Gathering> {
  const { state, events, at } = folded;
  const fields = state.fields!;
  const steps = workflowOf(folded);
  const place = (await cityPlaceNow(knex, fields.cityId)) ?? {
    cityName: '',
    zoneId: fields.zoneId,
    zoneName: '',
    cityPath: [],
  };
  const last = events.at(-1)!;
  const row: GatheringRow = {
    ...fields,
    ...state.outcome,
    ...steps,
    ...place,
    id: folded.id,
    status: effectiveGatheringStatus(
      state.status as RecordedGatheringStatus,
      fields.startDateTime,
      fields.endDateTime,
      at,
    ),
    approvalStatus: state.approvalStatus,
    startDateTime: new Date(fields.startDateTime),
    endDateTime: new Date(fields.endDateTime),
    submittedAt: steps.submittedAt ? new Date(steps.submittedAt) : null,
    approvedAt: steps.approvedAt ? new Date(steps.approvedAt) : null,
    createdBy: events[0]!.metadata.username,
    createdAt: new Date(createdAt(folded)),
    updatedAt: new Date(last.metadata.occurredAt),
    version: Number(last.revision),
  };
  return toGathering(row);
}

/** Every workflow step folded, each over the ones before, as the read model applies them. */
function workflowOf(folded: FoldedStream<GatheringState>): Workflow {
  let workflow = NO_STEP;
  for (const event of folded.events) {
    const step = gatheringStep(event);
    if (!step) continue;
    const { status: _status, approvalStatus: _approval, ...set } = gatheringStepFields(step, event.metadata);
    workflow = { ...workflow, ...set };
  }
  return workflow;
}
