import {
  budgetCollectionAddedSchema,
  budgetCreatedSchema,
  budgetDeletedSchema,
  budgetDetailsUpdatedSchema,
  budgetExpenseAddedSchema,
  budgetLineChangedSchema,
  budgetLineRemovedSchema,
  budgetStepSchema,
  budgetSubmittedSchema,
} from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The budget domain events' data, parsed once for all the read models that read them. */
export const budgetCreatedData = eventData(budgetCreatedSchema);
export const budgetDetailsUpdatedData = eventData(budgetDetailsUpdatedSchema);
export const budgetCollectionAddedData = eventData(budgetCollectionAddedSchema);
export const budgetExpenseAddedData = eventData(budgetExpenseAddedSchema);
export const budgetLineChangedData = eventData(budgetLineChangedSchema);
export const budgetLineRemovedData = eventData(budgetLineRemovedSchema);
export const budgetSubmittedData = eventData(budgetSubmittedSchema);
export const budgetStepData = eventData(budgetStepSchema);
export const budgetDeletedData = eventData(budgetDeletedSchema);
