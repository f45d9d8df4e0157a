import { gatheringBody } from './gathering-requests';
import type { PortalClient } from './portal-harness';
import { written, type ZoneCityWorld } from './zone-city-world';

/** A collection line as the budget form sends it, plus any overrides. */
export const collectionBody = (overrides: Record<string, unknown> = {}) => ({
  category: 'donation',
  description: 'Members',
  estimatedAmount: 175_050,
  paymentMethod: 'cash',
  ...overrides,
});

/** An expense line as the budget form sends it, plus any overrides. */
export const expenseBody = (overrides: Record<string, unknown> = {}) => ({
  category: 'food',
  description: 'Lunch boxes',
  quantity: 3,
  unitPrice: 25_000,
  ...overrides,
});

/** A new event in `cityId` (written by the administrator), `daysAhead` days from now. */
export async function newEvent(world: ZoneCityWorld, cityId: number, daysAhead = 10): Promise<number> {
  return (await written(world.admin.post('/api/events', gatheringBody(cityId, {}, daysAhead)))).id;
}

/** A new budget of a new event in `cityId`, drafted by `client`. */
export async function newBudget(world: ZoneCityWorld, client: PortalClient, cityId: number, daysAhead = 10) {
  const eventId = await newEvent(world, cityId, daysAhead);
  return written(client.post('/api/budgets', { eventId, title: 'Seerat conference budget' }));
}
