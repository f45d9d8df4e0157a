import { createKnex } from '@seerat/platform';
import type { CityWriter } from './append-bench';
import { type Session, signIn } from './http-client';

/**
 * Who takes part, from the read models of the data set: a city for each writing client with
 * someone allowed to edit it (its city masool, else its zone masool), and the zone and city whose
 * reads are measured (the median ones, by cities and by history length), and a budget.
 */
export interface Participants {
  writers: CityWriter[];
  reader: Session;
  zoneId: number;
  cityId: number;
  /** The budget whose reads are measured (the median by id), or none in a data set without budgets. */
  budgetId: number | null;
}

export async function signInParticipants(options: {
  databaseUrl: string;
  commandApiUrl: string;
  writers: number;
  admin: string;
  password: string;
}): Promise<Participants> {
  const knex = createKnex({ connectionString: options.databaseUrl, applicationName: 'bench' });
  try {
    const { rows: editors } = await knex.raw<{ rows: { city_id: number; name: string; username: string }[] }>(
      `SELECT c.id AS city_id, c.name, coalesce(cm.username, zm.username) AS username
         FROM read.cities c
         LEFT JOIN LATERAL (SELECT username FROM read.users u WHERE u.assigned_city_id = c.id
                              AND 'city_masool' = ANY(u.roles) AND u.is_active ORDER BY u.id LIMIT 1) cm ON true
         LEFT JOIN LATERAL (SELECT username FROM read.users u WHERE u.assigned_zone_id = c.zone_id
                              AND 'zone_masool' = ANY(u.roles) AND u.is_active ORDER BY u.id LIMIT 1) zm ON true
        WHERE coalesce(cm.username, zm.username) IS NOT NULL
        ORDER BY (cm.username IS NULL), c.id
        LIMIT ?`,
      [options.writers],
    );
    if (editors.length < options.writers) {
      throw new Error(`The data set has ${editors.length} editable cities; ${options.writers} are needed`);
    }
    const { rows: zones } = await knex.raw<{ rows: { id: number }[] }>(
      `SELECT id FROM read.zones ORDER BY total_cities, id OFFSET (SELECT count(*) / 2 FROM read.zones) LIMIT 1`,
    );
    const { rows: cities } = await knex.raw<{ rows: { city_id: number }[] }>(
      `SELECT city_id FROM read.city_profile_summary ORDER BY total_changes, city_id
       OFFSET (SELECT count(*) / 2 FROM read.city_profile_summary) LIMIT 1`,
    );
    const { rows: budgets } = await knex.raw<{ rows: { id: number }[] }>(
      `SELECT id FROM read.budgets ORDER BY id OFFSET (SELECT count(*) / 2 FROM read.budgets) LIMIT 1`,
    );
    const writers: CityWriter[] = [];
    for (const editor of editors) {
      // One sign-in per client, as each would be its own browser; a zone masool may have several.
      const session = await signIn(options.commandApiUrl, editor.username, options.password);
      writers.push({ session, cityId: editor.city_id, name: editor.name });
    }
    return {
      writers,
      reader: await signIn(options.commandApiUrl, options.admin, options.password),
      zoneId: zones[0]!.id,
      cityId: cities[0]!.city_id,
      budgetId: budgets[0]?.id ?? null,
    };
  } finally {
    await knex.destroy();
  }
}
