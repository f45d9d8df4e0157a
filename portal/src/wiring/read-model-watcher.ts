import { type CheckpointWatcher, createCheckpointWatcher, type Knex, type Logger } from '@seerat/platform';
import { CHECKPOINT_CHANNEL, READ_SCHEMA, readProjectionState } from '@seerat/projector';

/**
 * Where the portal's read models have got to, heard from the projector's notices: the APIs wait on
 * it for a caller's own writes and for rights, the danger-zone jobs for the facts they judge.
 */
export function openReadModelWatcher(options: {
  knex: Knex;
  databaseUrl: string;
  logger: Logger;
}): Promise<CheckpointWatcher> {
  const { knex } = options;
  return createCheckpointWatcher({
    connectionString: options.databaseUrl,
    channel: CHECKPOINT_CHANNEL,
    readCheckpoint: async () => (await readProjectionState(knex, READ_SCHEMA)).checkpoint,
    readHalts: async () => {
      const { readModels } = await readProjectionState(knex, READ_SCHEMA);
      return new Map(readModels.filter(({ halt }) => halt).map(({ name, checkpoint }) => [name, checkpoint]));
    },
    logger: options.logger,
  });
}
