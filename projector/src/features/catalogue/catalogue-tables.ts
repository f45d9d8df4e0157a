import { readTable } from '../../read-schema/read-tables';

/** The organisation's Seerat catalogue, one table per kind of entry. */
export const seeratModelsTable = readTable('seerat_models', ['id', 'modelName', 'priority'] as const);
export const recommendedBooksTable = readTable('recommended_books', [
  'id',
  'title',
  'author',
  'category',
  'priority',
  'description',
  'isActive',
] as const);
