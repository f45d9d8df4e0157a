import { describe, it } from 'vitest';
import { recommendedBookDecider, seeratModelDecider } from '../src/catalogue/catalogue-deciders';
import { deciderSpec } from './decider-spec';

const model = { modelId: 4, modelName: 'Seerat Circle', priority: 2 };
const book = {
  bookId: 6,
  title: 'Ar-Raheeq Al-Makhtum',
  author: 'Safiur Rahman Mubarakpuri',
  category: 'seerat',
  priority: 1,
  description: null,
};

describe('catalogue deciders', () => {
  it('adds a Seerat model once', () => {
    const spec = deciderSpec(seeratModelDecider);
    spec
      .given([])
      .when({ type: 'AddSeeratModel', ...model })
      .thenEmits([{ type: 'SeeratModelAdded', data: model }]);
    spec
      .given([{ type: 'SeeratModelAdded', data: model }])
      .when({ type: 'AddSeeratModel', ...model })
      .thenThrows('conflict', 'Seerat model already exists');
  });

  it('adds a recommended book once', () => {
    const spec = deciderSpec(recommendedBookDecider);
    spec
      .given([])
      .when({ type: 'AddRecommendedBook', ...book })
      .thenEmits([{ type: 'RecommendedBookAdded', data: book }]);
    spec
      .given([{ type: 'RecommendedBookAdded', data: book }])
      .when({ type: 'AddRecommendedBook', ...book })
      .thenThrows('conflict', 'Recommended book already exists');
  });
});
