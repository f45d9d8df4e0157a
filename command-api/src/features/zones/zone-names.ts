import { ZONE_NAME_TAKEN } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { zonesTable } from '@seerat/projector/tables';
import { nameClaims } from '../../uniqueness/name-claims';

/**
 * Zone names are unique ignoring case, held by claim rows (see `nameClaims`); a rename moves the
 * zone's claim to its new name, so the old name is free again.
 */
export const zoneNameClaims = nameClaims({
  table: 'writes.zone_name_claims',
  ownerColumn: 'zone_id',
  takenMessage: ZONE_NAME_TAKEN,
});

/**
 * Creates the claims table and, for a portal that had zones before names were claimed, claims
 * their names from the zones read model (of two zones already named alike, the older keeps the
 * name; the other holds none until it is renamed).
 */
export async function migrateZoneNameClaims(knex: Knex, readSchema: string): Promise<void> {
  await zoneNameClaims.migrate(knex);
  const zones = `${readSchema}.${zonesTable.name}`;
  const { rows } = await knex.raw<{ rows: { found: string | null }[] }>('SELECT to_regclass(?) AS found', [
    zones,
  ]);
  if (!rows[0]?.found) return;
  await knex.raw(
    `INSERT INTO writes.zone_name_claims (name, zone_id)
     SELECT lower(name), id FROM ${zones} ORDER BY id ON CONFLICT DO NOTHING`,
  );
}
