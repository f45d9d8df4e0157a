import { describe, expect, it } from 'vitest';
import { can, type Principal } from '../src/access/policy';
import { formatPkr, parsePkr } from '../src/budgets/budget-money';
import { type BudgetAccessFacts, budgetActionsFor } from '../src/budgets/budget-workflow';

const principal = (id: number, overrides: Partial<Principal>): Principal => ({
  id,
  roles: [],
  assignedZoneId: null,
  assignedCityId: null,
  permissions: [],
  ...overrides,
});

const admin = principal(1, { roles: ['admin'] });
const secondAdmin = principal(2, { roles: ['admin'] });
const zoneMasool = principal(5, { roles: ['zone_masool'], assignedZoneId: 1 });
const otherZoneMasool = principal(6, { roles: ['zone_masool'], assignedZoneId: 2 });
const cityMasool = principal(11, { roles: ['city_masool'], assignedZoneId: 1, assignedCityId: 10 });
const auditor = principal(20, { roles: ['auditor'] });
const customReviewer = principal(21, { permissions: ['events_write'], organisationWide: true });

const budget = (
  status: BudgetAccessFacts['status'],
  submittedById: number | null = 11,
): BudgetAccessFacts => ({
  status,
  zoneId: 1,
  cityPath: [10],
  submittedById,
});

describe('budget policy', () => {
  it('gives review to the zone masool of the zone and administrators, approval to administrators', () => {
    const city = { kind: 'city' as const, zoneId: 1, cityPath: [10] };
    expect(can(zoneMasool, 'review_budgets', city)).toBe(true);
    expect(can(otherZoneMasool, 'review_budgets', city)).toBe(false);
    expect(can(cityMasool, 'review_budgets', city)).toBe(false);
    expect(can(customReviewer, 'review_budgets', city)).toBe(false);
    expect(can(zoneMasool, 'approve_budgets', city)).toBe(false);
    expect(can(admin, 'approve_budgets', city)).toBe(true);
  });

  it('offers each viewer exactly the steps the server takes', () => {
    expect(budgetActionsFor(cityMasool, budget('draft', null))).toEqual(['submit']);
    expect(budgetActionsFor(zoneMasool, budget('submitted'))).toEqual([
      'review',
      'reject',
      'request_changes',
    ]);
    expect(budgetActionsFor(cityMasool, budget('submitted'))).toEqual([]);
    expect(budgetActionsFor(zoneMasool, budget('reviewed'))).toEqual([]);
    expect(budgetActionsFor(admin, budget('reviewed'))).toEqual(['approve', 'reject', 'request_changes']);
    expect(budgetActionsFor(admin, budget('approved'))).toEqual(['release', 'reopen']);
    expect(budgetActionsFor(cityMasool, budget('released'))).toEqual(['submit_actuals']);
    expect(budgetActionsFor(admin, budget('actuals_submitted'))).toEqual(['close']);
    expect(budgetActionsFor(auditor, budget('submitted'))).toEqual([]);
    expect(budgetActionsFor(otherZoneMasool, budget('submitted'))).toEqual([]);
    expect(budgetActionsFor(null, budget('draft'))).toEqual([]);
  });

  it('leaves an administrator who submitted only the drafter steps; another administrator approves', () => {
    expect(budgetActionsFor(admin, budget('reviewed', 1))).toEqual([]);
    expect(budgetActionsFor(secondAdmin, budget('reviewed', 1))).toEqual([
      'approve',
      'reject',
      'request_changes',
    ]);
    expect(budgetActionsFor(admin, budget('released', 1))).toEqual(['submit_actuals']);
  });
});

describe('PKR amounts', () => {
  it('shows paisa as PKR in en-US format without floating-point error', () => {
    expect(formatPkr(175_050)).toBe('PKR 1,750.50');
    expect(formatPkr(0)).toBe('PKR 0.00');
    expect(formatPkr(7)).toBe('PKR 0.07');
    expect(formatPkr(1_000_000_000_000_001)).toBe('PKR 10,000,000,000,000.01');
    expect(formatPkr(-120_002)).toBe('-PKR 1,200.02');
  });

  it('reads typed amounts as paisa and refuses a minus sign or a third decimal', () => {
    expect(parsePkr('1,750.50')).toBe(175_050);
    expect(parsePkr('1750.5')).toBe(175_050);
    expect(parsePkr(' 12 ')).toBe(1200);
    expect(parsePkr('0.29')).toBe(29);
    expect(parsePkr('-5')).toBeNull();
    expect(parsePkr('1.005')).toBeNull();
    expect(parsePkr('abc')).toBeNull();
    expect(parsePkr('')).toBeNull();
  });
});
