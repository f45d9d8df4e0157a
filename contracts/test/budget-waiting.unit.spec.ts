import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CityScope, cityScope } from '../src/access/city-scope';
import { type Action, can, type Principal, type Resource } from '../src/access/policy';
import { ALL_PERMISSIONS, SYSTEM_ROLES } from '../src/access/roles';
import {
  BUDGET_ROLE_ACTIONS,
  BUDGET_STATUSES,
  BUDGET_WAITING_RULES,
  type BudgetAccessFacts,
  budgetActionsFor,
} from '../src/budgets/budget-workflow';

/** Ids from a small range, so assignments and places often meet. */
const id = fc.integer({ min: 1, max: 4 });

const principal: fc.Arbitrary<Principal> = fc.record({
  id,
  roles: fc.subarray([...SYSTEM_ROLES, 'custom'], { maxLength: 2 }),
  assignedZoneId: fc.option(id, { nil: null }),
  assignedCityId: fc.option(id, { nil: null }),
  permissions: fc.subarray(ALL_PERMISSIONS, { maxLength: 4 }),
  organisationWide: fc.boolean(),
});

const city = fc.record({
  kind: fc.constant('city' as const),
  zoneId: id,
  cityPath: fc.array(id, { minLength: 1, maxLength: 3 }),
});

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<Action>('review_budgets', 'approve_budgets', 'review_karguzari'),
  fc.constantFrom(...ALL_PERMISSIONS),
);

/** What the SQL of `whereCityScope` keeps, said in TypeScript. */
function inScope(scope: CityScope, place: Extract<Resource, { kind: 'city' }>): boolean {
  if (scope.everywhere) return true;
  return (
    scope.zoneIds.includes(place.zoneId) || place.cityPath.some((cityId) => scope.cityIds.includes(cityId))
  );
}

/** What `whereWaiting` keeps, said in TypeScript from the same rules. */
function waitsByRules(who: Principal, budget: BudgetAccessFacts): boolean {
  const place = { kind: 'city' as const, zoneId: budget.zoneId, cityPath: budget.cityPath };
  return BUDGET_WAITING_RULES.some(
    (rule) =>
      rule.statuses.includes(budget.status) &&
      inScope(cityScope(who, BUDGET_ROLE_ACTIONS[rule.role]), place) &&
      !(rule.barsOwnSubmission && budget.submittedById === who.id),
  );
}

describe('the policy for every city at once', () => {
  it('keeps exactly the cities where `can` allows the action', () => {
    fc.assert(
      fc.property(principal, action, city, (who, asked, place) => {
        expect(inScope(cityScope(who, asked), place)).toBe(can(who, asked, place));
      }),
      { numRuns: 3000 },
    );
  });

  it('scopes a zone masool to its zone and a city masool to its city and sub-cities', () => {
    const zoneMasool = {
      id: 1,
      roles: ['zone_masool'],
      assignedZoneId: 2,
      assignedCityId: null,
      permissions: [],
    };
    const cityMasool = {
      id: 2,
      roles: ['city_masool'],
      assignedZoneId: 2,
      assignedCityId: 7,
      permissions: [],
    };
    const write = 'events_write';
    expect(cityScope(zoneMasool, write)).toEqual({ everywhere: false, zoneIds: [2], cityIds: [] });
    expect(cityScope(cityMasool, write)).toEqual({ everywhere: false, zoneIds: [], cityIds: [7] });
    expect(cityScope(cityMasool, 'review_budgets')).toEqual({ everywhere: false, zoneIds: [], cityIds: [] });
    expect(cityScope({ ...zoneMasool, roles: ['admin'] }, 'approve_budgets')).toEqual({ everywhere: true });
  });
});

describe('"Waiting for me" by rules', () => {
  it('waits exactly where the policy gives the viewer a step', () => {
    const budget = fc.record({
      status: fc.constantFrom(...BUDGET_STATUSES),
      zoneId: id,
      cityPath: fc.array(id, { minLength: 1, maxLength: 3 }),
      submittedById: fc.option(id, { nil: null }),
    });
    fc.assert(
      fc.property(principal, budget, (who, facts) => {
        expect(waitsByRules(who, facts)).toBe(budgetActionsFor(who, facts).length > 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the drafter draft, sent-back and released budgets, and no role a closed one', () => {
    const statuses = Object.fromEntries(BUDGET_WAITING_RULES.map((rule) => [rule.role, rule.statuses]));
    expect(statuses.drafter).toEqual(['draft', 'released', 'rejected', 'changes_requested']);
    expect(statuses.reviewer).toEqual(['submitted']);
    expect(statuses.approver).toEqual(['reviewed', 'approved', 'actuals_submitted']);
  });
});
