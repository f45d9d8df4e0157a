import type { ZodType, z } from 'zod';
import {
  BUDGET_STEP_EVENTS,
  type BudgetEvent,
  budgetCollectionAddedSchema,
  budgetCreatedSchema,
  budgetDeletedSchema,
  budgetDetailsUpdatedSchema,
  budgetExpenseAddedSchema,
  budgetLineChangedSchema,
  budgetLineRemovedSchema,
  budgetStepSchema,
  budgetSubmittedSchema,
} from '../budgets/budget-events';
import {
  type UserUploadEvent,
  userUploadCompletedSchema,
  userUploadStartedSchema,
} from '../bulk-upload/bulk-upload-events';
import { campusChecklistSavedSchema } from '../campus-checklist/campus-checklist-events';
import {
  type CatalogueEvent,
  defaultRecommendedBooksPlannedSchema,
  recommendedBookActivationChangedSchema,
  recommendedBookAddedSchema,
  seeratModelAddedSchema,
} from '../catalogue/catalogue-events';
import { type CityEvent, cityCreatedSchema, cityUpdatedSchema } from '../cities/city-events';
import {
  type CustomRoleEvent,
  customRoleActivatedSchema,
  customRoleCreatedSchema,
  customRoleDeactivatedSchema,
  customRoleDeletedSchema,
  customRoleUpdatedSchema,
} from '../custom-roles/custom-role-events';
import {
  cityEnteredDangerZoneSchema,
  cityLeftDangerZoneSchema,
  type DangerZoneEvent,
} from '../danger-zone/danger-zone-events';
import {
  type GatheringEvent,
  gatheringApprovedSchema,
  gatheringCancelledSchema,
  gatheringChangesRequestedSchema,
  gatheringCreatedSchema,
  gatheringOutcomeRecordedSchema,
  gatheringRejectedSchema,
  gatheringReopenedSchema,
  gatheringSubmittedSchema,
  gatheringUpdatedSchema,
} from '../gatherings/gathering-events';
import {
  type KarguzariEvent,
  karguzariReportCreatedSchema,
  karguzariReportReviewedSchema,
  karguzariReportRevisedSchema,
  karguzariReportSubmittedSchema,
} from '../karguzari/karguzari-events';
import {
  type MasoolProfileEvent,
  masoolProfileCreatedSchema,
  masoolProfileDeletedSchema,
  masoolProfileUpdatedSchema,
} from '../masool-profiles/masool-profile-events';
import {
  type MeetingEvent,
  meetingActionItemAddedSchema,
  meetingActionItemUpdatedSchema,
  meetingRecordedSchema,
  meetingUpdatedSchema,
} from '../meetings/meeting-events';
import {
  type QabailEvent,
  qabailCreatedSchema,
  qabailDeletedSchema,
  qabailUpdatedSchema,
} from '../qabails/qabail-events';
import {
  type ReadingProgressEvent,
  readingBookAddedSchema,
  readingBookRemovedSchema,
  readingProgressUpdatedSchema,
} from '../reading-progress/reading-progress-events';
import {
  seeratModelCheckRecordedSchema,
  seeratModelCheckUpdatedSchema,
} from '../seerat-model-checks/seerat-model-check-events';
import {
  type TeamProfileEvent,
  teamProfileCreatedSchema,
  teamProfileDeletedSchema,
  teamProfileUpdatedSchema,
} from '../team-profiles/team-profile-events';
import {
  firstAdministratorCreatedSchema,
  type UserEvent,
  userCreatedSchema,
  userDeactivatedSchema,
  userOrganisationWideChangedSchema,
  userPasswordChangedSchema,
  userRolesChangedSchema,
  userSignInLockoutLiftedSchema,
} from '../users/user-events';
import { type ZoneEvent, zoneCreatedSchema, zoneUpdatedSchema } from '../zones/zone-events';

/**
 * Every domain event the portal records: the deciders' events, and the two bootstrap records the
 * first start appends without a decider.
 */
export type RecordedDomainEvent =
  | UserEvent
  | UserUploadEvent
  | ZoneEvent
  | CityEvent
  | CatalogueEvent
  | CustomRoleEvent
  | DangerZoneEvent
  | GatheringEvent
  | KarguzariEvent
  | MasoolProfileEvent
  | MeetingEvent
  | QabailEvent
  | ReadingProgressEvent
  | TeamProfileEvent
  | BudgetEvent
  | { type: 'FirstAdministratorCreated'; data: z.infer<typeof firstAdministratorCreatedSchema> }
  | { type: 'DefaultRecommendedBooksPlanned'; data: z.infer<typeof defaultRecommendedBooksPlannedSchema> };

export type RecordedDomainEventType = RecordedDomainEvent['type'];

/**
 * The contract of each event type: what an import checks every event's data against. The mapped
 * type makes a new event type without an entry, or an entry whose schema does not produce the
 * event's data, a type error, so the table cannot fall behind the events it covers.
 */
type EventContracts = { [Type in RecordedDomainEventType]: ZodType<DataOf<Type>> };

/** The data of an event type; unlike `Extract`, it finds a type inside a member's union of types. */
type DataOf<Type> = RecordedDomainEvent extends infer Event
  ? Event extends { type: infer Types; data: infer Data }
    ? Type extends Types
      ? Data
      : never
    : never
  : never;

const budgetSteps = Object.fromEntries(
  Object.keys(BUDGET_STEP_EVENTS).map((type) => [type, budgetStepSchema]),
) as Record<Exclude<keyof typeof BUDGET_STEP_EVENTS, 'BudgetSubmitted'>, typeof budgetStepSchema>;

export const DOMAIN_EVENT_CONTRACTS: EventContracts = {
  ...budgetSteps,
  UserCreated: userCreatedSchema,
  UserRolesChanged: userRolesChangedSchema,
  UserPasswordChanged: userPasswordChangedSchema,
  UserDeactivated: userDeactivatedSchema,
  UserSignInLockoutLifted: userSignInLockoutLiftedSchema,
  UserOrganisationWideChanged: userOrganisationWideChangedSchema,
  FirstAdministratorCreated: firstAdministratorCreatedSchema,
  UserUploadStarted: userUploadStartedSchema,
  UserUploadCompleted: userUploadCompletedSchema,
  ZoneCreated: zoneCreatedSchema,
  ZoneUpdated: zoneUpdatedSchema,
  CityCreated: cityCreatedSchema,
  CityUpdated: cityUpdatedSchema,
  CampusChecklistSaved: campusChecklistSavedSchema,
  SeeratModelCheckRecorded: seeratModelCheckRecordedSchema,
  SeeratModelCheckUpdated: seeratModelCheckUpdatedSchema,
  SeeratModelAdded: seeratModelAddedSchema,
  RecommendedBookAdded: recommendedBookAddedSchema,
  RecommendedBookActivationChanged: recommendedBookActivationChangedSchema,
  DefaultRecommendedBooksPlanned: defaultRecommendedBooksPlannedSchema,
  CustomRoleCreated: customRoleCreatedSchema,
  CustomRoleUpdated: customRoleUpdatedSchema,
  CustomRoleActivated: customRoleActivatedSchema,
  CustomRoleDeactivated: customRoleDeactivatedSchema,
  CustomRoleDeleted: customRoleDeletedSchema,
  CityEnteredDangerZone: cityEnteredDangerZoneSchema,
  CityLeftDangerZone: cityLeftDangerZoneSchema,
  GatheringCreated: gatheringCreatedSchema,
  GatheringUpdated: gatheringUpdatedSchema,
  GatheringSubmittedForApproval: gatheringSubmittedSchema,
  GatheringApproved: gatheringApprovedSchema,
  GatheringRejected: gatheringRejectedSchema,
  GatheringChangesRequested: gatheringChangesRequestedSchema,
  GatheringOutcomeRecorded: gatheringOutcomeRecordedSchema,
  GatheringCancelled: gatheringCancelledSchema,
  GatheringReopened: gatheringReopenedSchema,
  KarguzariReportCreated: karguzariReportCreatedSchema,
  KarguzariReportRevised: karguzariReportRevisedSchema,
  KarguzariReportSubmitted: karguzariReportSubmittedSchema,
  KarguzariReportReviewed: karguzariReportReviewedSchema,
  MasoolProfileCreated: masoolProfileCreatedSchema,
  MasoolProfileUpdated: masoolProfileUpdatedSchema,
  MasoolProfileDeleted: masoolProfileDeletedSchema,
  MeetingRecorded: meetingRecordedSchema,
  MeetingUpdated: meetingUpdatedSchema,
  MeetingActionItemAdded: meetingActionItemAddedSchema,
  MeetingActionItemUpdated: meetingActionItemUpdatedSchema,
  QabailCreated: qabailCreatedSchema,
  QabailUpdated: qabailUpdatedSchema,
  QabailDeleted: qabailDeletedSchema,
  ReadingBookAdded: readingBookAddedSchema,
  ReadingProgressUpdated: readingProgressUpdatedSchema,
  ReadingBookRemoved: readingBookRemovedSchema,
  TeamProfileCreated: teamProfileCreatedSchema,
  TeamProfileUpdated: teamProfileUpdatedSchema,
  TeamProfileDeleted: teamProfileDeletedSchema,
  BudgetCreated: budgetCreatedSchema,
  BudgetDetailsUpdated: budgetDetailsUpdatedSchema,
  BudgetCollectionAdded: budgetCollectionAddedSchema,
  BudgetExpenseAdded: budgetExpenseAddedSchema,
  BudgetLineUpdated: budgetLineChangedSchema,
  BudgetActualsRecorded: budgetLineChangedSchema,
  BudgetLineRemoved: budgetLineRemovedSchema,
  BudgetSubmitted: budgetSubmittedSchema,
  BudgetDeleted: budgetDeletedSchema,
};

/** The contract of a recorded event's type, or `null` for a type the portal never records. */
export function eventContract(type: string): ZodType | null {
  return Object.hasOwn(DOMAIN_EVENT_CONTRACTS, type)
    ? DOMAIN_EVENT_CONTRACTS[type as RecordedDomainEventType]
    : null;
}
