import { cityAuditReadModel } from './features/audit/city-audit-read-model';
import { zoneAuditReadModel } from './features/audit/zone-audit-read-model';
import { userUploadsReadModel } from './features/bulk-upload/user-uploads-read-model';
import { campusChecklistsReadModel } from './features/campus-checklist/campus-checklists-read-model';
import { catalogueReadModel } from './features/catalogue/catalogue-read-model';
import { citySelectionsReadModel } from './features/catalogue/city-selections-read-model';
import { citiesReadModel } from './features/cities/cities-read-model';
import { customRolesReadModel } from './features/custom-roles/custom-roles-read-model';
import { gatheringAuditReadModel } from './features/gatherings/gathering-audit-read-model';
import { gatheringHistoryReadModel } from './features/gatherings/gathering-history-read-model';
import { gatheringsReadModel } from './features/gatherings/gatherings-read-model';
import { qabailAuditReadModel } from './features/qabails/qabail-audit-read-model';
import { qabailsReadModel } from './features/qabails/qabails-read-model';
import { qabilahListReadModel } from './features/qabails/qabilah-list-read-model';
import { usersReadModel } from './features/users/users-read-model';
import { zonesReadModel } from './features/zones/zones-read-model';
import type { Projection } from './projection';

/**
 * The portal's one projection: every product read model, all in the `read` schema. A feature adds
 * its read model here; its migrations and handlers sit in its folder under `features/`. Each read
 * model keeps to its own tables, so the order below does not matter. A read model added to a
 * database that already holds events starts empty: run the rebuild (`rebuild-cli.ts`) to fill it
 * from history.
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
    zoneAuditReadModel,
    cityAuditReadModel,
    qabailsReadModel,
    qabilahListReadModel,
    qabailAuditReadModel,
    customRolesReadModel,
    userUploadsReadModel,
    gatheringsReadModel,
    gatheringHistoryReadModel,
    gatheringAuditReadModel,
  ],
};
