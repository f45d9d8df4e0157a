import type { Actor, CommandDeps } from '@seerat/command-api';
import type { ActorDirectory, DemoActor } from './actors';
import type { BlueprintFacts } from './blueprint-facts';
import type { Random } from './random';
import type { TimelineItem } from './timeline';

/** What every timeline item's command needs: the use cases' deps, who may act, and the facts. */
export type RunnerContext = {
  /** The deps for a command; a creation's id allocator hands out the id its entity was given. */
  deps: (entity?: { id: number | null; kind: string }) => CommandDeps;
  store: CommandDeps['store'];
  actors: ActorDirectory;
  facts: BlueprintFacts;
  /** What the city form offers at that time: the catalogue entries added by then, and the default books. */
  catalogueAt: (at: Date) => { modelIds: number[]; bookIds: number[] };
};

/** One item's run: its own random numbers, its moment, and a demo actor as the use cases take it. */
export type ItemRun = { random: Random; at: Date; as: (actor: DemoActor) => Actor };

export type ItemOf<Type extends TimelineItem['type']> = Extract<TimelineItem, { type: Type }>;
