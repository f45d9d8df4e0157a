import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { type ChainHead, chainEvents, chainOf } from '../src/eventstoredb/chain';
import { verifyEventStoreDbChain } from '../src/eventstoredb/verify-chain';
import type { EventToAppend } from '../src/index';
import { newEvent } from './contract/fixtures';
import { fakeServer } from './contract/in-memory-all';

/** `$all` as the adapter leaves it: events of ours with their links, the server's own between. */
function chainedLog(count: number): AllStreamResolvedEvent[] {
  const log: AllStreamResolvedEvent[] = [stored(5, 'thing-9', 0n, newEvent({ older: 'than the chain' }))];
  let head: ChainHead = { position: 0n, hash: Buffer.alloc(0) };
  for (let index = 0; index < count; index++) {
    const stream = `thing-${index % 2}`;
    const revision = BigInt(Math.floor(index / 2));
    const chained = chainEvents(head, stream, revision, [newEvent({ index, name: 'لاہور' })]);
    head = chained.head;
    log.push(stored(10 + index * 10, stream, revision, chained.events[0]!));
    log.push(stored(15 + index * 10, '$stats', BigInt(index), { ...newEvent(), type: '$statsCollected' }));
  }
  return log;
}

function stored(
  offset: number,
  stream: string,
  revision: bigint,
  event: EventToAppend,
): AllStreamResolvedEvent {
  const position = { commit: BigInt(offset), prepare: BigInt(offset) };
  return {
    event: {
      streamId: stream,
      id: event.id,
      revision,
      type: event.type,
      data: event.data,
      metadata: JSON.parse(JSON.stringify(event.metadata)),
      isJson: true,
      created: new Date(0),
      position,
    },
    commitPosition: position.commit,
  } as AllStreamResolvedEvent;
}

const ours = (log: AllStreamResolvedEvent[]) =>
  log.filter((event) => /^thing-[01]$/.test(event.event!.streamId));
const verify = (log: AllStreamResolvedEvent[]) => verifyEventStoreDbChain(fakeServer(log).client);

/**
 * The EventStoreDB chain's verifier over `$all`, without a server: a log as appended verifies
 * (events older than the chain and the server's own passed over), and each tampering is named.
 */
describe('EventStoreDB chain verification', () => {
  it('verifies $all as appended, from the first chained event', async () => {
    const log = chainedLog(10);
    const result = await verify(log);
    expect(result).toMatchObject({ verified: 10, firstBreak: null, head: { position: '10' } });
    expect(result.head?.hash).toBe(
      (ours(log).at(-1)!.event!.metadata as { chain: { hash: string } }).chain.hash,
    );
  });

  it('names an event whose data was altered as changed', async () => {
    const log = chainedLog(10);
    ours(log)[3]!.event!.data = { index: 3, name: 'Forged' };
    expect((await verify(log)).firstBreak).toMatchObject({ position: '4', kind: 'changed' });
  });

  it('names a deleted event as missing', async () => {
    const log = chainedLog(10);
    const gone = ours(log)[3]!;
    expect((await verify(log.filter((event) => event !== gone))).firstBreak).toMatchObject({
      position: '4',
      kind: 'missing',
    });
  });

  it('names two events that swapped places as reordered', async () => {
    const log = chainedLog(10);
    const [third, sixth] = [ours(log)[2]!, ours(log)[5]!];
    const swapped = log.map((event) => (event === third ? sixth : event === sixth ? third : event));
    for (const [index, event] of swapped.entries()) {
      const position = { commit: BigInt(index + 1), prepare: BigInt(index + 1) };
      swapped[index] = { ...event, event: { ...event.event!, position } } as AllStreamResolvedEvent;
    }
    expect((await verify(swapped)).firstBreak).toMatchObject({ position: '3', kind: 'reordered' });
  });

  it('names a forged event as inserted, with or without a link that chains', async () => {
    const log = chainedLog(10);
    const fourth = ours(log)[3]!.event!;
    const head = chainOf(ours(log)[2]!.event!.metadata)!;
    const forged = newEvent({ name: 'Forged' });
    for (const event of [forged, chainEvents(head, 'thing-1', 9n, [forged]).events[0]!]) {
      const at = Number(fourth.position!.commit) - 1;
      const tampered = [...log, stored(at, 'thing-1', 9n, event)].sort((a, b) =>
        Number(a.event!.position!.commit - b.event!.position!.commit),
      );
      expect((await verify(tampered)).firstBreak).toMatchObject({ position: '4', kind: 'inserted' });
    }
  });
});
