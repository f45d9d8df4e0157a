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

/** The Seerat models each city selected, with how many of each it has (see `citySelectionsReadModel`). */
export const citySeeratModelsTable = readTable('city_seerat_models', ['cityId', 'modelId', 'count'] as const);
/** The recommended books each city's library holds, with how many of each. */
export const cityLibraryBooksTable = readTable('city_library_books', ['cityId', 'bookId', 'count'] as const);
