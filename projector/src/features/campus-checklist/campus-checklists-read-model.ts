import { completedRequirements } from '@seerat/contracts';
import type { Knex } from 'knex';
import { insertRows, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { checklistSavedData } from './campus-checklist-event-data';
import { campusChecklistsTable } from './campus-checklists-table';

/**
 * Each city's last saved campus checklist: the dialog reads it, and the potential-campus list
 * ranks the cities that saved one and are not campuses yet by how many requirements they meet.
 */
export const campusChecklistsReadModel: BatchReadModel = {
  name: READ_MODEL.campusChecklists,
  migrations: [
    {
      name: '0006_campus_checklists_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable(campusChecklistsTable.name, (table) => {
          table.integer('city_id').primary();
          table.boolean('seerah_circles_check').notNullable();
          table.boolean('trained_team_check').notNullable();
          table.boolean('trained_teachers_check').notNullable();
          table.boolean('location_confirmed_check').notNullable();
          table.boolean('team_visited_islamabad_check').notNullable();
          // How many of the five checks are ticked, for ranking.
          table.integer('completed_count').notNullable();
          table.boolean('is_campus').notNullable();
          table.text('notes');
          table.text('completed_by').notNullable();
          table.timestamp('completed_at', { useTz: true }).notNullable();
        });
        await knex.raw(
          `CREATE INDEX campus_checklists_potential ON ??.?? (completed_count DESC, city_id)
            WHERE NOT is_campus`,
          [schema, campusChecklistsTable.name],
        );
      },
    },
  ],
  eventTypes: ['CampusChecklistSaved'],
  /** A city's last save in the batch is its row: one upsert for the batch. */
  async applyBatch(trx, events) {
    const rows = new Map<number, Row>();
    for (const event of events) {
      const { cityId, checklist, notes, isCampus } = checklistSavedData(event);
      rows.set(cityId, {
        city_id: cityId,
        seerah_circles_check: checklist.seerahCirclesCheck,
        trained_team_check: checklist.trainedTeamCheck,
        trained_teachers_check: checklist.trainedTeachersCheck,
        location_confirmed_check: checklist.locationConfirmedCheck,
        team_visited_islamabad_check: checklist.teamVisitedIslamabadCheck,
        completed_count: completedRequirements(checklist),
        is_campus: isCampus,
        notes,
        completed_by: event.metadata.username,
        completed_at: event.metadata.occurredAt,
      });
    }
    await insertRows(trx, campusChecklistsTable.name, [...rows.values()], {
      upsertOn: 'city_id',
      columns: COLUMNS,
    });
  },
};

const COLUMNS = [
  'seerah_circles_check',
  'trained_team_check',
  'trained_teachers_check',
  'location_confirmed_check',
  'team_visited_islamabad_check',
  'completed_count',
  'is_campus',
  'notes',
  'completed_by',
  'completed_at',
];
