import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src/index';
import {
  isMultiLineField,
  type MULTI_LINE_KINDS,
  multiLineFieldsOf,
  NO_CONTROL_CHARACTERS,
  TEXT_LIMITS,
} from '../src/index';

/** Every request schema contracts export: the bodies of the command API's routes. */
const REQUEST_SCHEMAS: [string, z.ZodType][] = Object.entries(contracts as Record<string, unknown>).flatMap(
  ([name, value]) => (name.endsWith('RequestSchema') && value instanceof z.ZodType ? [[name, value]] : []),
);

/**
 * The long free texts people write, by request: what the screens show as text areas. A field
 * added to this list or to the schemas without the other fails here.
 */
const EXPECTED: Record<string, Record<string, string>> = {
  addCollectionRequestSchema: { notes: 'notes' },
  addExpenseRequestSchema: { notes: 'notes' },
  addRecommendedBookRequestSchema: { description: 'notes' },
  budgetStepRequestSchema: { comment: 'notes' },
  approveGatheringRequestSchema: { approvalComments: 'notes' },
  cancelGatheringRequestSchema: { reason: 'notes' },
  changeMeetingStatusRequestSchema: { changeReason: 'reason' },
  collectionActualsRequestSchema: { notes: 'notes' },
  closeActionItemRequestSchema: { changeReason: 'reason' },
  createBudgetRequestSchema: { description: 'notes' },
  createCityRequestSchema: { karguzari: 'notes' },
  createCustomRoleRequestSchema: { description: 'reason' },
  createGatheringRequestSchema: { purpose: 'notes', proposalAttachments: 'notes' },
  createKarguzariRequestSchema: {
    activities: 'report',
    achievements: 'report',
    challenges: 'report',
    attendance: 'report',
    financialSummary: 'report',
    upcomingPlans: 'report',
    additionalNotes: 'report',
  },
  createMasoolProfileRequestSchema: {
    dailySunnahDetails: 'notes',
    islahiMamlat: 'notes',
    islahiProgress: 'notes',
    islahiGoals: 'notes',
    seeratPractices: 'notes',
    weeklyProgress: 'notes',
  },
  createMeetingRequestSchema: { description: 'notes', agenda: 'report', minutes: 'report', notes: 'notes' },
  createQabailRequestSchema: { additionalInfo: 'notes', specialNotes: 'notes' },
  createTeamProfileRequestSchema: { dailySunnahDetails: 'notes' },
  expenseActualsRequestSchema: { notes: 'notes' },
  recordGatheringOutcomeRequestSchema: {
    executionNotes: 'notes',
    achievements: 'notes',
    challenges: 'notes',
    documentUrls: 'notes',
  },
  recordSeeratModelCheckRequestSchema: { notes: 'notes' },
  rejectBudgetRequestSchema: { reason: 'notes' },
  rejectGatheringRequestSchema: { rejectionReason: 'notes', approvalComments: 'notes' },
  reopenBudgetRequestSchema: { reason: 'notes' },
  reopenGatheringRequestSchema: { reason: 'notes' },
  requestBudgetChangesRequestSchema: { feedback: 'notes' },
  requestGatheringChangesRequestSchema: { approvalComments: 'notes' },
  reviewKarguzariRequestSchema: { reviewComments: 'notes' },
  reviseKarguzariRequestSchema: {
    activities: 'report',
    achievements: 'report',
    challenges: 'report',
    attendance: 'report',
    financialSummary: 'report',
    upcomingPlans: 'report',
    additionalNotes: 'report',
    reportContent: 'report',
    editReason: 'reason',
  },
  saveCampusChecklistRequestSchema: { notes: 'notes' },
  setReadingProgressRequestSchema: { notes: 'notes' },
  submitCityKarguzariRequestSchema: { reportContent: 'report' },
  updateActionItemRequestSchema: { changeReason: 'reason' },
  updateBudgetRequestSchema: { description: 'notes', changeReason: 'reason' },
  updateCityRequestSchema: { karguzari: 'notes', changeReason: 'reason' },
  updateCollectionRequestSchema: { notes: 'notes' },
  updateCustomRoleRequestSchema: { description: 'reason' },
  updateExpenseRequestSchema: { notes: 'notes' },
  updateGatheringRequestSchema: { purpose: 'notes', proposalAttachments: 'notes', changeReason: 'reason' },
  updateMasoolProfileRequestSchema: {
    dailySunnahDetails: 'notes',
    islahiMamlat: 'notes',
    islahiProgress: 'notes',
    islahiGoals: 'notes',
    seeratPractices: 'notes',
    weeklyProgress: 'notes',
    changeReason: 'reason',
  },
  updateMeetingRequestSchema: {
    description: 'notes',
    agenda: 'report',
    minutes: 'report',
    notes: 'notes',
    changeReason: 'reason',
  },
  updateSeeratModelCheckRequestSchema: { notes: 'notes', changeReason: 'reason' },
  updateQabailRequestSchema: { additionalInfo: 'notes', specialNotes: 'notes', changeReason: 'reason' },
  updateTeamProfileRequestSchema: { dailySunnahDetails: 'notes', changeReason: 'reason' },
  updateZoneRequestSchema: { changeReason: 'reason' },
};

const TYPED = 'a\nb\tc\r\nd';

/** A string field's first message for `value` inside an otherwise empty body, or `ok`. */
function verdict(schema: z.ZodType, field: string, value: string): string {
  const parsed = schema.safeParse({ [field]: value });
  if (parsed.success) return 'ok';
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? 'ok';
}

describe('multi-line text is a kind of field in contracts', () => {
  it('names the long free texts of every request, each with its kind', () => {
    expect(REQUEST_SCHEMAS.length).toBeGreaterThan(30);
    const found = Object.fromEntries(
      REQUEST_SCHEMAS.map(([name, schema]) => [name, multiLineFieldsOf(schema)]).filter(
        ([, fields]) => Object.keys(fields as object).length > 0,
      ),
    );
    expect(found).toEqual(EXPECTED);
  });

  it('gives each kind one limit, the same in every request', () => {
    for (const [name, fields] of Object.entries(EXPECTED)) {
      const schema = REQUEST_SCHEMAS.find(([known]) => known === name)![1];
      for (const [field, kind] of Object.entries(fields)) {
        const limit = TEXT_LIMITS[kind as (typeof MULTI_LINE_KINDS)[number]];
        expect(verdict(schema, field, 'x'.repeat(limit)), `${name}.${field}`).not.toMatch(/at most/);
        expect(verdict(schema, field, 'x'.repeat(limit + 1)), `${name}.${field}`).toMatch(
          new RegExp(`at most ${limit} characters`),
        );
      }
    }
  });

  it('keeps line breaks and tabs in every multi-line field, and refuses them in every other text', () => {
    let checked = 0;
    for (const [name, schema] of REQUEST_SCHEMAS) {
      for (const [field, text] of Object.entries(contracts.fieldsOf(schema))) {
        // Free text only: not a number, a date, a choice or a link, nor a field the server ignores.
        if (!text.safeParse('plain words').success || text.safeParse('a\u0000b').success) continue;
        checked += 1;
        if (isMultiLineField(schema, field)) expect(text.parse(TYPED), `${name}.${field}`).toBe(TYPED);
        // Refused: a name's own pattern may speak first.
        else expect(verdict(schema, field, TYPED), `${name}.${field}`).not.toBe('ok');
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(verdict(contracts.createMeetingRequestSchema, 'title', TYPED)).toBe(NO_CONTROL_CHARACTERS);
  });

  it("keeps a multi-line text's leading indentation and line breaks as typed, dropping only trailing white space", () => {
    const indented = '\n\tFirst, the hall:\n\t\t- chairs\n  Then the food.  \n\n ';
    const kept = '\n\tFirst, the hall:\n\t\t- chairs\n  Then the food.';
    let checked = 0;
    for (const [name, schema] of REQUEST_SCHEMAS) {
      for (const [field, text] of Object.entries(contracts.fieldsOf(schema))) {
        // Free words only: a list of links has its own form.
        if (!isMultiLineField(schema, field) || !text.safeParse('plain words').success) continue;
        checked += 1;
        expect(text.parse(indented), `${name}.${field}`).toBe(kept);
      }
    }
    expect(checked).toBeGreaterThan(20);
    // Only white space is blank, as before: required says so, optional becomes null.
    expect(contracts.requiredMultiLineText('Purpose', 'notes').safeParse(' \n\t ').success).toBe(false);
    expect(contracts.optionalMultiLineText('notes').parse(' \n\t ')).toBeNull();
    // One-line texts still lose white space at both ends.
    expect(contracts.requiredText('Event name').parse('  Seerat Workshop  ')).toBe('Seerat Workshop');
  });
});
