import { cityAuditReadModel } from './features/audit/city-audit-read-model';
import { entityAuditReadModel } from './features/audit/entity-audit-read-model';
import { zoneAuditReadModel } from './features/audit/zone-audit-read-model';
import { budgetAuditReadModel } from './features/budgets/budget-audit-read-model';
import { budgetHistoryReadModel } from './features/budgets/budget-history-read-model';
import { budgetsReadModel } from './features/budgets/budgets-read-model';
import { userUploadsReadModel } from './features/bulk-upload/user-uploads-read-model';
import { campusChecklistsReadModel } from './features/campus-checklist/campus-checklists-read-model';
import { catalogueReadModel } from './features/catalogue/catalogue-read-model';
import { citySelectionsReadModel } from './features/catalogue/city-selections-read-model';
import { citiesReadModel } from './features/cities/cities-read-model';
import { customRolesReadModel } from './features/custom-roles/custom-roles-read-model';
import { dangerZoneReadModel } from './features/danger-zone/danger-zone-read-model';
import { gatheringAuditReadModel } from './features/gatherings/gathering-audit-read-model';
import { gatheringHistoryReadModel } from './features/gatherings/gathering-history-read-model';
import { gatheringsReadModel } from './features/gatherings/gatherings-read-model';
import { karguzariAuditReadModel } from './features/karguzari/karguzari-audit-read-model';
import { karguzariReviewsReadModel } from './features/karguzari/karguzari-reviews-read-model';
import { karguzariVersionsReadModel } from './features/karguzari/karguzari-versions-read-model';
import { masoolProfilesReadModel } from './features/masool-profiles/masool-profiles-read-model';
import { meetingAuditReadModel } from './features/meetings/meeting-audit-read-model';
import { meetingsReadModel } from './features/meetings/meetings-read-model';
import { qabailAuditReadModel } from './features/qabails/qabail-audit-read-model';
import { qabailsReadModel } from './features/qabails/qabails-read-model';
import { qabilahListReadModel } from './features/qabails/qabilah-list-read-model';
import { readingProgressReadModel } from './features/reading-progress/reading-progress-read-model';
import { seeratModelChecksReadModel } from './features/seerat-model-checks/seerat-model-checks-read-model';
import { teamProfilesReadModel } from './features/team-profiles/team-profiles-read-model';
import { usersReadModel } from './features/users/users-read-model';
import { zonesReadModel } from './features/zones/zones-read-model';
import type { Projection } from './projection';

/**
 * The portal's one projection: every product read model, all in the `read` schema. A feature adds
 * its read model here; its migrations and handlers sit in its folder under `features/`. Each read
 * model keeps to its own tables, so the order below does not matter, and has its own checkpoint
 * under its `name` (which therefore never changes). A read model added to a database that already
 * holds events starts before the first event: the live projector catches it up from the log while
 * the others serve; `npm run rebuild-read-models -- --read-model <name>` does it faster.
 */
export const portalProjection: Projection = {
  name: 'portal',
  readModels: [
    usersReadModel,
    zonesReadModel,
    citiesReadModel,
    citySelectionsReadModel,
    catalogueReadModel,
    campusChecklistsReadModel,
    seeratModelChecksReadModel,
    zoneAuditReadModel,
    cityAuditReadModel,
    qabailsReadModel,
    qabilahListReadModel,
    qabailAuditReadModel,
    customRolesReadModel,
    userUploadsReadModel,
    masoolProfilesReadModel,
    teamProfilesReadModel,
    readingProgressReadModel,
    meetingsReadModel,
    meetingAuditReadModel,
    karguzariVersionsReadModel,
    karguzariReviewsReadModel,
    karguzariAuditReadModel,
    gatheringsReadModel,
    gatheringHistoryReadModel,
    gatheringAuditReadModel,
    budgetsReadModel,
    budgetHistoryReadModel,
    budgetAuditReadModel,
    dangerZoneReadModel,
    entityAuditReadModel,
  ],
};
