import { usersReadModel } from './features/users/users-read-model';
import type { Projection } from './projection';

/**
 * The portal's one projection: every product read model, all in the `read` schema. A feature adds
 * its read model here: the migration files it lists go in `src/migrations/`, its handlers beside
 * it. A read model added to a database that already holds events starts empty: run the rebuild
 * (`rebuild-cli.ts`) to fill it from history.
 */
export const portalProjection: Projection = {
  name: 'portal',
  readModels: [usersReadModel],
};
