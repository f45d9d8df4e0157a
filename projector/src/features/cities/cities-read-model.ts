import { campusChecklistSavedSchema, cityCreatedSchema, cityUpdatedSchema } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { ReadModel } from '../../projection';
import { citiesMigration } from './cities-migration';
import { changedCityFields, cityColumns } from './city-columns';
import { movePathsUnder, pathOf } from './city-paths';

/**
 * Cities as the city page, the lists and the permission checks read them: one row per city with
 * every field, its `path` in the city tree, and the city stream's revision as `version`.
 */
export const citiesReadModel: ReadModel = {
  name: 'cities',
  migrations: [citiesMigration],
  handlers: {
    async CityCreated(trx, event) {
      const { cityId, fields } = cityCreatedSchema.parse(event.data);
      await trx('cities').insert({
        id: cityId,
        ...cityColumns(fields),
        path: await pathOf(trx, cityId, fields.parentCityId),
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
        version: Number(event.revision),
      });
    },
    async CityUpdated(trx, event) {
      const { cityId, changes } = cityUpdatedSchema.parse(event.data);
      const changed = changedCityFields(changes);
      await updateCity(trx, cityId, {
        ...cityColumns(changed),
        updated_at: event.metadata.occurredAt,
        version: Number(event.revision),
      });
      if (changed.parentCityId !== undefined) await movePathsUnder(trx, cityId, changed.parentCityId);
    },
    /** The checklist lives in the city's stream, so saving it moves the city's version. */
    async CampusChecklistSaved(trx, event) {
      const { cityId } = campusChecklistSavedSchema.parse(event.data);
      await updateCity(trx, cityId, { version: Number(event.revision) });
    },
  },
};

async function updateCity(trx: Knex.Transaction, cityId: number, columns: Record<string, unknown>) {
  const updated = await trx('cities').where('id', cityId).update(columns);
  if (updated === 0) throw new Error(`City ${cityId} is not in the read model`);
}
