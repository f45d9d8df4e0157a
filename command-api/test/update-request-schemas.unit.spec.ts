import {
  addRecommendedBookRequestSchema,
  addSeeratModelRequestSchema,
  createCityRequestSchema,
  updateCityRequestSchema,
  updateZoneRequestSchema,
} from '@seerat/contracts';
import { describe, expect, it } from 'vitest';

/** The request rules of spec section 5 that the write side relies on before any decider runs. */
describe('update requests', () => {
  it('leave absent fields absent, so a partial update keeps their values', () => {
    expect(updateZoneRequestSchema.parse({ name: 'North' })).toEqual({ name: 'North', changeReason: null });
    expect(updateCityRequestSchema.parse({ activeCircles: 3 })).toEqual({
      activeCircles: 3,
      changeReason: null,
    });
  });

  it('still check the fields that are present', () => {
    expect(updateZoneRequestSchema.safeParse({ libraryCount: -1 }).success).toBe(false);
    expect(updateZoneRequestSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(updateCityRequestSchema.safeParse({ status: 'closed' }).success).toBe(false);
    expect(updateCityRequestSchema.safeParse({ whatsappGroupUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
});

describe('create requests', () => {
  it('require the names, counts of at least 0, http(s) links and known statuses', () => {
    const valid = { name: 'Lahore', masoolName: 'Amina', zoneId: 1 };
    expect(createCityRequestSchema.safeParse(valid).success).toBe(true);
    for (const bad of [
      { ...valid, name: '' },
      { ...valid, masoolName: undefined },
      { ...valid, activeCircles: -1 },
      { ...valid, whatsappGroupUrl: 'javascript:alert(1)' },
      { ...valid, status: 'closed' },
      { ...valid, seeratModels: [{ modelId: 1, count: -2 }] },
    ]) {
      expect(createCityRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keep only the selected models and books, as { id, count }', () => {
    const parsed = createCityRequestSchema.parse({
      name: 'Lahore',
      masoolName: 'Amina',
      zoneId: 1,
      seeratModels: [
        { modelId: 1, count: 2, isSelected: true },
        { modelId: 2, count: 5, isSelected: false },
      ],
      libraryBooks: [{ bookId: 3, count: 1 }],
    });
    expect(parsed.seeratModels).toEqual([{ id: 1, count: 2 }]);
    expect(parsed.libraryBooks).toEqual([{ id: 3, count: 1 }]);
  });

  it('require a model name and a priority of at least 1; a title and an author', () => {
    expect(addSeeratModelRequestSchema.safeParse({ modelName: 'Circle', priority: 0 }).success).toBe(false);
    expect(addSeeratModelRequestSchema.safeParse({ modelName: '' }).success).toBe(false);
    expect(addRecommendedBookRequestSchema.safeParse({ title: 'T' }).success).toBe(false);
    expect(addRecommendedBookRequestSchema.parse({ title: 'T', author: 'A' })).toMatchObject({
      category: 'seerat',
      priority: 1,
    });
  });
});
