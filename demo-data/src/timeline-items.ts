import {
  type Actor,
  addRecommendedBook,
  addSeeratModel,
  type CommandDeps,
  createUser,
} from '@seerat/command-api';
import {
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  createUserRequestSchema,
} from '@seerat/contracts';
import { type ActorDirectory, type DemoActor, demoActor, requireId } from './actors';
import type { Blueprint, PlannedCatalogueEntry, PlannedUser } from './blueprint';
import type { BlueprintFacts } from './blueprint-facts';
import { Random } from './random';
import { runBudgetItem } from './run-budget-items';
import { runDangerZoneItem } from './run-danger-zone-items';
import { runGatheringItem } from './run-gathering-items';
import { runMeetingReportItem } from './run-meeting-report-items';
import { runPlaceItem } from './run-place-items';
import type { RunnerContext } from './runner-context';
import type { TimelineItem } from './timeline';

/** Every demo account signs in with this password (the README says so). */
export const DEMO_PASSWORD = 'seerat-demo-password';

/**
 * Runs one timeline item: who acts, what they send, and the command, through the same use cases
 * the routes call. Facts come from the blueprint (`BlueprintFacts`), and each creation takes the
 * id it was given in timeline order, so a seed always gives the same ids.
 */
export function commandRunner(context: {
  blueprint: Blueprint;
  deps: Omit<CommandDeps, 'ids' | 'facts'>;
  facts: BlueprintFacts;
  actors: ActorDirectory;
  defaultBookIds: number[];
}) {
  const { blueprint, actors, facts } = context;
  const deps = (entity?: { id: number | null; kind: string }): CommandDeps => ({
    ...context.deps,
    facts,
    ids: { next: async () => requireId(entity ?? { id: null, kind: 'entity' }) },
  });
  const firstUser = blueprint.users[0];
  // What the form offers at that time: the entries added by then, and the default books.
  const catalogueAt = (at: Date) => {
    const added = blueprint.catalogue.filter((entry) => entry.addedAt < at && entry.id !== null);
    return {
      modelIds: added.filter((entry) => entry.kind === 'seerat_model').map((entry) => entry.id!),
      bookIds: [
        ...context.defaultBookIds,
        ...added.filter((entry) => entry.kind === 'recommended_book').map((entry) => entry.id!),
      ],
    };
  };

  const ctx: RunnerContext = { deps, store: context.deps.store, actors, facts, catalogueAt };

  return async (item: TimelineItem): Promise<void> => {
    const random = new Random(item.seed);
    const { at } = item;
    const as = (actor: DemoActor) => demoActor(actor, at, random);
    switch (item.type) {
      case 'create-user': {
        const actor =
          item.user === firstUser ? 'system' : actors.pick(random, { at, action: 'manage_users' });
        await createUser(deps(item.user), as(actor), userRequest(item.user));
        return;
      }
      case 'add-catalogue-entry': {
        const actor = actors.pick(random, { at, action: 'cities_write' });
        await addCatalogueEntry(deps(item.entry), as(actor), item.entry);
        return;
      }
      case 'create-zone':
      case 'update-zone':
      case 'create-city':
      case 'update-city':
      case 'create-qabail':
      case 'update-qabail':
      case 'delete-qabail':
        return runPlaceItem(ctx, item, { random, at, as });
      case 'record-meeting':
      case 'record-zone-meeting':
      case 'submit-karguzari':
        return runMeetingReportItem(ctx, item, { random, at, as });
      case 'create-gathering':
      case 'gathering-step':
        return runGatheringItem(ctx, item, { random, at, as });
      case 'danger-zone-verdict':
        return runDangerZoneItem(ctx, item, { random, at, as });
      case 'create-budget':
      case 'budget-step':
        return runBudgetItem(ctx, item, { random, at, as });
    }
  };

  async function addCatalogueEntry(deps: CommandDeps, actor: Actor, entry: PlannedCatalogueEntry) {
    if (entry.kind === 'seerat_model') {
      const request = { modelName: entry.modelName, priority: entry.priority };
      await addSeeratModel(deps, actor, addSeeratModelRequestSchema.parse(request));
    } else {
      const request = { title: entry.title, author: entry.author };
      await addRecommendedBook(deps, actor, addRecommendedBookRequestSchema.parse(request));
    }
  }
}

/** What Add User sends for a planned user. */
function userRequest(user: PlannedUser) {
  return createUserRequestSchema.parse({
    username: user.username,
    password: DEMO_PASSWORD,
    roles: [user.role],
    assignedZoneId: user.zone ? requireId(user.zone) : null,
    assignedCityId: user.city ? requireId(user.city) : null,
  });
}
