import { type ReadModelMigration, readSchemaOf } from '../projection';

/**
 * The read models once named in snake case, by their kebab-case names since. Frozen with the
 * migration: a later rename is a migration of its own.
 */
export const KEBAB_CASE_RENAMES: Record<string, string> = {
  campus_checklists: 'campus-checklists',
  city_selections: 'city-selections',
  seerat_model_checks: 'seerat-model-checks',
  zone_audit_log: 'zone-audit-log',
  city_audit_log: 'city-audit-log',
  qabilah_list: 'qabilah-list',
  qabail_audit_log: 'qabail-audit-log',
  meeting_audit_log: 'meeting-audit-log',
  karguzari_versions: 'karguzari-versions',
  karguzari_reviews: 'karguzari-reviews',
  karguzari_audit_log: 'karguzari-audit-log',
  gathering_history: 'gathering-history',
  gathering_audit_log: 'gathering-audit-log',
  budget_approval_history: 'budget-approval-history',
  budget_audit_log: 'budget-audit-log',
  entity_audit_log: 'entity-audit-log',
};

/**
 * Read models are named in kebab case, like features. Their checkpoints and halts are rows named
 * by the read model, so a schema projected under the old names carries its rows over to the new
 * ones: without this, the renamed read models would start again from the first event over tables
 * that already hold every event, and their halts would be forgotten. Runs before the projector
 * claims its checkpoints; a fresh schema has no rows to rename.
 */
export const kebabCaseNamesMigration: ReadModelMigration = {
  name: '0000_projection_state_kebab_case_names',
  async up(knex) {
    const schema = readSchemaOf(knex);
    for (const table of ['projection_checkpoint', 'projection_status']) {
      await knex.raw(
        `UPDATE ??.?? AS t SET name = r.renamed
           FROM unnest(?::text[], ?::text[]) AS r(former, renamed) WHERE t.name = r.former`,
        [schema, table, Object.keys(KEBAB_CASE_RENAMES), Object.values(KEBAB_CASE_RENAMES)],
      );
    }
  },
};
