import { describe, expect, it } from 'vitest';
import { isCsvFile } from '../src/bulk-upload/bulk-upload';

describe('isCsvFile', () => {
  it('takes a file as CSV by its type or its name', () => {
    expect(isCsvFile({ name: 'users.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'users', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'users.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
});
