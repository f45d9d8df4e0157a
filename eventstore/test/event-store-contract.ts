import { afterAll, beforeAll, describe } from 'vitest';
import type { EventStore } from '../src/index';
import { appendCases } from './contract/append-cases';
import { concurrencyCase } from './contract/concurrency-case';
import { readCases } from './contract/read-cases';
import { subscriptionCases } from './contract/subscription-cases';

/**
 * What every adapter of the `EventStore` port must do. `open` gives a ready store; the suite closes
 * it. Every test writes to streams of its own (random names), so the suite also runs against a
 * server that other runs share.
 */
export function describeEventStoreContract(name: string, open: () => Promise<EventStore>): void {
  describe(`${name} (EventStore contract)`, () => {
    let store: EventStore | null = null;
    const current = (): EventStore => {
      if (!store) throw new Error('The store under test is not open');
      return store;
    };
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    describe('append', () => appendCases(current));
    describe('read', () => readCases(current));
    describe('subscribe to all', () => subscriptionCases(current));
    describe('concurrency', () => concurrencyCase(current));
  });
}
