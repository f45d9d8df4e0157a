import { describe, expect, it } from 'vitest';
import { bulkUploadToast } from './bulk-upload-toast';

describe('bulkUploadToast', () => {
  it('shows the counts, the first 5 error details, then how many more', () => {
    const details = Array.from({ length: 8 }, (_, index) => `Line ${index + 2}: Username already exists`);
    expect(bulkUploadToast({ message: '', created: 3, errors: 8, errorDetails: details })).toEqual({
      title: 'Bulk upload completed with 3 users created, 8 errors',
      description: [...details.slice(0, 5), '... and 3 more'].join('\n'),
    });
    expect(bulkUploadToast({ message: '', created: 2, errors: 0, errorDetails: [] })).toEqual({
      title: 'Bulk upload completed with 2 users created, 0 errors',
    });
  });
});
