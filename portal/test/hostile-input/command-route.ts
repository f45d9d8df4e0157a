import type fc from 'fast-check';
import { expect } from 'vitest';
import type { PortalClient } from '../portal-harness';
import type { HostileWorld } from './hostile-world';
import { type Answer, answerOf, type GeneratedRequest, resolved } from './sent-request';

/** A request as it went out: the path and body with live ids resolved. */
export interface Sent {
  path: string;
  body?: unknown;
}

/** One mutation route of the command API, as the property drives it. */
export interface CommandRoute {
  /** `METHOD /path`, as the router declares it. */
  name: string;
  request: fc.Arbitrary<GeneratedRequest>;
  /** Who sends it: the administrator unless said, so the rules rather than the roles answer. */
  client?: (world: HostileWorld) => PortalClient | Promise<PortalClient>;
  /** Sends it another way than JSON (the CSV upload's multipart). */
  send?: (client: PortalClient, sent: Sent, world: HostileWorld, correlationId: string) => Promise<Response>;
  /** Asserts that an accepted command shows in the read models (or in the session it changed). */
  visible: (world: HostileWorld, answer: Answer, sent: Sent, client: PortalClient) => Promise<void>;
  /** Called before each request (the sign-in throttle is reset, so each sign-in is judged alone). */
  before?: (world: HostileWorld) => Promise<void>;
}

/**
 * Sends one generated request and checks what every command must do with any input: never a
 * 5xx, a 400 names the failing fields, a refusal writes no event, the projector does not halt,
 * and an accepted command shows in the read models.
 */
export async function sendAndCheck(world: HostileWorld, route: CommandRoute, generated: GeneratedRequest) {
  await route.before?.(world);
  const sent: Sent = {
    path: typeof generated.path === 'string' ? generated.path : generated.path(world),
    body: resolved(generated.body, world),
  };
  const client = (await route.client?.(world)) ?? world.admin;
  const method = route.name.split(' ')[0]!;
  const correlationId = crypto.randomUUID();
  const headBefore = await world.store.headPosition();
  const answer = await answerOf(
    await (route.send
      ? route.send(client, sent, world, correlationId)
      : client.request(method, sent.path, sent.body ?? {}, { 'x-correlation-id': correlationId })),
  );
  const described = `${route.name} ${sent.path} -> ${answer.status} ${JSON.stringify(answer.body)}`;

  expect(answer.status, described).toBeLessThan(500);
  if (answer.status === 400) {
    expect(Object.keys(answer.body.fields ?? {}), `a 400 names its fields: ${described}`).not.toEqual([]);
    for (const message of Object.values(answer.body.fields ?? {})) {
      expect(message, `a 400 speaks our words, never the schema library's: ${described}`).not.toMatch(
        /Invalid input|expected|received|Unrecognized/,
      );
    }
  }
  if (answer.status >= 400) {
    const written = await world.store.readAll({ after: headBefore, maxCount: 1000 });
    const ours = written.filter((event) => event.metadata.correlationId === correlationId);
    expect(
      ours.map((event) => event.type),
      `a refused command writes no event: ${described}`,
    ).toEqual([]);
  }
  if (answer.status < 300) await route.visible(world, answer, sent, client);
  // The public health says up, or degraded as soon as any read model has halted.
  const health = (await (await fetch(`${world.harness.url}/api/health`)).json()) as { status: string };
  expect(health.status, `the projector runs after ${described}: ${JSON.stringify(health)}`).toBe('up');
}
